import { INTL_LOCALE } from '@rules/locales';
import { formatMoneyIn } from '@rules/money';

import { Price } from '@/components/ui';
import { SummaryRow, SummaryTotal } from '@/components/ui/money-summary';
import { useLocale } from '@/lib/i18n/locale';

import { useOrderText } from '../i18n';
import { tvaByRate } from '../order-tva';
import type { Order } from '../types';

export function OrderTotals({ order }: { order: Order }) {
  const t = useOrderText();
  const intl = INTL_LOCALE[useLocale()];
  // An order takes at most one code (place_order); the column is a list, so any others are named too.
  const codes = order.promotion_codes.join(', ');
  return (
    <dl className="space-y-3 text-sm">
      <SummaryRow label={t('subtotal')}>
        <Price amountMad={order.subtotal} hideApprox />
      </SummaryRow>
      {/* Free shipping from a promotion needs no line of its own: the shipping reads Free below. */}
      {order.discount > 0 && (
        <SummaryRow label={codes ? t('discountCode', { code: codes }) : t('discount')}>
          <Price amountMad={order.discount} hideApprox phrase={(amount) => t('less', { amount })} />
        </SummaryRow>
      )}
      <SummaryRow label={t('shippingCost')}>
        {order.shipping === 0 ? t('free') : <Price amountMad={order.shipping} hideApprox />}
      </SummaryRow>
      <SummaryTotal label={t('total')} amountMad={order.total} spacing="pt-3" />
      {/* The TVA the total includes, in dirhams as the invoice states it. */}
      {tvaByRate(order).map(([rate, tva]) => (
        <SummaryRow key={rate} label={t('tva', { rate })} valueClassName="tabular-nums text-ink-soft">
          {formatMoneyIn(tva, 'MAD', intl)}
        </SummaryRow>
      ))}
    </dl>
  );
}
