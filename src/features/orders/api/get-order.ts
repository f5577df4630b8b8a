import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';
import { storedViewerId } from '@/providers/use-viewer';

import { isOrderId, readOrder, type Order } from '../types';

/**
 * How long an order just read counts as current: the page shows the order the route's prefetch read
 * while its code loaded without asking for it again on mount; any older copy is read again, because
 * payment and status move (a capture invalidates it at once).
 */
const ORDER_FRESH_MS = 5_000;

/** How often a PayPal order waiting for its payment is re-read, so 'paid' appears without a reload. */
export const PENDING_PAYMENT_POLL_MS = 3000;

/**
 * rpc get_order(p_order_id): the order with its items, or null when it does not exist or is someone
 * else's. Guests reach their order only through its unguessable id (schema.md).
 */
export async function getOrder(orderId: string): Promise<Order | null> {
  if (!isOrderId(orderId)) return null;
  const data = await request(getDatabase, (database) => database.rpc('get_order', { p_order_id: orderId }));
  return data === null ? null : readOrder(data, 'get_order');
}

/** Every cached read of one order, whoever read it (what a capture invalidates). */
export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;

/**
 * Keyed by who is reading too: what get_order answers depends on the session, so the answer a
 * signed-out visitor got must not stand in for the one they get after signing in.
 */
export const orderQueryOptions = (orderId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: [...orderQueryKey(orderId), viewerId ?? 'signed-out'],
    queryFn: () => getOrder(orderId),
    staleTime: ORDER_FRESH_MS,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order?.payment_method === 'paypal' &&
        order.payment_status === 'pending' &&
        order.order_status !== 'cancelled'
        ? PENDING_PAYMENT_POLL_MS
        : false;
    },
  });

export function useOrder(orderId: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderId, viewerId), enabled });
}

/**
 * Starts reading the order the app opens on while the order page's code loads (its ScreenLoader,
 * src/app/router.tsx), as the reader the stored session says, so the page finds it in the cache. When
 * only supabase-js can tell who reads, the page reads once it knows.
 */
export async function prefetchOrder(queryClient: QueryClient, orderId: string): Promise<void> {
  const viewer = storedViewerId();
  if (viewer === undefined || !isOrderId(orderId)) return;
  await queryClient.prefetchQuery(orderQueryOptions(orderId, viewer));
}
