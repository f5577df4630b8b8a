import { formatAmountIn, isCurrency } from '@rules/money';

import { Badge, Button, type BadgeTone } from '@/components/ui';

import type { OwnerOrder } from '../api/get-owner-order';
import type { useRefundOrder } from '../api/refund-order';
import { aroundSlot, shopWords, SLOT, useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

type Refund = OwnerOrder['refunds'][number];

const TONES: Record<string, BadgeTone> = { succeeded: 'green', pending: 'yellow', failed: 'red' };

/**
 * The order's refunds, oldest first: how much (in MAD, and in the currency the customer paid), how,
 * why, which pieces and whether they went back on the shelf. A refund PayPal has not finished can be
 * asked about again, with the same request, so it is never made twice.
 */
export function RefundHistory({
  order,
  refund,
}: {
  order: OwnerOrder;
  refund: ReturnType<typeof useRefundOrder>;
}) {
  const t = useOwnerText();
  if (order.refunds.length === 0) return <p className="text-sm text-ink-soft">{t('refund.none')}</p>;
  return (
    <ul className="space-y-3 text-sm">
      {order.refunds.map((row) => (
        <RefundRow key={row.id} order={order} row={row} refund={refund} />
      ))}
    </ul>
  );
}

function RefundRow({
  order,
  row,
  refund,
}: {
  order: OwnerOrder;
  row: Refund;
  refund: ReturnType<typeof useRefundOrder>;
}) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const title = (itemId: string) => order.order_items.find((item) => item.id === itemId)?.product_title ?? '';
  // PayPal's and the functions' reasons are English sentences, shown as written and marked as English.
  const [failedBefore, failedAfter] = aroundSlot(t('refund.failedBecause', { reason: SLOT }));
  const paid =
    row.currency !== 'MAD' && isCurrency(row.currency)
      ? formatAmountIn(row.amount, row.currency, format.intl)
      : null;
  return (
    <li className="rounded-md border border-sand-300 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{format.mad(row.amount_mad)}</span>
        {paid && <span className="text-ink-soft">({paid})</span>}
        <Badge tone={TONES[row.status] ?? 'grey'}>
          {t(`refund.st.${row.status}` as 'refund.st.pending')}
        </Badge>
        <span className="text-ink-muted">
          ·{' '}
          {t(
            row.source === 'paypal_dashboard'
              ? 'refund.dashboard'
              : row.provider === 'manual'
                ? 'refund.cash'
                : 'refund.paypal',
          )}
          {' · '}
          <time dateTime={row.created_at}>{format.when(row.created_at)}</time>
        </span>
      </p>
      <p dir="auto" className="mt-1 text-ink-soft">
        {shopWords(t, row.reason) ?? row.reason}
      </p>
      {row.refund_items.length > 0 && (
        <ul className="mt-1 text-ink-soft">
          {row.refund_items.map((piece) => (
            <li key={piece.order_item_id}>
              <bdi>{title(piece.order_item_id)}</bdi> × {format.number(piece.quantity)}
              {piece.restock && row.status === 'succeeded' && ` · ${t('refund.restocked')}`}
            </li>
          ))}
        </ul>
      )}
      {row.status === 'failed' && row.failure_reason && (
        <p className="mt-1 text-clay-700">
          {failedBefore}
          <bdi lang="en">{row.failure_reason}</bdi>
          {failedAfter}
        </p>
      )}
      {row.status === 'pending' && row.provider === 'paypal' && (
        <Button
          className="mt-2"
          variant="secondary"
          disabled={refund.isPending}
          onClick={() => refund.mutate({ refund_id: row.id })}
        >
          {t('refund.check')}
        </Button>
      )}
    </li>
  );
}
