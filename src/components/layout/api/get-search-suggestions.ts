import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { searchSite } from '@/lib/search';

/** Suggestions under the header's search field: the best few results of the site search. */
const SUGGESTIONS = 6;

export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: () => searchSite({ q, kinds: ['product', 'recipe', 'ritual', 'article'], limit: SUGGESTIONS }),
    staleTime: 60_000,
  });

/** Keeps the previous words' suggestions on screen while the next ones load, so the list does not blink. */
export function useSearchSuggestions(q: string, enabled: boolean) {
  return useQuery({ ...searchSuggestionsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
