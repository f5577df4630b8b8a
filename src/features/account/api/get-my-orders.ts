import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

const ORDER_SUMMARY_COLUMNS = 'id, order_number, created_at, total, currency, payment_status, order_status';

export type OrderSummary = Pick<
  Tables<'orders'>,
  'id' | 'order_number' | 'created_at' | 'total' | 'currency' | 'payment_status' | 'order_status'
>;

/** The signed-in reader's orders, newest first (RLS: user_id = auth.uid()). */
export async function getMyOrders(userId: string): Promise<OrderSummary[]> {
  return request(getDatabase, (supabase) =>
    supabase
      .from('orders')
      .select(ORDER_SUMMARY_COLUMNS)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
}

export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['orders', 'mine', userId], queryFn: () => getMyOrders(userId) });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}
