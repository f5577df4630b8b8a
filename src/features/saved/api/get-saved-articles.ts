import { useQuery } from '@tanstack/react-query';

import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummary } from '@/features/editorial';
import { getDatabase, request } from '@/lib/supabase';

import { savedByIdsQueryOptions } from './saved-by-ids';
import { savedKeys } from './saved-keys';

/** Every saved article in ONE request; RLS leaves out any that were unpublished since. */
export async function getSavedArticles(ids: readonly string[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  return request(getDatabase, (database) =>
    database
      .from('articles')
      .select(ARTICLE_SUMMARY_COLUMNS)
      .in('id', [...ids]),
  );
}

export const savedArticlesQueryOptions = (ids: readonly string[]) =>
  savedByIdsQueryOptions(savedKeys.articles, ids, getSavedArticles);

export function useSavedArticles(ids: readonly string[]) {
  return useQuery(savedArticlesQueryOptions(ids));
}
