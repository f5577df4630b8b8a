import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { SAVED_ITEM_COLUMNS, type SavedItem, type SavedItemType } from '../types';

import { savedKeys } from './saved-keys';

/** The reader's saved row for one product/article, or null when it is not saved. */
export async function getSavedItem(itemType: SavedItemType, itemId: string): Promise<SavedItem | null> {
  return request(getDatabase, (supabase) =>
    supabase
      .from('saved_items')
      .select(SAVED_ITEM_COLUMNS)
      .eq('item_type', itemType)
      .eq('item_id', itemId)
      .maybeSingle(),
  );
}

export const savedItemQueryOptions = (userId: string | null, itemType: SavedItemType, itemId: string) =>
  queryOptions({
    queryKey: savedKeys.item(userId, itemType, itemId),
    queryFn: () => getSavedItem(itemType, itemId),
    enabled: userId !== null,
  });

export function useSavedItem(userId: string | null, itemType: SavedItemType, itemId: string) {
  return useQuery(savedItemQueryOptions(userId, itemType, itemId));
}
