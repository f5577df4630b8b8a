import { LOW_STOCK_THRESHOLD, MAX_QUANTITY_PER_ITEM, maxQuantityForLine } from '@rules/limits';

import { lineKey, type CartLine } from './cart-line';

export interface LineLimit {
  /** The most this line may hold, given the product's other lines (the plus button stops here). */
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
 * The limits of each line, by line key. A product's stock and the per-order limit are shared by all
 * its lines (sizes); earlier lines keep their quantities and later ones give way. A sold-out line is
 * left as it is (the shopper removes it), never dropped silently.
 */
export function lineLimits(lines: CartLine[], stock: Record<string, number | null | undefined>) {
  const taken = new Map<string, number>();
  const clamped = lines.map((line) => {
    const left = stock[line.id];
    const allowed = maxQuantityForLine(left, taken.get(line.id) ?? 0);
    const quantity = allowed >= 1 ? Math.min(line.quantity, allowed) : line.quantity;
    taken.set(line.id, (taken.get(line.id) ?? 0) + quantity);
    const byStock = typeof left === 'number' && left < MAX_QUANTITY_PER_ITEM;
    const clampedBy: LineLimit['clampedBy'] = quantity >= line.quantity ? null : byStock ? 'stock' : 'limit';
    return { line, left, quantity, clampedBy };
  });
  const limits = new Map<string, LineLimit>();
  for (const { line, left, quantity, clampedBy } of clamped) {
    const others = (taken.get(line.id) ?? 0) - quantity;
    limits.set(lineKey(line), {
      max: Math.max(1, maxQuantityForLine(left, others)),
      maxByStock: typeof left === 'number' && left < MAX_QUANTITY_PER_ITEM,
      quantity,
      clampedBy,
      fewLeft: typeof left === 'number' && left <= LOW_STOCK_THRESHOLD ? left : null,
    });
  }
  return limits;
}
