import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * SPEC §8: "data read failures are only logged; lists then appear empty". The one place that rule
 * lives: the fetcher still throws (so React Query retries and tests see the failure), and the screen
 * gets an empty list plus one console.error naming what failed.
 */
export function useListQuery<T, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  what: string,
): { items: T[]; isPending: boolean; isError: boolean; isPlaceholderData: boolean } {
  const query = useQuery(options);
  useLoggedError(query.error, what);
  return {
    items: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    isPlaceholderData: query.isPlaceholderData,
  };
}

/** Logs a failed read once per error (for screens that show a not-found state instead of a list). */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [error, what]);
}
