import { queryOptions, useQuery } from '@tanstack/react-query';

import { jsonObject, text } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import type { Json, Tables } from '@/types/database.types';

import { lineKey, type CartLine } from '../cart-line';

type StockLine = Pick<CartLine, 'id' | 'variantId' | 'variant'>;
type VariantStock = Pick<
  Tables<'product_variants'>,
  'id' | 'product_id' | 'options' | 'stock_quantity' | 'price'
>;

/** A line's variant as it is now: what place_order will charge for it, and the row it maps to. */
export interface LineVariant {
  variantId: string;
  price: number;
}

export interface CartStock {
  /** Pieces left by line key: null for made to order, 0 when sold out or no longer sold. */
  stock: Record<string, number | null>;
  /** The variant each line buys, by line key; absent when it is no longer sold. */
  variants: Record<string, LineVariant>;
}

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
 * How many of each line's variant are left now, and what it costs now, by line key. The cart keeps no
 * stock of its own (it is saved in the browser and would go stale), nor trusts its saved price: a bag
 * saved before sizes had their own prices, or before an editor changed one, shows what will be charged.
 */
export async function getCartStock(lines: StockLine[]): Promise<CartStock> {
  if (lines.length === 0) return { stock: {}, variants: {} };
  const productIds = [...new Set(lines.map((line) => line.id))];
  const rows = await request(getDatabase, (supabase) =>
    supabase
      .from('product_variants')
      .select('id, product_id, options, stock_quantity, price')
      .in('product_id', productIds)
      // RLS shows visitors the active variants only; the shop owner also reads retired ones, not sold.
      .eq('active', true),
  );
  const found = lines.map((line) => [lineKey(line), variantOf(line, rows)] as const);
  return {
    stock: Object.fromEntries(found.map(([key, variant]) => [key, variant ? variant.stock_quantity : 0])),
    variants: Object.fromEntries(
      found.flatMap(([key, variant]) =>
        variant ? [[key, { variantId: variant.id, price: variant.price }]] : [],
      ),
    ),
  };
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
