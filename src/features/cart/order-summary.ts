import type { AppliedPromotion, CodeStatus, OrderQuote, QuoteLine } from './api/get-order-quote';
import { cleanCode } from './promotion-code';

/** The figures a money summary shows (the bag's, the checkout's), all in MAD. */
export interface OrderSummary {
  subtotal: number;
  /** The promotions applied, each a "Discount" row. */
  applied: AppliedPromotion[];
  discount: number;
  /** What shipping costs the order; undefined while nobody knows yet. */
  shipping: number | undefined;
  /** A promotion made shipping free (the bag can say so before the address is known). */
  freeShipping: boolean;
  /** subtotal - discount + shipping (0 while unknown): what place_order will charge. */
  total: number;
  /** The figures are the quote's for this very bag, address and code, not a stand-in. */
  settled: boolean;
  /** Each line's share of the discount, by the line's place in the bag (ord from 1); only once settled. */
  lines: QuoteLine[] | undefined;
}

/**
 * What the summary shows from a quote (`quote`, with `fresh` false while it is the previous bag's) and
 * the bag's own figures (its subtotal, and the shipping the screen already knows for the address).
 * Before any quote, or where the bag cannot be quoted: the bag's sum, as the screens showed before
 * promotions. While the next quote loads: the bag's subtotal with the previous quote's discount and
 * shipping, so the rows do not come and go with every quantity or letter of the city.
 */
export function orderSummary(
  quote: OrderQuote | null | undefined,
  fresh: boolean,
  bag: { subtotal: number; shipping?: number },
): OrderSummary {
  if (!quote) {
    return {
      subtotal: bag.subtotal,
      applied: [],
      discount: 0,
      shipping: bag.shipping,
      freeShipping: false,
      total: bag.subtotal + (bag.shipping ?? 0),
      settled: false,
      lines: undefined,
    };
  }
  const freeShipping = quote.applied.some((promotion) => promotion.kind === 'free_shipping');
  if (fresh) {
    return {
      subtotal: quote.subtotal,
      applied: quote.applied,
      discount: quote.discount,
      shipping: quote.shipping,
      freeShipping,
      total: quote.total,
      settled: true,
      lines: quote.lines,
    };
  }
  // A discount never takes more than the lines: the bag may have shrunk below the previous one's.
  const discount = Math.min(quote.discount, bag.subtotal);
  return {
    subtotal: bag.subtotal,
    applied: quote.applied,
    discount,
    shipping: quote.shipping,
    freeShipping,
    total: bag.subtotal - discount + quote.shipping,
    settled: false,
    lines: undefined,
  };
}

/**
 * What the quote says of `code`: its status when the quote on screen was asked with this code (the
 * previous bag's quote still speaks for it while the next loads), else undefined (not asked yet).
 */
export function statusOfCode(
  quote: OrderQuote | null | undefined,
  code: string | null,
): CodeStatus | undefined {
  if (!code || !quote?.code) return undefined;
  return quote.code.code.toLowerCase() === cleanCode(code).toLowerCase() ? quote.code : undefined;
}
