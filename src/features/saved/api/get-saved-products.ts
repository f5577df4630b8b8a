import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCardsByIds, type CardProductWithId } from '@/features/catalog';
import { getDatabase } from '@/lib/supabase';

import { savedKeys } from './saved-keys';

/** Every saved product in ONE request (`in` on the ids), never one request per item. */
export async function getSavedProducts(ids: readonly string[]): Promise<CardProductWithId[]> {
  return getCardsByIds(await getDatabase(), ids);
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
