/**
 * Why create-checkout refuses an order, as a code the checkout can word in the shopper's language, and
 * the checkout's message for each (src/features/checkout/i18n). A promotion code's refusals are worded
 * by the bag's promotion catalogue instead (src/features/cart/i18n/promotion, `refused.<code>`), which
 * the bag and the checkout both show before the order is sent. The function answers the English
 * sentence as `error` as well; a test holds the two to the same words (create-checkout/order-errors_test.ts).
 */
export const REFUSAL_MESSAGES = {
  only_left: 'refused.only_left',
  sold_out: 'refused.sold_out',
  idempotency_conflict: 'refused.idempotency_conflict',
  quantity_limit: 'refused.quantity_limit',
  no_shipping_zone: 'refused.no_shipping_zone',
  unknown_product: 'refused.unknown_product',
  unknown_variant: 'refused.unknown_variant',
  // The payment step shows these two before sending; the refusal says the same.
  cod_not_available: 'cod.notOffered',
  cod_limit: 'cod.limit',
  // Fake and repeated cash orders (the orders_cod_guard trigger, note_cod_attempt): each names PayPal.
  cod_blocked: 'refused.cod_blocked',
  cod_too_many_open: 'refused.cod_too_many_open',
  cod_refusals: 'refused.cod_refusals',
  cod_rate_limited: 'refused.cod_rate_limited',
} as const;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES | PromotionRefusal;

export const isRefusalCode = (code: string): code is RefusalCode =>
  Object.hasOwn(REFUSAL_MESSAGES, code) || isPromotionRefusal(code);

/** Why a code does not apply: place_order's refusals, and quote_order's one more (an offer saves more). */
export const PROMOTION_REASONS = [
  'promotion_not_found',
  'promotion_not_started',
  'promotion_expired',
  'promotion_not_applicable',
  'promotion_min_subtotal',
  'promotion_used_up',
  'promotion_already_used',
  'promotion_not_combinable',
] as const;

export type PromotionReason = (typeof PROMOTION_REASONS)[number];

export const isPromotionReason = (code: string): code is PromotionReason =>
  (PROMOTION_REASONS as readonly string[]).includes(code);

/** A code's refusals: its reasons, and the guessing limit (too many unknown codes from one address). */
export type PromotionRefusal = PromotionReason | 'too_many_codes';

export const isPromotionRefusal = (code: string): code is PromotionRefusal =>
  code === 'too_many_codes' || isPromotionReason(code);

/** Ten unknown codes within a minute from one address: any code waits (quote_order and create-checkout). */
export const TOO_MANY_CODES = 'Too many codes were tried. Please wait a minute and try again.';

/** A promotion code is at most this long (the promotions table's rule; longer is refused with a 400). */
export const MAX_PROMOTION_CODE_LENGTH = 64;
