import { useState } from 'react';

import { TitledSection } from '@/components/ui/titled-section';
import { FunctionRefusedError } from '@/lib/function-refusal';

import type { OwnerOrder } from '../api/get-owner-order';
import { useRefundOrder } from '../api/refund-order';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';
import { ActionOutcome } from './action-outcome';
import { RefundForm } from './refund-form';
import { RefundHistory } from './refund-history';

/** refund-order's refusals the screen words in the page's language; others keep the function's sentence. */
const REFUSALS: Record<string, OwnerMessageId> = {
  refund_exceeds_remaining: 're.refund_exceeds_remaining',
  quantity_exceeds_bought: 're.quantity_exceeds_bought',
  not_paid: 're.not_paid',
  fully_refunded: 're.fully_refunded',
  shipping_refunded: 're.shipping_refunded',
  paypal_time_limit: 're.paypal_time_limit',
  paypal_amount_exceeded: 're.paypal_amount_exceeded',
  paypal_fully_refunded: 're.paypal_fully_refunded',
  paypal_unavailable: 're.paypal_unavailable',
  not_shop_owner: 're.not_shop_owner',
};

/** Paid and not all given back: PayPal payments once captured, cash once the courier collected it. */
const refundable = (order: OwnerOrder) =>
  order.paid_amount !== null &&
  ['paid', 'partially_refunded'].includes(order.payment_status) &&
  order.refunded_mad < order.total;

/**
 * Money back on this order: what has been refunded, and the form for more. The outcome is announced;
 * a refusal says why in the page's language.
 */
export function OrderRefunds({ order }: { order: OwnerOrder }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const refund = useRefundOrder();
  const [done, setDone] = useState<string | null>(null);
  const refusal = (error: Error) => {
    const code = error instanceof FunctionRefusedError ? error.reason?.code : undefined;
    const id = code ? REFUSALS[code] : undefined;
    return id ? t(id, { number: order.order_number }) : error.message;
  };
  const status = order.payment_status === 'refunded' ? 'refund.full' : 'refund.unpaid';
  const received = order.return_requests.find((request) => request.status === 'received');

  return (
    <TitledSection id="refunds-heading" title={t('refunds')} level="h3" className="space-y-4">
      <ActionOutcome done={done} refused={refund.error && refusal(refund.error)} />
      <RefundHistory order={order} refund={refund} />
      {refundable(order) ? (
        <RefundForm
          key={`${order.id}-${order.refunds.length}-${received?.id ?? ''}`}
          order={order}
          forReturn={received}
          pending={refund.isPending}
          onRefund={(ask) => {
            setDone(null);
            refund.mutate(ask, {
              onSuccess: (row) =>
                setDone(
                  t(row.status === 'pending' ? 'refund.pending' : 'refund.done', {
                    amount: format.mad(row.amount_mad),
                    number: order.order_number,
                  }),
                ),
            });
          }}
        />
      ) : (
        <p className="text-sm text-ink-soft">{t(status)}</p>
      )}
    </TitledSection>
  );
}
