import { LOW_STOCK_THRESHOLD, MAX_QUANTITY_PER_ITEM, maxQuantityForLine } from '@rules/limits';

import { lineKey, type CartLine } from './cart-line';

export interface LineLimit {
  /** The most this line may hold (the plus button stops here). */
  max: number;
  /** Whether that most is set by the stock left (else by the per-order limit). */
  maxByStock: boolean;
  /** What the line should hold: its quantity, brought down to what can be ordered. */
  quantity: number;
  /** Why quantity is below what the shopper had, if it is. */
  clampedBy: 'stock' | 'limit' | null;
  /** How many are left when that is few (or none), else null. */
  fewLeft: number | null;
}

/**
 * The limits of each line, from the stock of its variant by line key. Each line is one variant (a size
 * has its own stock, and place_order counts the per-order limit per variant), so a line's limits are
 * its own: the small bowls in the bag take nothing from the large ones. A sold-out line is left as it
 * is (the shopper removes it), never dropped silently.
 */
export function lineLimits(
  lines: CartLine[],
  stock: Record<string, number | null | undefined>,
): Map<string, LineLimit> {
  return new Map(
    lines.map((line) => {
      const key = lineKey(line);
      const left = stock[key];
      const allowed = maxQuantityForLine(left);
      const quantity = allowed >= 1 ? Math.min(line.quantity, allowed) : line.quantity;
      const byStock = typeof left === 'number' && left < MAX_QUANTITY_PER_ITEM;
      const limit: LineLimit = {
        max: Math.max(1, allowed),
        maxByStock: byStock,
        quantity,
        clampedBy: quantity >= line.quantity ? null : byStock ? 'stock' : 'limit',
        fewLeft: typeof left === 'number' && left <= LOW_STOCK_THRESHOLD ? left : null,
      };
      return [key, limit];
    }),
  );
}
