import { useMutation } from '@tanstack/react-query';

import { orderedLine, type CartLine } from '@/features/cart';
import type { PaymentMethod } from '@/lib/constants';
import type { Locale } from '@rules/locales';
import type { Currency } from '@rules/money';
import { useLocale } from '@/lib/i18n/locale';
import { functionError } from '@/lib/function-refusal';
import { getFunctions } from '@/lib/supabase';

import { guestCartId } from '../guest-cart-id';
import type { ShippingForm } from '../shipping-form';

export interface OrderCheckoutInput {
  lines: CartLine[];
  currency: Currency;
  shippingAddress: ShippingForm;
  paymentMethod: PaymentMethod;
  /** One per checkout attempt: a retry of the same attempt returns the same order. */
  idempotencyKey: string;
  /** The page's language: the order's e-mails and its order page follow it. */
  locale: Locale;
  /**
   * The bag's promotion code; the checkout leaves out a code the quote says does not apply (place_order
   * would refuse the whole order for it, and the shopper already reads why beside the code).
   */
  promotionCode?: string;
}

export interface OrderCheckoutResult {
  order_id: string;
  order_number?: string;
  url: string;
}

/**
 * A refusal the shopper can act on (e.g. "only 2 left"): create-checkout's own English sentence, and its
 * reason when it gave one, for the checkout to word in the page's language.
 */
export { FunctionRefusedError as CheckoutRefusedError, type RefusalReason } from '@/lib/function-refusal';

/** POST create-checkout (SPEC §7): the server prices the cart, writes the order and answers {order_id, url}. */
export async function createOrderCheckout(input: OrderCheckoutInput): Promise<OrderCheckoutResult> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke<OrderCheckoutResult>('create-checkout', {
    body: {
      // Only ids, quantities and options matter to the server; it looks prices up itself (orderedLine,
      // as the quote sends them).
      items: input.lines.map((line) => ({ id: line.id, ...orderedLine(line) })),
      currency: input.currency,
      ...(input.promotionCode ? { promotion_code: input.promotionCode } : {}),
      shipping_address: input.shippingAddress,
      payment_method: input.paymentMethod,
      locale: input.locale,
      // Whose Idempotency-Key this is when no one is signed in (the server ignores it for users).
      cart_id: guestCartId(),
    },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  if (error) throw await functionError(error);
  if (!data?.order_id || !data.url) throw new Error('create-checkout answered without an order id or url');
  return data;
}

export function useCreateOrderCheckout() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: Omit<OrderCheckoutInput, 'locale'>) => createOrderCheckout({ ...input, locale }),
  });
}
