import type { QueryClient } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { searchResultsQueryOptions } from './get-search-results';

/** The words and the page of results an address of /search asks for (`?q=tagine&page=2`). */
export function searchOfAddress(params: URLSearchParams): { q: string; page: number } {
  const page = Number(params.get('page') ?? '1');
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * Starts the search an address of /search asks for while the page's code loads (its ScreenLoader,
 * src/app/router.tsx), with the screen's own query options, so the results are in the cache when the
 * screen first renders instead of one round trip after it. No words, no search.
 */
export async function prefetchSearch(queryClient: QueryClient, params: URLSearchParams, locale: Locale) {
  const { q, page } = searchOfAddress(params);
  if (q) await queryClient.prefetchQuery(searchResultsQueryOptions(q, page, locale));
}
