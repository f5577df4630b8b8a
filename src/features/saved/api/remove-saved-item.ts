import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { savedKeys } from './saved-keys';

/** Removes one saved row by its id (RLS only lets a reader delete their own). */
export async function removeSavedItem(savedItemId: string): Promise<void> {
  await request(getDatabase, (supabase) => supabase.from('saved_items').delete().eq('id', savedItemId));
}

export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
