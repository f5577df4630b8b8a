export type { Order } from './types';
export { OrderStatusBadge, PaymentStatusBadge } from './components/status-badges';
export { safeTrackingUrl } from './order-status';
export { nameOf, useOrderText } from './i18n';
