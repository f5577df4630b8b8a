import { Price } from '@/components/ui';

import { useOrderText } from '../i18n';
import type { Order } from '../types';

export function OrderTotals({ order }: { order: Order }) {
  const t = useOrderText();
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('subtotal')}</dt>
        <dd>
          <Price amountMad={order.subtotal} hideApprox />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('shippingCost')}</dt>
        <dd>{order.shipping === 0 ? t('free') : <Price amountMad={order.shipping} hideApprox />}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-sand-300 pt-3 text-base font-semibold text-ink">
        <dt>{t('total')}</dt>
        <dd className="text-end">
          <Price amountMad={order.total} className="justify-end" />
        </dd>
      </div>
    </dl>
  );
}
