import { lineRefundValue, refundableQuantity } from '@rules/refunds';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';

import type { OwnerOrder } from '../api/get-owner-order';
import type { RefundAsk } from '../api/refund-order';
import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

type Errors = Partial<Record<string, string>>;

/** Two decimals at most, as the database stores MAD. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Pieces that left the workshop come back only if the owner says so; unshipped ones are still here. */
const stillHere = (status: string) => !['shipped', 'delivered'].includes(status);

/**
 * What to give back: pieces of each line (and whether each goes back on the shelf), the shipping, or an
 * amount of the owner's choosing, with the reason the customer will read. The amount shown is what
 * create_refund will compute (rules/refunds.ts); the database decides, and refuses more than is left.
 */
export function RefundForm({
  order,
  forReturn,
  pending,
  onRefund,
}: {
  order: OwnerOrder;
  /** A received return: the form starts with its pieces, back on the shelf, and the refund ends it. */
  forReturn?: OwnerOrder['return_requests'][number];
  pending: boolean;
  onRefund: (ask: RefundAsk) => void;
}) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const id = useId();
  const lines = order.order_items.filter((item) => refundableQuantity(item) > 0);
  const returned = forReturn?.return_request_items ?? [];
  const [pieces, setPieces] = useState<Record<string, string>>(() =>
    Object.fromEntries(returned.map((piece) => [piece.order_item_id, String(piece.quantity)])),
  );
  const [restock, setRestock] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(returned.map((piece) => [piece.order_item_id, true])),
  );
  const [shipping, setShipping] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const left = Math.round((order.total - order.refunded_mad) * 100) / 100;
  const shippingRefunded = order.refunds.some((r) => r.status !== 'failed' && r.shipping_mad > 0);
  const canRefundShipping = order.shipping > 0 && !shippingRefunded;
  const count = (itemId: string) => Number(pieces[itemId] || 0);
  const worth =
    lines.reduce((sum, item) => {
      const n = count(item.id);
      return Number.isInteger(n) && n > 0 && n <= refundableQuantity(item)
        ? sum + lineRefundValue(item, n)
        : sum;
    }, 0) + (shipping && canRefundShipping ? order.shipping : 0);
  const chosen = amount.trim() === '' ? Math.round(worth * 100) / 100 : Number(amount);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    for (const item of lines) {
      const value = (pieces[item.id] ?? '').trim();
      const max = refundableQuantity(item);
      if (value !== '' && !(/^\d+$/.test(value) && Number(value) <= max))
        found[`qty-${item.id}`] = t('v.refundQty', { max });
    }
    const typed = amount.trim();
    if (typed !== '' && !(AMOUNT.test(typed) && Number(typed) > 0 && Number(typed) <= left))
      found.amount = t('v.refundAmount', { max: format.mad(left) });
    if (!found.amount && Object.keys(found).length === 0 && !(chosen > 0))
      found.amount = t('v.refundNothing');
    if (reason.trim() === '') found.reason = t('v.refundReason');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onRefund({
      order_id: order.id,
      lines: lines
        .filter((item) => count(item.id) > 0)
        .map((item) => ({
          order_item_id: item.id,
          quantity: count(item.id),
          restock: restock[item.id] ?? stillHere(order.order_status),
        })),
      shipping: shipping && canRefundShipping,
      ...(typed !== '' ? { amount_mad: Number(typed) } : {}),
      reason: reason.trim(),
      ...(forReturn ? { return_id: forReturn.id } : {}),
    });
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-md border border-sand-300 p-4"
    >
      <h4 id={`${id}-title`} className="font-medium text-ink">
        {t('refund.title')}
      </h4>
      <p className="text-sm text-ink-soft">{t('refund.left', { amount: format.mad(left) })}</p>
      {forReturn && <p className="text-sm text-ink">{t('refund.forReturn')}</p>}
      {lines.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">{t('refund.pieces')}</legend>
          {lines.map((item) => (
            <div key={item.id} className="grid items-end gap-3 sm:grid-cols-[1fr_auto]">
              <TextField
                name={`qty-${item.id}`}
                label={t('refund.qty', { item: item.product_title })}
                hint={t('refund.of', { count: refundableQuantity(item) })}
                inputMode="numeric"
                dir="ltr"
                placeholder="0"
                value={pieces[item.id] ?? ''}
                error={errors[`qty-${item.id}`]}
                onChange={(event) => setPieces((current) => ({ ...current, [item.id]: event.target.value }))}
              />
              <label className="flex h-12 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-indigo-700"
                  checked={restock[item.id] ?? stillHere(order.order_status)}
                  onChange={(event) =>
                    setRestock((current) => ({ ...current, [item.id]: event.target.checked }))
                  }
                />
                {t('refund.restockOf', { item: item.product_title })}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {canRefundShipping && (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-indigo-700"
            checked={shipping}
            onChange={(event) => setShipping(event.target.checked)}
          />
          {t('refund.shipping', { amount: format.mad(order.shipping) })}
        </label>
      )}
      <TextField
        name="amount"
        label={t('refund.amount')}
        hint={t('refund.amount.hint')}
        inputMode="decimal"
        dir="ltr"
        placeholder={worth > 0 ? worth.toFixed(2) : ''}
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        name="reason"
        label={t('refund.reason')}
        hint={t('refund.reason.hint')}
        dir="auto"
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {chosen > 0 && Number.isFinite(chosen)
          ? t('refund.go', { amount: format.mad(chosen) })
          : t('refund.title')}
      </Button>
    </form>
  );
}
