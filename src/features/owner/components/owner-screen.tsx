import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { TextField } from '@/components/ui/text-field';
import { Seo } from '@/components/seo';

import {
  ordersMatching,
  ordersToConfirm,
  ordersToShip,
  searchTerm,
  startOfToday,
  todaysOrders,
  useOrderList,
  type OrderListQuery,
} from '../api/list-orders';
import { OrderDetail } from './order-detail';
import { PagedOrderList } from './order-list';

/** The owner's orders screen: what is new today, what waits for the owner, search, and one order. */
export default function OwnerScreen() {
  const [params] = useSearchParams();
  const selectedId = params.get('order');
  return (
    <div className="pb-24">
      <Seo title="Orders · Owner" noindex />
      <PageHeader eyebrow="Running the shop" title="Orders" align="left" />
      <div className="mx-auto grid max-w-content gap-12 px-5 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="space-y-10">
          <OrderSearch selectedId={selectedId} />
          <WaitingOrders selectedId={selectedId} />
          <TodaysOrders selectedId={selectedId} />
        </div>
        <div>
          {selectedId ? (
            <OrderDetail orderId={selectedId} />
          ) : (
            <p className="rounded-md border border-dashed border-sand-300 px-6 py-10 text-center text-ink-soft">
              Choose an order to see its details and move it on.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-2xl font-light text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One paged list of orders with its loading, error and retry states. */
function Orders({
  list,
  what,
  empty,
  selectedId,
  heading,
}: {
  list: OrderListQuery;
  what: string;
  empty: string;
  selectedId: string | null;
  heading?: (total: number) => ReactNode;
}) {
  const query = useOrderList(list);
  if (query.isError)
    return <QueryErrorState error={query.error} what={what} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState className="py-6" />;
  return (
    <>
      {heading?.(query.data.pages[0]?.total ?? 0)}
      <PagedOrderList
        pages={query.data.pages}
        empty={empty}
        selectedId={selectedId}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </>
  );
}

const subheading = (title: string) => (total: number) => (
  <h3 className="mb-2 text-sm font-semibold uppercase tracking-label text-ink-soft">
    {title} ({total})
  </h3>
);

function WaitingOrders({ selectedId }: { selectedId: string | null }) {
  return (
    <Section id="waiting-heading" title="Waiting for you">
      <div className="space-y-6">
        <div>
          <Orders
            list={ordersToConfirm}
            what="the orders waiting for you"
            heading={subheading('Cash on delivery to confirm')}
            empty="No cash-on-delivery order waits for confirmation."
            selectedId={selectedId}
          />
        </div>
        <div>
          <Orders
            list={ordersToShip}
            what="the orders waiting for you"
            heading={subheading('To prepare and ship')}
            empty="Nothing to prepare or ship."
            selectedId={selectedId}
          />
        </div>
      </div>
    </Section>
  );
}

function TodaysOrders({ selectedId }: { selectedId: string | null }) {
  return (
    <Section id="today-heading" title="Today’s new orders">
      <Orders
        list={todaysOrders(startOfToday())}
        what="today’s orders"
        empty="No orders yet today."
        selectedId={selectedId}
      />
    </Section>
  );
}

function OrderSearch({ selectedId }: { selectedId: string | null }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const term = searchTerm(submitted);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text);
  };
  return (
    <Section id="search-heading" title="Find an order">
      <form
        role="search"
        aria-labelledby="search-heading"
        onSubmit={onSubmit}
        className="flex items-end gap-3"
      >
        <TextField
          label="Order number or e-mail"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {term !== '' && (
        <div className="mt-4" aria-live="polite">
          <Orders
            list={ordersMatching(term)}
            what="the search results"
            heading={(total) => (
              <p className="mb-2 text-sm text-ink-soft">
                {total === 1 ? '1 order found' : `${total} orders found`}
              </p>
            )}
            empty="No order has that number or e-mail."
            selectedId={selectedId}
          />
        </div>
      )}
    </Section>
  );
}
