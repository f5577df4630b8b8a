import { useInfiniteQuery } from '@tanstack/react-query';

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

/** Orders per page of a list; "Show more" loads the next page, the heading counts them all. */
export const ORDERS_PER_PAGE = 25;

export interface OrderPage {
  rows: OrderSummary[];
  /** All orders the list holds, not only the loaded ones. */
  total: number;
}

type Supabase = Awaited<ReturnType<typeof getSupabase>>;

/** One of the owner's lists: which orders, in which order, one page at a time. */
export interface OrderListQuery {
  key: readonly unknown[];
  page: (supabase: Supabase, from: number, to: number) => PromiseLike<OrderPageResult>;
}

interface OrderPageResult {
  data: OrderSummary[] | null;
  count: number | null;
  error: unknown;
}

const orders = (supabase: Supabase) => supabase.from('orders').select(SUMMARY_COLUMNS, { count: 'exact' });

/** Placed since midnight (the owner's clock), newest first. */
export const todaysOrders = (since: string): OrderListQuery => ({
  key: ['today', since],
  page: (supabase, from, to) =>
    orders(supabase).gte('created_at', since).order('created_at', { ascending: false }).range(from, to),
});

/** Cash-on-delivery orders the owner confirms by phone, oldest first. */
export const ordersToConfirm: OrderListQuery = {
  key: ['to-confirm'],
  page: (supabase, from, to) =>
    orders(supabase)
      .eq('order_status', 'pending')
      .eq('payment_method', 'cod')
      .order('created_at', { ascending: true })
      .range(from, to),
};

/**
 * Confirmed or processing orders to prepare and ship, oldest first. A PayPal order still pending
 * waits for its payment, not for the owner.
 */
export const ordersToShip: OrderListQuery = {
  key: ['to-ship'],
  page: (supabase, from, to) =>
    orders(supabase)
      .in('order_status', ['confirmed', 'processing'])
      .order('created_at', { ascending: true })
      .range(from, to),
};

/**
 * Orders with a return the owner has not finished with (asked for, approved or received), oldest
 * first: an order appears once, however many of its returns are open.
 */
export const ordersWithOpenReturns: OrderListQuery = {
  key: ['open-returns'],
  page: (supabase, from, to) =>
    supabase
      .from('orders')
      .select(`${SUMMARY_COLUMNS}, return_requests!inner(status)`, { count: 'exact' })
      .in('return_requests.status', ['requested', 'approved', 'received'])
      .order('created_at', { ascending: true })
      .range(from, to),
};

/** Characters PostgREST's or=() grammar would read as syntax; order numbers and addresses need none. */
export const searchTerm = (text: string) => text.trim().replace(/[^\p{L}\p{N}@._+-]/gu, '');

/** Orders whose number or customer e-mail contains the term, newest first. */
export const ordersMatching = (term: string): OrderListQuery => ({
  key: ['search', term],
  page: (supabase, from, to) =>
    orders(supabase)
      .or(`order_number.ilike.*${term}*,customer_email.ilike.*${term}*`)
      .order('created_at', { ascending: false })
      .range(from, to),
});

export async function getOrderPage(list: OrderListQuery, from: number): Promise<OrderPage> {
  const { data, count, error } = await list.page(await getSupabase(), from, from + ORDERS_PER_PAGE - 1);
  if (error) throw error;
  return { rows: data ?? [], total: count ?? 0 };
}

export function startOfToday(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** A list loaded page by page: the pages so far, the total, and the next page on request. */
export function useOrderList(list: OrderListQuery) {
  // list.key names the list and its parameters; list.page is only the code that reads it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return useInfiniteQuery({
    queryKey: ['owner', 'orders', ...list.key],
    queryFn: ({ pageParam }) => getOrderPage(list, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
