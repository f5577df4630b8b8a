import type { ShippingQuote } from '@/features/cart';

/**
 * Why cash on delivery cannot be chosen for this address and cart, or null when it can. The rule is
 * the zone's (shipping_zones.cod_max_mad, read through the shipping quote) and place_order applies the
 * same row: not offered where the zone has no maximum or no zone ships, refused when the order's
 * total (the order quote's subtotal - discount + shipping, what place_order compares) is above the
 * maximum. While the first quote loads nothing is refused yet; place_order still decides.
 */
export type CodRefusal = { reason: 'not_offered' } | { reason: 'limit'; max: number } | null;

export function codRefusal(quote: ShippingQuote | null | undefined, total: number): CodRefusal {
  if (quote === undefined) return null;
  if (quote === null || quote.cod_max_mad === null) return { reason: 'not_offered' };
  return total > quote.cod_max_mad ? { reason: 'limit', max: quote.cod_max_mad } : null;
}
