/**
 * Limits of one order, shared by the cart and the checkout function. place_order (SQL) enforces the
 * same number; tests/backend/order-lifecycle-sql.test.ts keeps the two equal.
 */

/** At most this many of one variant (a size of a product) per order, all its lines together. */
export const MAX_QUANTITY_PER_ITEM = 10;

/** Below this many left, the cart tells the shopper how many remain. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * How many of a variant one cart line may hold: the per-order limit and the variant's stock left (null
 * means made to order). A cart line is one variant, so no other line shares its limit.
 */
export function maxQuantityForLine(stock: number | null | undefined): number {
  return stock === null || stock === undefined
    ? MAX_QUANTITY_PER_ITEM
    : Math.max(0, Math.min(stock, MAX_QUANTITY_PER_ITEM));
}

/** Why a quantity stops at `max`: the variant's stock left, or the per-order limit. */
export const quantityCapMessage = (max: number, byStock: boolean) =>
  byStock
    ? `Only ${max} left, so the quantity is ${max}.`
    : `You can order at most ${MAX_QUANTITY_PER_ITEM} of one item, so the quantity is ${max}.`;

/**
 * Cash on delivery: where and up to what total the couriers collect is each shipping zone's
 * cod_max_mad (the owner's row; shipping_quote shows it, place_order applies it). These are the
 * function's English sentences for its two refusals; the checkout words them from its catalogue.
 */
export const COD_NOT_OFFERED = 'Cash on delivery is not offered for this address. Please choose PayPal.';
export const codLimitMessage = (max: number) =>
  `Cash on delivery is available for orders up to ${max.toLocaleString('en-US')} MAD. Please choose PayPal.`;

/**
 * Cash on delivery refused to this customer or client (issue 32): the function's English sentences,
 * each naming the way to pay instead. The limits are columns of shop_settings, not constants here.
 */
export const COD_REFUSED = {
  cod_blocked: 'Cash on delivery is not available for this phone number or e-mail. Please pay with PayPal.',
  cod_too_many_open:
    'This phone number already has cash-on-delivery orders waiting for confirmation. Please pay with PayPal, or wait until we confirm them.',
  cod_refusals:
    'Cash on delivery is not available after parcels were refused at the door. Please pay with PayPal.',
  cod_rate_limited:
    'Too many cash-on-delivery orders were placed from here. Please wait a few minutes or pay with PayPal.',
} as const;
