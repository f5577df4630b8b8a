import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Button, LoadingState } from '@/components/ui';
import { ColumnsScreen } from '@/components/ui/columns-screen';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';

import { useOwnerText, type OwnerMessageId } from '../i18n';
import {
  ordersMatching,
  ordersToConfirm,
  ordersToShip,
  ordersWithOpenReturns,
  searchTerm,
  startOfToday,
  todaysOrders,
  useOrderList,
  type OrderListQuery,
} from '../api/list-orders';
import { OrderDetail } from '../components/order-detail';
import { PagedOrderList } from '../components/order-list';

/** /owner/orders: what is new today, what waits for the owner, search, and one order. */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const selectedId = params.get('order');
  const t = useOwnerText();
  return (
    <ColumnsScreen
      seoTitle={t('seo')}
      eyebrow={t('eyebrow')}
      title={t('title')}
      columns="gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
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
            {t('choose')}
          </p>
        )}
      </div>
    </ColumnsScreen>
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

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-sm font-semibold uppercase tracking-label text-ink-soft">{children}</h3>;
}

/** What waits for the owner, in the order it is done: orders to confirm, orders to ship, returns. */
const WAITING: readonly { list: OrderListQuery; title: OwnerMessageId; empty: OwnerMessageId }[] = [
  { list: ordersToConfirm, title: 'confirm.title', empty: 'confirm.none' },
  { list: ordersToShip, title: 'ship.title', empty: 'ship.none' },
  { list: ordersWithOpenReturns, title: 'returns.title', empty: 'returns.none' },
];

function WaitingOrders({ selectedId }: { selectedId: string | null }) {
  const t = useOwnerText();
  return (
    <TitledSection id="waiting-heading" title={t('waiting')}>
      <div className="mt-3 space-y-6">
        {WAITING.map(({ list, title, empty }) => (
          <div key={title}>
            <Orders
              list={list}
              what={t('waiting.what')}
              heading={(count) => <Subheading>{t('count', { title: t(title), count })}</Subheading>}
              empty={t(empty)}
              selectedId={selectedId}
            />
          </div>
        ))}
      </div>
    </TitledSection>
  );
}

function TodaysOrders({ selectedId }: { selectedId: string | null }) {
  const t = useOwnerText();
  return (
    <TitledSection id="today-heading" title={t('today')}>
      <div className="mt-3">
        <Orders
          list={todaysOrders(startOfToday())}
          what={t('today.what')}
          empty={t('today.none')}
          selectedId={selectedId}
        />
      </div>
    </TitledSection>
  );
}

function OrderSearch({ selectedId }: { selectedId: string | null }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const t = useOwnerText();
  const term = searchTerm(submitted);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text);
  };
  return (
    <TitledSection id="search-heading" title={t('find')}>
      <form
        role="search"
        aria-labelledby="search-heading"
        onSubmit={onSubmit}
        className="mt-3 flex items-end gap-3"
      >
        <TextField
          label={t('find.label')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('find.go')}
        </Button>
      </form>
      {term !== '' && (
        <div className="mt-4" aria-live="polite">
          <Orders
            list={ordersMatching(term)}
            what={t('find.what')}
            heading={(count) => <p className="mb-2 text-sm text-ink-soft">{t('find.count', { count })}</p>}
            empty={t('find.none')}
            selectedId={selectedId}
          />
        </div>
      )}
    </TitledSection>
  );
}
