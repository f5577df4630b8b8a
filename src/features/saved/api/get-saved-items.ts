import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import type { SavedItemRow } from '../types';

import { savedKeys } from './saved-keys';

/** SPEC §7: the reader's saved rows, newest first (RLS returns only their own). */
export async function getSavedItems(): Promise<SavedItemRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('saved_items')
    .select('id, item_type, item_id, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as SavedItemRow[];
}

export const savedItemsQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: savedKeys.list(userId), queryFn: getSavedItems, enabled: userId !== null });

export function useSavedItems(userId: string | null) {
  return useQuery(savedItemsQueryOptions(userId));
}
