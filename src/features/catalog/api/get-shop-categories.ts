import { queryOptions } from '@tanstack/react-query';

import { PRODUCT_CATEGORIES } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** The distinct categories of in-stock products, in the catalogue's own order (for the filter buttons). */
export async function getShopCategories(): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('products').select('category').eq('in_stock', true);
  if (error) throw error;
  const present = new Set(data.map((row) => row.category));
  return PRODUCT_CATEGORIES.filter((category) => present.has(category));
}

export const shopCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'categories'],
    queryFn: getShopCategories,
    staleTime: 5 * 60_000,
    // Until the answer arrives, the catalogue's own categories hold the filter's place (usually they are
    // the answer), so the buttons do not appear late and push the product grid down.
    placeholderData: [...PRODUCT_CATEGORIES],
  });

export function useShopCategories() {
  return useListQuery(shopCategoriesQueryOptions(), 'categories');
}
