import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase } from '@/lib/supabase';
import { useAuth } from '@/providers/use-auth';

import { savedKeys } from './saved-keys';

/** The reader's number of saved items: a head-only count, no rows transferred (RLS limits it to them). */
export async function getSavedCount(): Promise<number> {
  const supabase = await getDatabase();
  const { count, error } = await supabase.from('saved_items').select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}

export const savedCountQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: savedKeys.count(userId),
    queryFn: getSavedCount,
    enabled: userId !== null,
  });

/** SPEC §2: the SAVED count loads when a user is present and is 0 otherwise. */
export function useSavedCount(): number {
  const { user } = useAuth();
  const { data } = useQuery(savedCountQueryOptions(user?.id ?? null));
  return user ? (data ?? 0) : 0;
}
