import { queryOptions } from '@tanstack/react-query';

import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '@/features/catalog';
import { HOME_FEATURED_PRODUCTS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** Home 'New Arrivals' (SPEC §2/§7): featured and in stock, newest first, limit 3. */
export async function getFeaturedProducts(): Promise<ProductSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(PRODUCT_SUMMARY_COLUMNS)
    .eq('is_featured', true)
    .eq('in_stock', true)
    .order('created_at', { ascending: false })
    .limit(HOME_FEATURED_PRODUCTS);
  if (error) throw error;
  return data;
}

export const featuredProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'featured'], queryFn: getFeaturedProducts });

export function useFeaturedProducts() {
  return useListQuery(featuredProductsQueryOptions(), 'featured products');
}
