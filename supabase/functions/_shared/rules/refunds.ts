/**
 * What a refund gives back, as the owner screen shows it before asking: the same arithmetic as
 * create_refund (migration 20261206000100_refunds.sql), which decides; tests/backend/refunds-sql.test.ts
 * holds the two equal. Plain TypeScript with no imports, for the browser, Node and Deno.
 */

/** A line as the refund reads it: pieces bought, what they came to, its share of the order's discount. */
export interface RefundableLine {
  quantity: number;
  total_price: number;
  discount: number;
  refunded_quantity: number;
}

const centimes = (amount: number) => Math.round(amount * 100);

/** Integer division rounded half-up, for the non-negative amounts a refund handles. */
const divideHalfUp = (numerator: number, divisor: number) =>
  Math.floor((2 * numerator + divisor) / (2 * divisor));

/** Pieces of the line that can still be refunded. */
export const refundableQuantity = (line: RefundableLine) => line.quantity - line.refunded_quantity;

/**
 * What `pieces` more pieces of the line are worth, in MAD: the cumulative share of what the line was
 * paid (its total less its discount) after them, less the share already refunded, each rounded half-up
 * to the centime. Refunding a line piece by piece adds up to exactly what it was paid.
 */
export function lineRefundValue(line: RefundableLine, pieces: number): number {
  const paid = centimes(line.total_price) - centimes(line.discount);
  const share = (refunded: number) => divideHalfUp(paid * refunded, line.quantity);
  return (share(line.refunded_quantity + pieces) - share(line.refunded_quantity)) / 100;
}
