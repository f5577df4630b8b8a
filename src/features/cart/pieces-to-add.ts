import { MAX_QUANTITY_PER_ITEM, maxQuantityForLine } from '@rules/limits';

import { lineKey, type CartLine } from './cart-line';

/** A piece offered to the bag in one go (a recipe's pieces): the line it adds and its size's stock now. */
export interface OfferedPiece {
  /** The size to add and how many are wanted (`quantity`). */
  line: CartLine;
  /** Pieces of that size left now: null for made to order, 0 when it cannot be bought. */
  stock: number | null;
}

/** A piece the bag already holds as many of as can be ordered. */
export interface FullPiece {
  line: CartLine;
  /** How many the bag holds, which is the most it may. */
  max: number;
  /** What sets that most: the stock left, or the per-order limit. */
  by: 'stock' | 'limit';
}

export interface PiecesToAdd {
  /** The lines to add, each with the quantity that fits (never above the wish, never 0). */
  add: CartLine[];
  /** The pieces that cannot be bought now. */
  soldOut: CartLine[];
  /** The pieces for which the bag is already at its limit. */
  full: FullPiece[];
}

/**
 * What adding several pieces at once puts in the bag, as the cart counts its limits (lineLimits): a
 * line merges with the bag's line of the same size, and together they hold no more than that size's
 * stock nor more than the per-order limit. A sold-out piece is named, not added; a piece the bag is
 * already full of is named with what stops it. A piece offered twice counts what the first one added.
 */
export function piecesToAdd(bag: readonly CartLine[], pieces: readonly OfferedPiece[]): PiecesToAdd {
  const held = new Map(bag.map((line) => [lineKey(line), line.quantity]));
  const result: PiecesToAdd = { add: [], soldOut: [], full: [] };
  for (const { line, stock } of pieces) {
    if (stock !== null && stock <= 0) {
      result.soldOut.push(line);
      continue;
    }
    const key = lineKey(line);
    const inBag = held.get(key) ?? 0;
    const max = maxQuantityForLine(stock);
    const quantity = Math.min(line.quantity, max - inBag);
    if (quantity <= 0) {
      const by = stock !== null && stock < MAX_QUANTITY_PER_ITEM ? 'stock' : 'limit';
      result.full.push({ line, max, by });
      continue;
    }
    held.set(key, inBag + quantity);
    result.add.push({ ...line, quantity });
  }
  return result;
}
