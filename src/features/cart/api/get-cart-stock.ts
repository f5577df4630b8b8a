import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase, request } from '@/lib/supabase';

/**
 * How many of each product in the cart are left now: null for made-to-order, 0 when sold out or
 * withdrawn. The cart keeps no stock of its own (it is saved in the browser and would go stale).
 */
export async function getCartStock(productIds: string[]): Promise<Record<string, number | null>> {
  if (productIds.length === 0) return {};
  const data = await request(getSupabase, (supabase) =>
    supabase.from('products').select('id, stock_quantity, in_stock').in('id', productIds),
  );
  return Object.fromEntries(data.map((p) => [p.id, p.in_stock ? p.stock_quantity : 0]));
}

export const cartStockQueryOptions = (productIds: string[]) => {
  const ids = [...new Set(productIds)].sort();
  return queryOptions({
    queryKey: ['cart-stock', ids],
    queryFn: () => getCartStock(ids),
    staleTime: 30_000,
  });
};

export function useCartStock(productIds: string[]) {
  return useQuery(cartStockQueryOptions(productIds));
}
