import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';
import type { Currency } from '@rules/money';

export interface OrderSummary {
  id: string;
  order_number: string;
  created_at: string;
  total: number;
  currency: Currency;
  payment_status: string;
  order_status: string;
}

/** The signed-in reader's orders, newest first (RLS: user_id = auth.uid()). */
export async function getMyOrders(userId: string): Promise<OrderSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select('id, order_number, created_at, total, currency, payment_status, order_status')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return ((data ?? []) as (OrderSummary & { total: number | string })[]).map((row) => ({
    ...row,
    total: Number(row.total),
  }));
}

export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['orders', 'mine', userId], queryFn: () => getMyOrders(userId) });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}
