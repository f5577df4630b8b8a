import { queryOptions, useQuery } from '@tanstack/react-query';

import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummary } from '@/features/editorial';
import { getDatabase } from '@/lib/supabase';

import { savedKeys } from './saved-keys';

/** Every saved article in ONE request; RLS leaves out any that were unpublished since. */
export async function getSavedArticles(ids: readonly string[]): Promise<ArticleSummary[]> {
  const supabase = await getDatabase();
  if (ids.length === 0) return [];
  const { data, error } = await supabase
    .from('articles')
    .select(ARTICLE_SUMMARY_COLUMNS)
    .in('id', [...ids]);
  if (error) throw error;
  return data;
}

export const savedArticlesQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: savedKeys.articles(ids),
    queryFn: () => getSavedArticles(ids),
    enabled: ids.length > 0,
  });

export function useSavedArticles(ids: readonly string[]) {
  return useQuery(savedArticlesQueryOptions(ids));
}
