import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CardProduct } from '@/features/catalog';
import { getDatabase } from '@/lib/supabase';

import { savedKeys } from './saved-keys';

export type SavedProduct = CardProduct & { id: string };

/** Every saved product in ONE request (`in` on the ids), never one request per item. */
export async function getSavedProducts(ids: readonly string[]): Promise<SavedProduct[]> {
  const supabase = await getDatabase();
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('products')
    .select('id, slug, title, price, image_url, alt_text, category, in_stock')
    .in('id', [...ids]);
  if (error) throw error;
  return data;
}

export const savedProductsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: savedKeys.products(ids),
    queryFn: () => getSavedProducts(ids),
    enabled: ids.length > 0,
  });

export function useSavedProducts(ids: readonly string[]) {
  return useQuery(savedProductsQueryOptions(ids));
}
