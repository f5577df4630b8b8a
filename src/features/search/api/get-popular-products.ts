import { queryOptions } from '@tanstack/react-query';

import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '@/features/catalog';
import { getDatabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

const POPULAR_PRODUCTS = 4;

/** Offered when a search finds nothing: the pieces the shop features, in stock, newest first. */
export async function getPopularProducts(): Promise<ProductSummary[]> {
  const database = await getDatabase();
  const { data, error } = await database
    .from('products')
    .select(PRODUCT_SUMMARY_COLUMNS)
    .eq('in_stock', true)
    .order('is_featured', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(POPULAR_PRODUCTS);
  if (error) throw error;
  return data;
}

export const popularProductsQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'popular'], queryFn: getPopularProducts, staleTime: 5 * 60_000 });

export function usePopularProducts(enabled: boolean) {
  return useListQuery({ ...popularProductsQueryOptions(), enabled }, 'popular products');
}
