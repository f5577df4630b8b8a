import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';

import { TitledSection } from '@/components/ui/titled-section';
import { useLocale } from '@/lib/i18n/locale';

import { useRefundText } from '../i18n/refunds';
import type { Order } from '../types';
import { PieceList } from './piece-list';

/**
 * The money the shop gave back on this order: each refund in the currency it was paid in (PayPal
 * returns euros or dollars, the courier's cash is dirhams), when, why, for which pieces, and whether it
 * is done or PayPal is still on it.
 */
export default function OrderRefunds({ order }: { order: Order }) {
  const t = useRefundText();
  const intl = INTL_LOCALE[useLocale()];
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'long' });
  return (
    <TitledSection id="refunds-title" title={t('refunds')}>
      <ul className="mt-4 space-y-4">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="rounded-sm bg-sand-100 p-5">
            <p className="font-medium text-ink">
              {t(refund.status === 'pending' ? 'refund.pending' : 'refund.done', {
                amount: formatAmountIn(refund.amount, refund.currency, intl),
              })}
            </p>
            <p className="text-sm text-ink-muted">
              <time dateTime={refund.created_at}>{day.format(new Date(refund.created_at))}</time>
            </p>
            <p dir="auto" className="mt-2 text-sm text-ink-soft">
              {t('refund.reason', { reason: refund.reason })}
            </p>
            {refund.lines.length > 0 && (
              <PieceList items={order.items} lines={refund.lines} className="mt-1 text-sm text-ink-soft" />
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
