import { Link } from 'react-router-dom';

import { Button } from '@/components/ui';
import { formatMoney } from '@rules/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders';

import { ORDERS_PER_PAGE, type OrderPage, type OrderSummary } from '../api/list-orders';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A short list of orders, each linking to its detail (?order=<id>, so back and reload keep it). */
export function OrderList({
  orders,
  empty,
  selectedId,
}: {
  orders: OrderSummary[];
  empty: string;
  selectedId: string | null;
}) {
  if (orders.length === 0) return <p className="py-3 text-sm text-ink-soft">{empty}</p>;
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {orders.map((order) => (
        <li key={order.id} className={order.id === selectedId ? 'bg-sand-100' : undefined}>
          <Link
            to={`?order=${order.id}`}
            aria-current={order.id === selectedId ? 'true' : undefined}
            className="block px-3 py-3 hover:bg-sand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-ink">{order.order_number}</span>
              <span className="tabular-nums text-ink">{formatMoney(order.total, 'MAD')}</span>
            </span>
            <span className="mt-0.5 block truncate text-sm text-ink-soft">
              {order.customer_name} · {order.customer_email}
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
              <time dateTime={order.created_at}>{when.format(new Date(order.created_at))}</time>
              <span>{order.payment_method === 'cod' ? 'Cash on delivery' : 'PayPal'}</span>
              <PaymentStatusBadge status={order.payment_status} />
              <OrderStatusBadge status={order.order_status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The loaded pages of a list, and a button for the next page while orders remain. */
export function PagedOrderList({
  pages,
  empty,
  selectedId,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  pages: OrderPage[];
  empty: string;
  selectedId: string | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const orders = pages.flatMap((page) => page.rows);
  const remaining = (pages[0]?.total ?? 0) - orders.length;
  return (
    <>
      <OrderList orders={orders} empty={empty} selectedId={selectedId} />
      {hasNextPage && remaining > 0 && (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? 'Loading…' : `Show ${Math.min(remaining, ORDERS_PER_PAGE)} more`}
        </Button>
      )}
    </>
  );
}
