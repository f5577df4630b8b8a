import { dayKey } from '@rules/shop-calendar';
import { useState } from 'react';

import { LoadingState } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';

import { BackOfficeScreen } from '../components/back-office-screen';
import { FigureGrid } from '../dashboard/figure-grid';
import { OrdersExport } from '../dashboard/orders-export';
import { PeriodPicker, type PeriodChoice } from '../dashboard/period-picker';
import { askedFor, daysIn, periodOf, type Period } from '../dashboard/periods';
import { SalesByDay } from '../dashboard/sales-by-day';
import { StockWatch, TopSellers, ToActOn } from '../dashboard/shop-lists';
import { useDashboard } from '../dashboard/use-dashboard';
import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

/**
 * /owner: how the shop is doing over a period against the one before it, what sells, what runs out
 * and what waits. The periods are days in the shop's time zone; the figures of the last period stay on
 * screen while the next one's load.
 */
export default function DashboardPage() {
  const t = useOwnerText();
  const [choice, setChoice] = useState<PeriodChoice>({ kind: '7d', from: '', to: '' });
  const [period, setPeriod] = useState(() => periodOf('7d', new Date())!);
  const choose = (next: PeriodChoice) => {
    setChoice(next);
    // A custom range still being typed keeps the last complete period on screen.
    const chosen = periodOf(next.kind, new Date(), next);
    if (chosen) setPeriod(chosen);
  };
  const dashboard = useDashboard(askedFor(period));
  return (
    <BackOfficeScreen title={t('dash.title')}>
      <PeriodPicker choice={choice} onChange={choose} />
      <PeriodRange period={period} />
      {dashboard.isError ? (
        <QueryErrorState
          error={dashboard.error}
          what={t('dash.what')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : dashboard.isPending ? (
        <LoadingState className="py-16" />
      ) : (
        <div className="space-y-12" aria-busy={dashboard.isPlaceholderData}>
          <FigureGrid current={dashboard.data.current} previous={dashboard.data.previous} />
          <SalesByDay days={dashboard.data.per_day} />
          <div className="grid gap-12 lg:grid-cols-2">
            <TopSellers dashboard={dashboard.data} />
            <StockWatch dashboard={dashboard.data} />
          </div>
          <ToActOn counts={dashboard.data.to_act_on} />
        </div>
      )}
      <OrdersExport period={period} />
    </BackOfficeScreen>
  );
}

/** The period's first and last day as the owner reads them, and what it is compared with. */
function PeriodRange({ period }: { period: Period }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  return (
    <p className="text-sm text-ink-soft" aria-live="polite">
      {t('dash.range', {
        from: format.calendarDay(dayKey(period.first)),
        to: format.calendarDay(dayKey(period.last)),
        days: daysIn(period),
      })}
    </p>
  );
}
