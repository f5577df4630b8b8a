import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge, ButtonLink, LoadingState } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { nameOf, useOrderText } from '@/features/orders';
import { useLocale } from '@/lib/i18n/locale';
import { INTL_LOCALE } from '@rules/locales';
import { formatMoneyIn } from '@rules/money';

import { useMyOrders } from '../api/get-my-orders';
import { useProfileText } from '../i18n/profile';
import { useLongDate } from '../lib/long-date';
import { orderStatusTone, paymentStatusTone } from '../lib/status-tones';

/** The reader's orders, newest first, each linking to its confirmation page. */
export function OrderHistory({ userId }: { userId: string }) {
  const orders = useMyOrders(userId);
  const t = useProfileText();
  const statusText = useOrderText();
  const longDate = useLongDate();
  const intl = INTL_LOCALE[useLocale()];

  if (orders.isPending) return <LoadingState className="py-10" />;
  if (orders.isError) {
    return <QueryErrorState error={orders.error} what={t('oh.what')} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <div className="rounded-md border border-dashed border-sand-300 px-6 py-10 text-center">
        <p className="text-ink-soft">{t('oh.none')}</p>
        <ButtonLink to="/shop" variant="secondary" className="mt-5">
          {t('oh.explore')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-sand-200 border-y border-sand-200">
      {orders.data.map((order) => (
        <li
          key={order.id}
          className="relative flex flex-wrap items-center gap-x-6 gap-y-2 py-5 hover:bg-sand-50"
        >
          <div className="min-w-[10rem] flex-1">
            <Link
              to={`/order-confirmation/${order.id}`}
              className="font-display text-lg text-ink after:absolute after:inset-0 after:content-[''] hover:text-clay-700"
            >
              {t('oh.order', { number: order.order_number })}
            </Link>
            <p className="text-sm text-ink-soft">
              <time dateTime={order.created_at}>{longDate(order.created_at)}</time>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={paymentStatusTone(order.payment_status)}>
              <span className="sr-only">{t('oh.payment')}</span>
              {nameOf(statusText, 'pay', order.payment_status)}
            </Badge>
            <Badge tone={orderStatusTone(order.order_status)}>
              <span className="sr-only">{t('oh.status')}</span>
              {nameOf(statusText, 'ord', order.order_status)}
            </Badge>
          </div>
          <p className="w-24 text-end font-medium tabular-nums text-ink">
            {formatMoneyIn(order.total, order.currency, intl)}
          </p>
          <ChevronRight aria-hidden className="h-4 w-4 text-ink-muted rtl:-scale-x-100" />
        </li>
      ))}
    </ul>
  );
}
