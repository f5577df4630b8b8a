import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { SAVED_ITEM_COLUMNS, type SavedItem } from '../types';

import { savedKeys } from './saved-keys';

/** SPEC §7: the reader's saved rows, newest first (RLS returns only their own). */
export async function getSavedItems(): Promise<SavedItem[]> {
  return request(getDatabase, (supabase) =>
    supabase.from('saved_items').select(SAVED_ITEM_COLUMNS).order('created_at', { ascending: false }),
  );
}

export const savedItemsQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: savedKeys.list(userId), queryFn: getSavedItems, enabled: userId !== null });

export function useSavedItems(userId: string | null) {
  return useQuery(savedItemsQueryOptions(userId));
}
