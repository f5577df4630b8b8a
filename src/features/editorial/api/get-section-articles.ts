import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import type { GuideCity, SectionKey } from '../sections';
import { ARTICLE_SUMMARY_COLUMNS, type ArticleSummary } from '../types';

export type SectionFilter = { section: SectionKey } | { city: GuideCity };

/** Published articles listed in one editorial section (or one city guide), newest first. */
export async function getSectionArticles(filter: SectionFilter): Promise<ArticleSummary[]> {
  const supabase = await getSupabase();
  let query = supabase.from('articles').select(ARTICLE_SUMMARY_COLUMNS).eq('published', true);
  query =
    'city' in filter ? query.eq('guide_city', filter.city) : query.contains('sections', [filter.section]);
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const sectionArticlesQueryOptions = (filter: SectionFilter) =>
  queryOptions({
    queryKey: ['articles', 'section', 'city' in filter ? `guides/${filter.city}` : filter.section],
    queryFn: () => getSectionArticles(filter),
  });

export function useSectionArticles(filter: SectionFilter) {
  return useQuery(sectionArticlesQueryOptions(filter));
}
