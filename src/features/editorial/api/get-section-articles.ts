import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';
import { getSupabase } from '@/lib/supabase';

import type { GuideCity, SectionKey } from '../sections';
import { translatedRow } from '../lib/translation';
import { SUMMARY_FIELDS, type ArticleSummary } from '../types';

import { publishedSummaries } from './published-summaries';

export type SectionFilter = { section: SectionKey } | { city: GuideCity };

/** Published articles listed in one editorial section (or one city guide), newest first. */
export async function getSectionArticles(filter: SectionFilter, locale: Locale): Promise<ArticleSummary[]> {
  let query = publishedSummaries(await getSupabase(), locale);
  query =
    'city' in filter ? query.eq('guide_city', filter.city) : query.contains('sections', [filter.section]);
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => translatedRow(row, SUMMARY_FIELDS, locale));
}

export const sectionArticlesQueryOptions = (filter: SectionFilter, locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'section', 'city' in filter ? `guides/${filter.city}` : filter.section, locale],
    queryFn: () => getSectionArticles(filter, locale),
  });

export function useSectionArticles(filter: SectionFilter) {
  return useQuery(sectionArticlesQueryOptions(filter, useLocale()));
}
