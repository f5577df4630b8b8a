import { Price } from '@/components/ui';
import { SummaryRow, SummaryTotal } from '@/components/ui/money-summary';

import { useOrderText } from '../i18n';
import type { Order } from '../types';

export function OrderTotals({ order }: { order: Order }) {
  const t = useOrderText();
  return (
    <dl className="space-y-3 text-sm">
      <SummaryRow label={t('subtotal')}>
        <Price amountMad={order.subtotal} hideApprox />
      </SummaryRow>
      <SummaryRow label={t('shippingCost')}>
        {order.shipping === 0 ? t('free') : <Price amountMad={order.shipping} hideApprox />}
      </SummaryRow>
      <SummaryTotal label={t('total')} amountMad={order.total} spacing="pt-3" />
    </dl>
  );
}
