export type { Order } from './types';
export { OrderStatusBadge, PaymentStatusBadge } from './components/status-badges';
export { safeTrackingUrl, wasPaid } from './order-status';
export { nameOf, useOrderText } from './i18n';
export { OrderDocuments } from './components/order-documents';
