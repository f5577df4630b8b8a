import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCardsByIds, type CardProductWithId } from '@/features/catalog';
import { getDatabase } from '@/lib/supabase';

/** The products an article links to (linked_products), in the editor's order, in one request. */
export async function getProductsByIds(ids: readonly string[]): Promise<CardProductWithId[]> {
  return getCardsByIds(await getDatabase(), ids);
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
