import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { LoadingState } from './loading-state';
import { QueryErrorState } from './query-error-state';

/** The parts of a React Query result a screen's one read is judged by. */
export interface ReadResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

type Read = Omit<ReadResult<unknown>, 'data'>;

/**
 * For a list screen: the loading view, or a failed read's message and retry; null once the list is
 * there (empty or not), for the screen to draw it or its own empty text.
 */
export function listView(list: Read & { what: string }, loading?: ReactNode): ReactNode {
  if (list.isPending) return loading ?? <LoadingState />;
  if (list.isError) {
    return <QueryErrorState error={list.error} what={list.what} onRetry={() => void list.refetch()} />;
  }
  return null;
}

interface QueryViewOptions<T> {
  /** What was being read, for the log and the message: "this recipe". */
  what: string;
  /** The read worked and found nothing: the screen's not-found text. */
  notFound: ReactNode;
  /** Whether an answer counts as nothing found; by default only null does (a collection: no products). */
  isMissing?: (data: T) => boolean;
  loading?: ReactNode;
}

/**
 * The one error policy of the screens. While loading: 'Loading...'. A request that failed: what failed
 * and a retry, never "not found" (the row may well exist). Only an answer without the row: the
 * screen's not-found text. Returns the data once there is some, else the view to show instead:
 *
 *   const { data: recipe, view } = queryView(useRecipe(slug), { what: 'this recipe', notFound });
 *   if (!recipe) return view;
 */
export function queryView<T>(
  query: ReadResult<T | null>,
  { what, notFound, isMissing, loading }: QueryViewOptions<T>,
): { data: T; view?: undefined } | { data?: undefined; view: ReactNode } {
  const waiting = listView({ ...query, what }, loading);
  if (waiting) return { view: waiting };
  const data = query.data;
  if (data === null || data === undefined || isMissing?.(data)) return { view: notFound };
  return { data };
}

/** The `:slug` of a detail screen's address, the row it reads: `queryView(useRecipe(useSlug()), …)`. */
export function useSlug(): string {
  const { slug = '' } = useParams();
  return slug;
}
