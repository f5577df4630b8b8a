import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { Size } from '@/lib/constants';

import { chooseVariant, type ProductVariant } from './variants';

/**
 * The size the shopper is looking at, kept in the address (`?size=large`) so a shared link opens on it.
 * The prerendered page was drawn for /product/x, without a query string, so it shows the default size;
 * src/main.tsx hydrates it only at that very address and renders a shared ?size= link afresh, so the
 * address is read in the first render without a mismatch (a read deferred past hydration would draw
 * the whole page twice). A size the product lacks, or one sold out, shows the default instead.
 * Choosing replaces the address's entry (the back button leaves the page, not the size) and keeps the
 * scroll position.
 */
export function useChosenVariant<V extends ProductVariant>(variants: readonly V[]) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('size');
  // The router writes the address a moment after the press (asynchronously), while a tap that follows
  // at once must already see the new size: taps held before hydration are carried out in one go
  // (src/lib/early-tap-replay.ts), Add to Cart right after the size. So a size chosen here counts
  // until the address changes, to it or to another size (a link followed).
  const [picked, setPicked] = useState<{ size: Size; over: string | null }>();
  const chosen = chooseVariant(variants, picked?.over === inAddress ? picked.size : inAddress);
  const choose = (size: Size) => {
    setPicked({ size, over: inAddress });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('size', size);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [chosen, choose] as const;
}
