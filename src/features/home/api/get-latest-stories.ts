import { queryOptions } from '@tanstack/react-query';

import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummary } from '@/features/editorial';
import { HOME_ARTICLES } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** Home 'Stories & Rituals' (SPEC §7): published rituals or recipes, newest first, limit 2. */
export async function getLatestStories(): Promise<ArticleSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('articles')
    .select(ARTICLE_SUMMARY_COLUMNS)
    .eq('published', true)
    .in('category', ['ritual', 'recipe'])
    .order('created_at', { ascending: false })
    .limit(HOME_ARTICLES);
  if (error) throw error;
  return data;
}

export const latestStoriesQueryOptions = () =>
  queryOptions({ queryKey: ['articles', 'latest', HOME_ARTICLES], queryFn: getLatestStories });

export function useLatestStories() {
  return useListQuery(latestStoriesQueryOptions(), 'stories');
}
