export type { Order } from './types';
export { OrderStatusBadge, PaymentStatusBadge } from './components/status-badges';
export { safeTrackingUrl, statusLabel } from './order-status';
