import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';

import { useOwnerText, type OwnerMessageId } from '../i18n';
import { ordersIn, ordersWithOpenReturns, searchProblem, type OrderListQuery } from '../api/list-orders';
import { Orders, OrderWorkspace } from '../components/order-workspace';
import { askedFor, periodOf } from '../dashboard/periods';
import type { Dashboard } from '../dashboard/read-dashboard';
import { useDashboard } from '../dashboard/use-dashboard';

/** /owner/orders: what is new today, what waits for the owner, search, and one order. */
export default function OrdersPage() {
  const t = useOwnerText();
  return (
    <OrderWorkspace seoTitle={t('seo')} title={t('title')}>
      {(selectedId) => (
        <>
          <OrderSearch selectedId={selectedId} />
          <WaitingOrders selectedId={selectedId} />
          <TodaysOrders selectedId={selectedId} />
        </>
      )}
    </OrderWorkspace>
  );
}

function Subheading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="mb-2 text-sm font-semibold uppercase tracking-label text-ink-soft">
      {children}
    </h3>
  );
}

type WaitingCount = keyof Dashboard['to_act_on'];

/** What waits for the owner, in the order it is done: confirm, ship, chase the carrier, returns. */
const WAITING: readonly {
  list: OrderListQuery;
  count: WaitingCount;
  title: OwnerMessageId;
  empty: OwnerMessageId;
}[] = [
  { list: ordersIn('to_confirm'), count: 'cod_to_confirm', title: 'confirm.title', empty: 'confirm.none' },
  { list: ordersIn('to_prepare'), count: 'to_prepare', title: 'ship.title', empty: 'ship.none' },
  {
    list: ordersIn('shipped_undelivered'),
    count: 'shipped_undelivered',
    title: 'late.title',
    empty: 'late.none',
  },
  { list: ordersWithOpenReturns, count: 'open_returns', title: 'returns.title', empty: 'returns.none' },
];

/**
 * How many orders each waiting list holds, from the dashboard's to_act_on (counted by the database
 * from indexes; the lists themselves load a page at a time): undefined while they load or if they
 * cannot, and the headings then go without.
 */
function useWaitingCounts(): Dashboard['to_act_on'] | undefined {
  const today = periodOf('today', new Date());
  // A one-day period: the cheapest dashboard to ask for, and to_act_on is the same for any period.
  return useDashboard(askedFor(today!)).data?.to_act_on;
}

function WaitingOrders({ selectedId }: { selectedId: string | null }) {
  const t = useOwnerText();
  const counts = useWaitingCounts();
  return (
    <TitledSection id="waiting-heading" title={t('waiting')}>
      <div className="mt-3 space-y-6">
        {WAITING.map(({ list, count, title, empty }) => (
          <section key={title} aria-labelledby={`waiting-${count}`}>
            <Subheading id={`waiting-${count}`}>
              {counts === undefined ? t(title) : t('count', { title: t(title), count: counts[count] })}
            </Subheading>
            <Orders list={list} what={t('waiting.what')} empty={t(empty)} selectedId={selectedId} />
          </section>
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
          list={ordersIn('today')}
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
  const term = submitted.trim();
  const problem = term === '' ? null : searchProblem(term);
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
          {problem ? (
            <p className="text-sm text-ink-soft">{t('find.invalid')}</p>
          ) : (
            <Orders
              list={ordersIn('all', term)}
              what={t('find.what')}
              heading={(count, complete) => (
                // Without a count of the whole table: the exact number once every page is loaded.
                <p className="mb-2 text-sm text-ink-soft">
                  {t(complete ? 'find.count' : 'find.more', { count })}
                </p>
              )}
              empty={t('find.none')}
              selectedId={selectedId}
            />
          )}
        </div>
      )}
    </TitledSection>
  );
}
