import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { useLocale } from '@/lib/i18n/locale';
import { searchSite } from '@/lib/search';

export const SEARCH_PAGE_SIZE = 20;

/** One page of /search: every kind of result, ranked by the database. */
export const searchResultsQueryOptions = (q: string, page: number, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['search', 'results', q, page, locale],
    queryFn: () => searchSite({ q, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE, locale }),
    staleTime: 60_000,
  });

export function useSearchResults(q: string, page: number) {
  return useQuery({
    ...searchResultsQueryOptions(q, page, useLocale()),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
