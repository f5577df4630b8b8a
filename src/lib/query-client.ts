import { QueryClient } from '@tanstack/react-query';

import { QUERY_RETRY } from './constants';

/** SPEC §9: gc 5 minutes, 3 retries, backoff from 1000 ms doubling, capped at 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_RETRY.gcTimeMs,
        staleTime: 60_000,
        retry: QUERY_RETRY.attempts,
        retryDelay: (attempt) => Math.min(QUERY_RETRY.baseDelayMs * 2 ** attempt, QUERY_RETRY.maxDelayMs),
        refetchOnWindowFocus: false,
      },
    },
  });
}
