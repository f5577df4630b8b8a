import { useEffect, useMemo, useState } from 'react';

import { useCartStock } from './api/get-cart-stock';
import { savedCart } from './cart-store';
import { refreshLines } from './refresh-lines';
import { lineLimits, type LineLimit } from './line-limits';
import { useCart } from './use-cart';

export interface LineStock extends LineLimit {
  /** Why the line was just brought down, and to what; stays while the cart page is open. */
  notice: LineNotice | null;
}

export interface LineNotice {
  by: 'stock' | 'limit';
  quantity: number;
}

const noticeFor = (limit: LineLimit): LineNotice => ({
  by: limit.clampedBy === 'stock' ? 'stock' : 'limit',
  quantity: limit.quantity,
});
const sameNotice = (a: LineNotice | undefined, b: LineNotice) => a?.by === b.by && a.quantity === b.quantity;

/**
 * Keeps the cart within what can be ordered as it is shown and edited: reads the stock and price of
 * each line's variant, brings lines above the stock (or above the per-order limit) down, and says so
 * on the line, and updates a line whose saved price is no longer the variant's.
 */
export function useStockLimits(): Map<string, LineStock> {
  const { lines, updateQuantity } = useCart();
  const { data } = useCartStock(lines);
  const limits = useMemo(() => lineLimits(lines, data?.stock ?? {}), [lines, data]);

  // A saved price (or a bag saved before sizes had their own rows) follows the variant it buys: the
  // bag and the checkout show what place_order will charge. A write to local storage, like the clamp
  // (straight to the bag's store: only this page brings lines up to date, so that code rides with it).
  useEffect(() => {
    if (data) savedCart.set((current) => refreshLines(current, data.variants));
  }, [data]);
  const clamps = useMemo(() => [...limits].filter(([, limit]) => limit.clampedBy !== null), [limits]);

  // The notices outlive the clamp (the next render has nothing to clamp): kept as state, set while
  // rendering (React's pattern for state that follows props) rather than in an effect.
  const [notices, setNotices] = useState<Record<string, LineNotice>>({});
  if (clamps.some(([key, limit]) => !sameNotice(notices[key], noticeFor(limit)))) {
    setNotices({ ...notices, ...Object.fromEntries(clamps.map(([key, limit]) => [key, noticeFor(limit)])) });
  }

  // The cart lives in local storage: bringing the lines down is a write to it.
  useEffect(() => {
    for (const [key, limit] of clamps) updateQuantity(key, limit.quantity);
  }, [clamps, updateQuantity]);

  return useMemo(
    () =>
      new Map([...limits].map(([key, limit]) => [key, { ...limit, notice: notices[key] ?? null }] as const)),
    [limits, notices],
  );
}
