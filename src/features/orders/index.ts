export { rememberApprovalUrl } from './paypal-retry';
export type { Order } from './types';
