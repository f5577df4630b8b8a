import { toMinorUnits } from '@rules/money';

import type { Tables } from '@/types/database.types';

/**
 * An automatic offer as visitors may read it (the promotions columns granted to them): the bag gets
 * it without a code, so cards and product pages say so. The database prices the bag (quote_order);
 * what is here only tells a shopper what one piece will cost, by the same rules.
 */
export type RunningOffer = Pick<
  Tables<'promotions'>,
  | 'id'
  | 'title'
  | 'kind'
  | 'value'
  | 'applies_to'
  | 'product_ids'
  | 'collections'
  | 'categories'
  | 'min_subtotal_mad'
  | 'starts_at'
  | 'ends_at'
> & {
  /** The language `title` is in: English where nobody has translated it yet. */
  lang: string;
};

/** What an offer needs of a product to say whether it covers it, and what one piece costs. */
export interface OfferTarget {
  id?: string;
  category?: string | null;
  collection?: string | null;
  /** MAD: the size shown, or what the piece can be bought for now on a card. */
  price: number;
}

/** The offer a piece gets, what one costs with it, and how long it lasts. */
export interface ProductOffer {
  offer: RunningOffer;
  /** MAD, only for a percentage that one piece qualifies for; fixed amounts and free delivery are per bag. */
  salePrice: number | null;
  /** Milliseconds left, when the offer ends within a week. */
  endsWithinWeek: number | null;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Has it started and not ended at `now`? Visitors may read offers that start later. */
export function isRunning(offer: RunningOffer, now: number): boolean {
  return (
    (offer.starts_at === null || Date.parse(offer.starts_at) <= now) &&
    (offer.ends_at === null || Date.parse(offer.ends_at) > now)
  );
}

/** private.promotion_covers: the whole order, or the product by id, category or collection (any case). */
export function offerCovers(offer: RunningOffer, product: OfferTarget): boolean {
  if (offer.applies_to === 'order') return true;
  const collection = product.collection?.toLowerCase();
  return (
    (product.id !== undefined && offer.product_ids.includes(product.id)) ||
    (product.category != null && offer.categories.includes(product.category)) ||
    (collection !== undefined && offer.collections.some((name) => name.toLowerCase() === collection))
  );
}

/**
 * A price less a percentage, as private.apply_promotions takes it off one line: in whole centimes, the
 * cut rounded half up. `percent` may have two decimals (12.5).
 */
export function priceLessPercent(priceMad: number, percent: number): number {
  const cents = toMinorUnits(priceMad);
  const cut = Math.round((cents * Math.round(percent * 100)) / 10_000);
  return (cents - cut) / 100;
}

/** What one piece saves with the offer, in centimes (0 for free delivery: that depends on the address). */
function savingOnOne(offer: RunningOffer, price: number): number {
  if (offer.min_subtotal_mad !== null && price < offer.min_subtotal_mad) return 0;
  if (offer.kind === 'percentage')
    return toMinorUnits(price) - toMinorUnits(priceLessPercent(price, offer.value));
  if (offer.kind === 'fixed') return Math.min(toMinorUnits(offer.value), toMinorUnits(price));
  return 0;
}

/**
 * The offer to show on a piece: of the running offers that cover it, the one that saves most on one
 * piece (as the bag takes the best automatic offer), the sooner-ending first on a tie. Null when none.
 */
export function productOffer(
  offers: readonly RunningOffer[],
  product: OfferTarget,
  now: number,
): ProductOffer | null {
  let best: RunningOffer | null = null;
  for (const offer of offers) {
    if (!isRunning(offer, now) || !offerCovers(offer, product)) continue;
    if (best === null) {
      best = offer;
      continue;
    }
    const gain = savingOnOne(offer, product.price) - savingOnOne(best, product.price);
    const endsSooner =
      (offer.ends_at ? Date.parse(offer.ends_at) : Infinity) <
      (best.ends_at ? Date.parse(best.ends_at) : Infinity);
    if (gain > 0 || (gain === 0 && endsSooner)) best = offer;
  }
  if (best === null) return null;
  const qualifies = best.min_subtotal_mad === null || product.price >= best.min_subtotal_mad;
  const left = best.ends_at === null ? null : Date.parse(best.ends_at) - now;
  return {
    offer: best,
    salePrice: best.kind === 'percentage' && qualifies ? priceLessPercent(product.price, best.value) : null,
    endsWithinWeek: left !== null && left <= WEEK_MS ? left : null,
  };
}
