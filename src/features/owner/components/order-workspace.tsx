import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LoadingState } from '@/components/ui';
import { ColumnsScreen } from '@/components/ui/columns-screen';
import { QueryErrorState } from '@/components/ui/query-error-state';

import { useOrderList, type OrderListQuery } from '../api/list-orders';
import { useOwnerText } from '../i18n';
import { OrderDetail } from './order-detail';
import { PagedOrderList } from './order-list';

/**
 * A back-office section that works on orders (Orders, Returns): its lists on one side, and the order
 * chosen from them (`?order=<id>`, so back and reload keep it) on the other.
 */
export function OrderWorkspace({
  seoTitle,
  title,
  children,
}: {
  seoTitle: string;
  title: string;
  /** The section's lists, given the order chosen. */
  children: (selectedId: string | null) => ReactNode;
}) {
  const [params] = useSearchParams();
  const selectedId = params.get('order');
  const t = useOwnerText();
  return (
    <ColumnsScreen
      seoTitle={seoTitle}
      eyebrow={t('eyebrow')}
      title={title}
      columns="gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="space-y-10">{children(selectedId)}</div>
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
export function Orders({
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
  /** Given the orders loaded so far, and whether they are all the list holds. */
  heading?: (loaded: number, complete: boolean) => ReactNode;
}) {
  const query = useOrderList(list);
  if (query.isError)
    return <QueryErrorState error={query.error} what={what} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState className="py-6" />;
  return (
    <>
      {heading?.(
        query.data.pages.reduce((sum, page) => sum + page.rows.length, 0),
        !query.hasNextPage,
      )}
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
