import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

/** Enough to find an order and decide what it needs; RLS lets only the shop owner read others'. */
const SUMMARY_COLUMNS =
  'id, order_number, created_at, customer_name, customer_email, total, payment_method, payment_status, order_status';

export type OrderSummary = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'customer_name'
  | 'customer_email'
  | 'total'
  | 'payment_method'
  | 'payment_status'
  | 'order_status'
>;

const LIST_LIMIT = 100;

function rowsOf<T>({ data, error }: { data: T[] | null; error: unknown }): T[] {
  if (error) throw error;
  return data ?? [];
}

/** Placed since midnight (the owner's clock), newest first. */
export async function getTodaysOrders(since: string): Promise<OrderSummary[]> {
  const supabase = await getSupabase();
  return rowsOf(
    await supabase
      .from('orders')
      .select(SUMMARY_COLUMNS)
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .limit(LIST_LIMIT),
  );
}

/**
 * Orders that wait for the owner, oldest first: cash-on-delivery orders to confirm, and confirmed or
 * processing orders to prepare and ship. A PayPal order still pending waits for its payment, not the owner.
 */
export async function getWaitingOrders() {
  const supabase = await getSupabase();
  const rows = rowsOf(
    await supabase
      .from('orders')
      .select(SUMMARY_COLUMNS)
      .in('order_status', ['pending', 'confirmed', 'processing'])
      .order('created_at', { ascending: true })
      .limit(LIST_LIMIT),
  );
  return {
    toConfirm: rows.filter((o) => o.order_status === 'pending' && o.payment_method === 'cod'),
    toShip: rows.filter((o) => o.order_status !== 'pending'),
  };
}

/** Characters PostgREST's or=() grammar would read as syntax; order numbers and addresses need none. */
export const searchTerm = (text: string) => text.trim().replace(/[^\p{L}\p{N}@._+-]/gu, '');

/** Orders whose number or customer e-mail contains the term, newest first. */
export async function searchOrders(term: string): Promise<OrderSummary[]> {
  const supabase = await getSupabase();
  return rowsOf(
    await supabase
      .from('orders')
      .select(SUMMARY_COLUMNS)
      .or(`order_number.ilike.*${term}*,customer_email.ilike.*${term}*`)
      .order('created_at', { ascending: false })
      .limit(LIST_LIMIT),
  );
}

function startOfToday(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

export function useTodaysOrders() {
  const since = startOfToday();
  return useQuery(
    queryOptions({ queryKey: ['owner', 'orders', 'today', since], queryFn: () => getTodaysOrders(since) }),
  );
}

export const useWaitingOrders = () =>
  useQuery(queryOptions({ queryKey: ['owner', 'orders', 'waiting'], queryFn: getWaitingOrders }));

export function useSearchOrders(text: string) {
  const term = searchTerm(text);
  return useQuery(
    queryOptions({
      queryKey: ['owner', 'orders', 'search', term],
      queryFn: () => searchOrders(term),
      enabled: term !== '',
    }),
  );
}
