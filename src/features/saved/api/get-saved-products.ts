import { useQuery } from '@tanstack/react-query';

import { getCardsByIds, type CardProductWithId } from '@/features/catalog';
import { getDatabase } from '@/lib/supabase';

import { savedByIdsQueryOptions } from './saved-by-ids';
import { savedKeys } from './saved-keys';

/** Every saved product in ONE request (`in` on the ids), never one request per item. */
export async function getSavedProducts(ids: readonly string[]): Promise<CardProductWithId[]> {
  return getCardsByIds(await getDatabase(), ids);
}

export const savedProductsQueryOptions = (ids: readonly string[]) =>
  savedByIdsQueryOptions(savedKeys.products, ids, getSavedProducts);

export function useSavedProducts(ids: readonly string[]) {
  return useQuery(savedProductsQueryOptions(ids));
}
