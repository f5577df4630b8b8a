import { lineKey, type CartLine } from './cart-line';

// A module of its own: only the cart page brings lines up to date, so its code rides with that page.

/**
 * The bag with each line's variant and price as the shop sells it now (by line key); lines that
 * already say so are kept as they are, so an unchanged bag is the same array.
 */
export function refreshLines(
  lines: CartLine[],
  current: Record<string, { variantId: string; price: number }>,
): CartLine[] {
  const stale = (line: CartLine) => {
    const now = current[lineKey(line)];
    return now && (now.price !== line.price || now.variantId !== line.variantId) ? now : undefined;
  };
  if (!lines.some(stale)) return lines;
  return lines.map((line) => {
    const now = stale(line);
    return now ? { ...line, variantId: now.variantId, price: now.price } : line;
  });
}
