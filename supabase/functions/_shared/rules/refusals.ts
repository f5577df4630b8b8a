/**
 * Why create-checkout refuses an order, as a code the checkout can word in the shopper's language, and
 * the checkout's message for each (src/features/checkout/i18n). The function answers the English
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
} as const;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES;

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSAL_MESSAGES, code);
