import { queryOptions, useQuery } from '@tanstack/react-query';

import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummary } from '@/features/editorial';
import { getSupabase } from '@/lib/supabase';

/** SPEC §7: published rituals, newest first. */
export async function getRituals(): Promise<ArticleSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('articles')
    .select(ARTICLE_SUMMARY_COLUMNS)
    .eq('published', true)
    .eq('category', 'ritual')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const ritualsQueryOptions = () =>
  queryOptions({ queryKey: ['articles', 'rituals'], queryFn: getRituals });

export function useRituals() {
  return useQuery(ritualsQueryOptions());
}
