import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of the saved products or articles, keyed by `key(ids)`: all of them read by their ids in
 * ONE request, never one request per item, and no request while nothing of the kind is saved.
 */
export const savedByIdsQueryOptions = <T, Key extends QueryKey>(
  key: (ids: readonly string[]) => Key,
  ids: readonly string[],
  read: (ids: readonly string[]) => Promise<T[]>,
) => queryOptions({ queryKey: key(ids), queryFn: () => read(ids), enabled: ids.length > 0 });
