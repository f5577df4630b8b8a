import { Link } from 'react-router-dom';

import { Button } from '@/components/ui';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders';

import type { OrderPage, OrderSummary } from '../api/list-orders';
import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

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
  const t = useOwnerText();
  const format = useOwnerFormats();
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
              <bdi dir="ltr" className="font-medium text-ink">
                {order.order_number}
              </bdi>
              <span className="tabular-nums text-ink">{format.mad(order.total)}</span>
            </span>
            <span className="mt-0.5 block truncate text-sm text-ink-soft">
              <bdi>{order.customer_name}</bdi> · <bdi>{order.customer_email}</bdi>
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
              <time dateTime={order.created_at}>{format.when(order.created_at)}</time>
              <span>{t(order.payment_method === 'cod' ? 'via.cod' : 'via.paypal')}</span>
              <PaymentStatusBadge status={order.payment_status} />
              <OrderStatusBadge status={order.order_status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The loaded pages of a list, and a button for the next page while the last one says there is one. */
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
  const t = useOwnerText();
  return (
    <>
      <OrderList orders={pages.flatMap((page) => page.rows)} empty={empty} selectedId={selectedId} />
      {hasNextPage && (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('loading') : t('more')}
        </Button>
      )}
    </>
  );
}
