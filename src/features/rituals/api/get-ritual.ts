import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { RITUAL_COLUMNS, type Ritual } from '../types';

/** One published ritual by slug; null when there is none (the page shows its not-found state). */
export async function getRitual(slug: string): Promise<Ritual | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('articles')
    .select(RITUAL_COLUMNS)
    .eq('slug', slug)
    .eq('category', 'ritual')
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const ritualQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['articles', 'ritual', slug], queryFn: () => getRitual(slug) });

export function useRitual(slug: string) {
  return useQuery(ritualQueryOptions(slug));
}
