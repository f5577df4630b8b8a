import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { isProductCategory, isProductType } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

import type { ShopFilters } from '../shop-filters';
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../types';

/** SPEC §2/§7: in-stock products, newest first, with every filter of the URL applied on the server. */
export async function getShopProducts(filters: ShopFilters): Promise<ProductSummary[]> {
  // A category or type the catalogue does not have (an old or mistyped link) matches nothing.
  const { category, type } = filters;
  if (category !== null && !isProductCategory(category)) return [];
  if (type !== null && !isProductType(type)) return [];
  const supabase = await getSupabase();
  let query = supabase.from('products').select(PRODUCT_SUMMARY_COLUMNS).eq('in_stock', true);
  if (category) query = query.eq('category', category);
  if (type) query = query.eq('product_type', type);
  if (filters.featured) query = query.eq('is_featured', true);
  if (filters.isNew) query = query.eq('is_new', true);
  if (filters.artisan) query = query.eq('is_artisan_spotlight', true);
  if (filters.search) {
    const pattern = `%${filters.search}%`;
    query = query.or(`title.ilike.${pattern},description.ilike.${pattern},category.ilike.${pattern}`);
  }
  if (filters.sort === 'price-asc') query = query.order('price', { ascending: true });
  if (filters.sort === 'price-desc') query = query.order('price', { ascending: false });
  query = query.order('created_at', { ascending: false });
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const shopProductsQueryOptions = (filters: ShopFilters) =>
  queryOptions({ queryKey: ['products', 'shop', filters], queryFn: () => getShopProducts(filters) });

export function useShopProducts(filters: ShopFilters) {
  // While a new filter loads, keep showing the previous results (dimmed) instead of a spinner.
  return useListQuery(
    { ...shopProductsQueryOptions(filters), placeholderData: keepPreviousData },
    'products',
  );
}
