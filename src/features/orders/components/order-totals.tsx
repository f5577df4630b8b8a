import { Price } from '@/components/ui';

import type { Order } from '../types';

export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Subtotal</dt>
        <dd>
          <Price amountMad={order.subtotal} hideApprox />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Shipping</dt>
        <dd>{order.shipping === 0 ? 'Free' : <Price amountMad={order.shipping} hideApprox />}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-sand-300 pt-3 text-base font-semibold text-ink">
        <dt>Total</dt>
        <dd className="text-right">
          <Price amountMad={order.total} className="justify-end" />
        </dd>
      </div>
    </dl>
  );
}
