import { lazy, Suspense } from 'react';

import { TitledSection } from '@/components/ui/titled-section';

import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';
import type { DashboardDay } from './read-dashboard';

// The charting library comes with the dashboard's figures, never before (and never to a visitor).
const SalesChart = lazy(() => import('./sales-chart'));

/** Net sales and orders per day: the chart, and the same figures as a table. */
export function SalesByDay({ days }: { days: readonly DashboardDay[] }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const named = format.calendarDay;
  const describe = (day: DashboardDay) =>
    t('dash.chart.day', {
      day: named(day.day),
      orders: day.orders,
      sales: format.mad(day.net_sales_mad),
    });
  return (
    <TitledSection id="sales-heading" title={t('dash.chart')}>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Suspense fallback={<div className="h-[268px]" />}>
          <SalesChart
            key={`${days[0]?.day}/${days.length}`}
            days={days}
            label={t('dash.chart.slider')}
            describe={describe}
          />
        </Suspense>
        <div
          role="region"
          aria-label={t('dash.table')}
          tabIndex={0}
          className="max-h-[340px] overflow-y-auto rounded-md border border-sand-200"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t('dash.table')}</caption>
            <thead className="sticky top-0 bg-sand-50 text-start text-xs uppercase tracking-label text-ink-soft">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('dash.t.day')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('dash.t.orders')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t('dash.t.net')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 text-start font-normal text-ink">
                    <time dateTime={day.day}>{named(day.day)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{format.number(day.orders)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{format.mad(day.net_sales_mad)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </TitledSection>
  );
}
