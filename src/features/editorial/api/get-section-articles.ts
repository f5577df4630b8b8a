import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';
import { getSupabase } from '@/lib/supabase';

import type { GuideCity, SectionKey } from '../sections';
import { translatedRow, translationsIn } from '../lib/translation';
import { SUMMARY_FIELDS, TRANSLATED_SUMMARY_COLUMNS, type ArticleSummary } from '../types';

export type SectionFilter = { section: SectionKey } | { city: GuideCity };

/** Published articles listed in one editorial section (or one city guide), newest first. */
export async function getSectionArticles(filter: SectionFilter, locale: Locale): Promise<ArticleSummary[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('articles')
    .select(TRANSLATED_SUMMARY_COLUMNS)
    .eq('published', true)
    .eq('article_translations.locale', translationsIn(locale));
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
