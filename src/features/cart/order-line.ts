import type { CartLine } from './cart-line';

/**
 * What the server needs of a line to price it, and nothing else: the variant it buys (a line saved
 * before sizes had their own rows has none, and the server maps its product and options), the quantity
 * and the options. Prices, titles and images stay in the browser; the database looks prices up itself.
 * create-checkout (which names the product `id`) and quote_order (`product_id`, as place_order) both
 * send a line this way, so the quote prices exactly the lines the order will.
 */
export function orderedLine(line: Pick<CartLine, 'variantId' | 'quantity' | 'variant'>) {
  return {
    ...(line.variantId ? { variant_id: line.variantId } : {}),
    quantity: line.quantity,
    variant: line.variant,
  };
}
