import { Price } from '@/components/ui';
import { SummaryRow, SummaryTotal } from '@/components/ui/money-summary';

import { useOrderText } from '../i18n';
import type { Order } from '../types';

export function OrderTotals({ order }: { order: Order }) {
  const t = useOrderText();
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
    </dl>
  );
}
