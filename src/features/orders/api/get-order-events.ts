import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { isOrderId } from '../types';

/**
 * rpc get_order_events(p_order_id): the order's status timeline, oldest first, for whoever may read
 * the order (a guest order by its id, else its customer). Written by the database on every change.
 */
export async function getOrderEvents(orderId: string) {
  if (!isOrderId(orderId)) return [];
  return request(getDatabase, (database) => database.rpc('get_order_events', { p_order_id: orderId }));
}

export type OrderEvent = Awaited<ReturnType<typeof getOrderEvents>>[number];

/** Keyed under the order, so re-reading the order (a payment arriving) refreshes its timeline too. */
export const orderEventsQueryOptions = (orderId: string, orderStatus: string | undefined) =>
  queryOptions({
    queryKey: ['orders', orderId, 'events', orderStatus],
    queryFn: () => getOrderEvents(orderId),
    enabled: orderStatus !== undefined,
  });

export function useOrderEvents(orderId: string, orderStatus: string | undefined) {
  return useQuery(orderEventsQueryOptions(orderId, orderStatus));
}
