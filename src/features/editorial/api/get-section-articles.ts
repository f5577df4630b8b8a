import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';

import type { GuideCity, SectionKey } from '../sections';
import type { ArticleSummary } from '../types';

import { getPublishedSummaries } from './published-summaries';

export type SectionFilter = { section: SectionKey } | { city: GuideCity };

/** Published articles listed in one editorial section (or one city guide), newest first. */
export async function getSectionArticles(filter: SectionFilter, locale: Locale): Promise<ArticleSummary[]> {
  return getPublishedSummaries(await getDatabase(), locale, (articles) =>
    ('city' in filter
      ? articles.eq('guide_city', filter.city)
      : articles.contains('sections', [filter.section])
    ).order('created_at', { ascending: false }),
  );
}

export const sectionArticlesQueryOptions = (filter: SectionFilter, locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'section', 'city' in filter ? `guides/${filter.city}` : filter.section, locale],
    queryFn: () => getSectionArticles(filter, locale),
  });

export function useSectionArticles(filter: SectionFilter) {
  return useQuery(sectionArticlesQueryOptions(filter, useLocale()));
}
