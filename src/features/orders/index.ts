export { rememberApprovalUrl } from './paypal-retry';
export { orderQueryOptions } from './api/get-order';
export type { Order, OrderItem } from './types';
