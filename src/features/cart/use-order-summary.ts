import { useLocale } from '@/lib/i18n/locale';
import { useLoggedError } from '@/lib/use-list-query';

import { useOrderQuote, type CodeStatus } from './api/get-order-quote';
import { orderSummary, statusOfCode, type OrderSummary } from './order-summary';
import { usePromotionCode } from './promotion-code';
import { useCart } from './use-cart';

export interface OrderSummaryWithCode extends OrderSummary {
  /** The code the shopper applied to the bag, or null. */
  code: string | null;
  /** Whether it applies and why not; undefined until a quote has said (or where none can be made). */
  codeStatus: CodeStatus | undefined;
  /** The quote with this code is on its way. */
  checking: boolean;
}

/**
 * The bag's figures for an address, from quote_order with the bag's code, as the bag and the checkout
 * show them. `shipping` is what the screen already knows of the address's shipping (the checkout's
 * zone quote), shown until the order's quote is in.
 */
export function useOrderSummary(country: string, city: string, shipping?: number): OrderSummaryWithCode {
  const { lines, subtotal } = useCart();
  const code = usePromotionCode();
  const locale = useLocale();
  const query = useOrderQuote(lines, country, city, code, locale);
  useLoggedError(query.error, 'the order quote');
  const codeStatus = statusOfCode(query.data, code);
  return {
    ...orderSummary(query.data, !query.isPlaceholderData, { subtotal, shipping }),
    code,
    codeStatus,
    checking: Boolean(code) && codeStatus === undefined && query.isFetching,
  };
}
