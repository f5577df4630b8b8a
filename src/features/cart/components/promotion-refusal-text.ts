import type { CodeStatus } from '../api/get-order-quote';
import { usePromotionText } from '../i18n/promotion';

/**
 * Why the bag's code does not apply, in the page's language: the one wording of a code's refusals, which
 * the bag and the checkout show from the quote and the checkout shows for create-checkout's refusal of
 * the same code (create-checkout/order-errors_test.ts holds the function's English to these words).
 */
export function usePromotionRefusalText(): (status: Extract<CodeStatus, { applied: false }>) => string {
  const t = usePromotionText();
  return ({ code, reason, missing }) => t(`refused.${reason}`, { code, missing });
}
