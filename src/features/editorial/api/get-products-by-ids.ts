import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CardProduct } from '@/features/catalog';
import { getSupabase } from '@/lib/supabase';

export type LinkedProduct = CardProduct & { id: string };

/**
 * The products an article links to (linked_products), in the editor's order, in one request.
 * Only the columns a card needs (SPEC §7: id, title, slug, image_url, price; plus alt text and stock).
 */
export async function getProductsByIds(ids: readonly string[]): Promise<LinkedProduct[]> {
  const supabase = await getSupabase();
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('products')
    .select('id, title, slug, image_url, price, alt_text, category, in_stock')
    .in('id', [...ids]);
  if (error) throw error;
  const byId = new Map(data.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const productsByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'by-ids', [...ids]],
    queryFn: () => getProductsByIds(ids),
    enabled: ids.length > 0,
  });

export function useProductsByIds(ids: readonly string[]) {
  return useQuery(productsByIdsQueryOptions(ids));
}
