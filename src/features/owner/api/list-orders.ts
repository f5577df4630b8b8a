import { useInfiniteQuery } from '@tanstack/react-query';

import { arrayOf, nullable, number, oneOf, record, text, type JsonReader } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import { OrdersChecks, type Json, type Tables } from '@/types/database.types';

/** Enough to find an order and decide what it needs: one row of owner_search_orders' page. */
export type OrderSummary = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'created_at'
  | 'customer_name'
  | 'customer_email'
  | 'total'
  | 'currency'
  | 'payment_method'
  | 'payment_status'
  | 'order_status'
  | 'shipped_at'
>;

/** Orders per page of a list; "Show more" loads the next page while the database says there is one. */
export const ORDERS_PER_PAGE = 25;

/** The row a page ended on: the next page starts after it (keyset paging, never an offset). */
export interface PageEnd {
  created_at: string;
  id: string;
}

/** The first page starts after no row. */
const FIRST_PAGE: PageEnd | null = null;

export interface OrderPage {
  rows: OrderSummary[];
  /** Null on the last page. */
  next: PageEnd | null;
}

const readSummary: JsonReader<OrderSummary> = record({
  id: text,
  order_number: text,
  created_at: text,
  customer_name: text,
  customer_email: text,
  total: number,
  currency: oneOf(OrdersChecks.currency),
  payment_method: oneOf(OrdersChecks.payment_method),
  payment_status: oneOf(OrdersChecks.payment_status),
  order_status: oneOf(OrdersChecks.order_status),
  shipped_at: nullable(text),
});

// Rows with more fields (owner_open_return_orders' open returns) read as summaries: the list shows those.
const readOrderPage: JsonReader<OrderPage> = record({
  rows: arrayOf(readSummary),
  next: nullable(record({ created_at: text, id: text })),
});

/** One of the owner's lists: which orders, and how to read the page after a row. */
export interface OrderListQuery {
  key: readonly unknown[];
  page: (after: PageEnd | null) => Promise<OrderPage>;
}

/** The lists owner_search_orders walks: all newest first and today's; the waiting ones oldest first. */
export type OrderFilter = 'all' | 'today' | 'to_confirm' | 'to_prepare' | 'shipped_undelivered';

const after = (end: PageEnd | null) =>
  end ? { p_after_created_at: end.created_at, p_after_id: end.id } : {};

async function readPage(what: string, answer: Promise<Json>): Promise<OrderPage> {
  return readOrderPage(await answer, what);
}

/**
 * A list of owner_search_orders, searched within by `search` when given: an order number, a whole
 * e-mail address or its first characters (see searchProblem). "Today" starts at the shop's midnight.
 */
export const ordersIn = (filter: OrderFilter, search?: string): OrderListQuery => ({
  key: search === undefined ? [filter] : [filter, 'search', search],
  page: (end) =>
    readPage(
      'owner_search_orders',
      request(getDatabase, (database) =>
        database.rpc('owner_search_orders', {
          p_filter: filter,
          ...(search === undefined ? {} : { p_search: search }),
          ...after(end),
          p_limit: ORDERS_PER_PAGE,
        }),
      ),
    ),
});

/**
 * Orders with a return the owner has not finished with (asked for, approved or received), oldest
 * first: an order appears once, however many of its returns are open.
 */
export const ordersWithOpenReturns: OrderListQuery = {
  key: ['open-returns'],
  page: (end) =>
    readPage(
      'owner_open_return_orders',
      request(getDatabase, (database) =>
        database.rpc('owner_open_return_orders', { ...after(end), p_limit: ORDERS_PER_PAGE }),
      ),
    ),
};

/** What the database reads as an order number: ZLJ-001234, zlj-1234, #1234, 1234. */
const ORDER_NUMBER = /^#?(?:zlj-?)?0*\d{1,12}$/i;

/**
 * Why the database would refuse to search for `term` (already trimmed), or null: it finds an order
 * number, a whole e-mail address, or the beginning of one from 3 characters, by index.
 */
export function searchProblem(term: string): 'too-short' | 'too-long' | null {
  if (term.length > 254) return 'too-long';
  if (ORDER_NUMBER.test(term) || term.includes('@') || term.length >= 3) return null;
  return 'too-short';
}

/** A list loaded page by page: the pages so far, and the next page while the last one says there is one. */
export function useOrderList(list: OrderListQuery) {
  // list.key names the list and its parameters; list.page is only the code that reads it.
  return useInfiniteQuery({
    queryKey: ['owner', 'orders', ...list.key],
    queryFn: ({ pageParam }) => list.page(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
