import { isRefusalCode, REFUSAL_MESSAGES } from '@rules/refusals';

import type { CheckoutRefusedError } from '../api/create-order-checkout';
import { useCheckoutText } from '../i18n';

/**
 * A refusal in the page's language when the server named its reason; the server's English sentence
 * otherwise (a refusal this app does not know yet still reaches the shopper).
 */
export function useRefusalText(): (error: CheckoutRefusedError) => string {
  const t = useCheckoutText();
  return ({ reason, message }) =>
    reason && isRefusalCode(reason.code) ? t(REFUSAL_MESSAGES[reason.code], reason.values) : message;
}
