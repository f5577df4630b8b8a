import { queryOptions, useQuery } from '@tanstack/react-query';

import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '@/features/catalog';
import { getSupabase } from '@/lib/supabase';

/** Products whose collection matches the slug case-insensitively (SPEC §2), newest first. */
export async function getCollectionProducts(slug: string): Promise<ProductSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(PRODUCT_SUMMARY_COLUMNS)
    .ilike('collection', slug.replace(/[%_\\]/g, ''))
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const collectionProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'collection', slug.toLowerCase()],
    queryFn: () => getCollectionProducts(slug),
  });

export function useCollectionProducts(slug: string) {
  return useQuery(collectionProductsQueryOptions(slug));
}
