import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of the saved products or articles under `queryKey`: all of them read by their ids in ONE
 * request, never one request per item, and no request while nothing of the kind is saved.
 */
export const savedByIdsQueryOptions = <T, Key extends QueryKey>(
  queryKey: Key,
  ids: readonly string[],
  read: (ids: readonly string[]) => Promise<T[]>,
) => queryOptions({ queryKey, queryFn: () => read(ids), enabled: ids.length > 0 });
