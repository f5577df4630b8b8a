import { queryOptions, useQuery } from '@tanstack/react-query';

import { jsonObject, text } from '@/lib/json-reader';
import { getSupabase, request } from '@/lib/supabase';
import type { Json, Tables } from '@/types/database.types';

import { lineKey, type CartLine } from '../cart-line';

type StockLine = Pick<CartLine, 'id' | 'variantId' | 'variant'>;
type VariantStock = Pick<Tables<'product_variants'>, 'id' | 'product_id' | 'options' | 'stock_quantity'>;

/** A variant's options as a line holds them: option name -> value. */
const optionsOf = (options: Json, path: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(jsonObject(options, path)).map(([name, value]) => [name, text(value, `${path}.${name}`)]),
  );

/**
 * The variant a line buys: the one it names, or, for a bag saved before sizes had their own rows, the
 * product's variant with the line's options (what place_order maps such a line to).
 */
function variantOf(line: StockLine, variants: VariantStock[]): VariantStock | undefined {
  if (line.variantId) return variants.find((v) => v.id === line.variantId && v.product_id === line.id);
  const key = lineKey(line);
  return variants.find(
    (v) => lineKey({ id: v.product_id, variant: optionsOf(v.options, `variant ${v.id}.options`) }) === key,
  );
}

/**
 * How many of each line's variant are left now, by line key: null for made-to-order, 0 when sold out
 * or no longer sold (a retired size, a withdrawn product). The cart keeps no stock of its own (it is
 * saved in the browser and would go stale).
 */
export async function getCartStock(lines: StockLine[]): Promise<Record<string, number | null>> {
  if (lines.length === 0) return {};
  const productIds = [...new Set(lines.map((line) => line.id))];
  const variants = await request(getSupabase, (supabase) =>
    supabase
      .from('product_variants')
      .select('id, product_id, options, stock_quantity')
      .in('product_id', productIds)
      // RLS shows visitors the active variants only; the shop owner also reads retired ones, not sold.
      .eq('active', true),
  );
  return Object.fromEntries(
    lines.map((line) => {
      const variant = variantOf(line, variants);
      return [lineKey(line), variant ? variant.stock_quantity : 0];
    }),
  );
}

export const cartStockQueryOptions = (lines: StockLine[]) => {
  // Which variants the bag holds, not how many of each: a quantity change reads nothing again.
  const wanted = lines
    .map(({ id, variantId, variant }) => ({ id, variantId, variant }))
    .sort((a, b) => lineKey(a).localeCompare(lineKey(b)));
  return queryOptions({
    queryKey: ['cart-stock', wanted],
    queryFn: () => getCartStock(wanted),
    staleTime: 30_000,
  });
};

export function useCartStock(lines: StockLine[]) {
  return useQuery(cartStockQueryOptions(lines));
}
