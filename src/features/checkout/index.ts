export { clearCheckoutDraft } from './checkout-draft';
export {
  markPaypalCancelled,
  rememberPaypalAttempt,
  usePaypalAttempt,
  type PaypalAttempt,
} from './paypal-attempts';
export { useSettlePaidOrder } from './use-settle-order';
