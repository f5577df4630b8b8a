import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A list read for a screen: `items` is always a list (empty until loaded and after a failure), and
 * the failure itself stays visible (`isError`, `error`, `refetch`) so the screen shows a retry instead
 * of passing an outage off as "nothing here" (components/ui/query-view.tsx: listView).
 */
export function useListQuery<T, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  /** What the list is, for the failure's log and message: "featured products". */
  what: string,
): {
  items: T[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isPlaceholderData: boolean;
  what: string;
} {
  const query = useQuery(options);
  return {
    items: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isPlaceholderData: query.isPlaceholderData,
    what,
  };
}

/** Logs a failed read once per error, for a read whose failure the screen shows no retry for. */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [error, what]);
}
