import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getDatabase } from '@/lib/supabase';

import type { SavedItemType } from '../types';

import { savedKeys } from './saved-keys';

export interface SaveItemInput {
  itemType: SavedItemType;
  itemId: string;
}

/** Saves an item for the signed-in reader; user_id defaults to auth.uid() on the server. */
export async function saveItem({ itemType, itemId }: SaveItemInput): Promise<void> {
  const supabase = await getDatabase();
  const { error } = await supabase.from('saved_items').insert({ item_type: itemType, item_id: itemId });
  // 23505: already saved (e.g. from another tab) — the reader's intent holds, so it is not an error.
  if (error && error.code !== '23505') throw error;
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
