import { isPromotionRefusal, isRefusalCode, REFUSAL_MESSAGES } from '@rules/refusals';

import { usePromotionRefusalText } from '@/features/cart';

import type { CheckoutRefusedError } from '../api/create-order-checkout';
import { useCheckoutText } from '../i18n';

/**
 * A refusal in the page's language when the server named its reason; the server's English sentence
 * otherwise (a refusal this app does not know yet still reaches the shopper). A promotion code's
 * refusal reads as the bag and the summary already word it.
 */
export function useRefusalText(): (error: CheckoutRefusedError) => string {
  const t = useCheckoutText();
  const promotionRefusal = usePromotionRefusalText();
  return ({ reason, message }) => {
    if (!reason || !isRefusalCode(reason.code)) return message;
    if (!isPromotionRefusal(reason.code)) return t(REFUSAL_MESSAGES[reason.code], reason.values);
    const { code, missing } = reason.values;
    return promotionRefusal({
      code: String(code ?? ''),
      applied: false,
      reason: reason.code,
      missing: typeof missing === 'number' ? missing : undefined,
    });
  };
}
