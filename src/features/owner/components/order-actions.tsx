import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { nameOf, safeTrackingUrl, useOrderText } from '@/features/orders';
import { nextOrderStatuses } from '@rules/order-status';

import type { OwnerOrder } from '../api/get-owner-order';
import { useSetOrderStatus, type StatusMove } from '../api/set-order-status';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useRefusalText } from '../refusal';
import { useOwnerFormats } from '../use-owner-formats';

/** The moves that need nothing but a click, with their buttons' words. */
const SIMPLE_MOVES: Record<string, OwnerMessageId> = {
  confirmed: 'do.confirmed',
  processing: 'do.processing',
  delivered: 'do.delivered',
};

type Move = Omit<StatusMove, 'orderId'>;

/**
 * The moves this order allows next (the same list the database enforces). Shipping asks for the
 * carrier and tracking number, cancelling for a reason; a refusal says why, in the page's language.
 */
export function OrderActions({ order, onMoved }: { order: OwnerOrder; onMoved: () => void }) {
  const t = useOwnerText();
  const orderText = useOrderText();
  const refusal = useRefusalText();
  const { intl } = useOwnerFormats();
  const move = useSetOrderStatus();
  const [done, setDone] = useState<string | null>(null);
  const next = nextOrderStatuses(order.order_status);
  const status = (value: string) => nameOf(orderText, 'ord', value);
  const run = (request: Move) => {
    setDone(null);
    move.mutate(
      { orderId: order.id, ...request },
      {
        onSuccess: () => {
          setDone(t('moved', { number: order.order_number, status: status(request.to) }));
          onMoved();
        },
      },
    );
  };

  return (
    <section aria-labelledby="actions-heading" className="space-y-4">
      <h3 id="actions-heading" className="text-xl font-light text-ink">
        {t('next')}
      </h3>
      <div aria-live="polite" className="text-sm">
        {done && <p className="text-ink">{done}</p>}
      </div>
      {move.error && (
        <p role="alert" className="rounded-md border border-clay-700 px-4 py-3 text-sm text-clay-700">
          {refusal(move.error, order.order_number, intl)}
        </p>
      )}
      {next.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('final', { status: status(order.order_status) })}</p>
      ) : (
        <div className="space-y-6">
          {next.some((to) => to in SIMPLE_MOVES) && (
            <div className="flex flex-wrap gap-3">
              {next
                .filter((to) => to in SIMPLE_MOVES)
                .map((to) => (
                  <Button key={to} disabled={move.isPending} onClick={() => run({ to })}>
                    {t(SIMPLE_MOVES[to]!)}
                  </Button>
                ))}
            </div>
          )}
          {next.includes('shipped') && <ShipForm pending={move.isPending} onShip={run} />}
          {next.includes('cancelled') && <CancelForm pending={move.isPending} onCancel={run} />}
        </div>
      )}
    </section>
  );
}

/** An https link the database will take (orders_tracking_url_is_https), or nothing at all. */
const trackingLinkIsValid = (url: string) => url === '' || (!/\s/.test(url) && safeTrackingUrl(url) !== null);

/**
 * The form's own checks, in the page's language, before the database's (which refuses the same
 * things): the browser's bubbles would speak the browser's language instead of the page's.
 */
function useChecks<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = (form: HTMLFormElement, found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return !first;
  };
  return { errors, check };
}

function ShipForm({ pending, onShip }: { pending: boolean; onShip: (move: Move) => void }) {
  const t = useOwnerText();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const { errors, check } = useChecks<'carrier' | 'trackingNumber' | 'trackingUrl'>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const link = trackingUrl.trim();
    const valid = check(event.currentTarget, {
      ...(carrier.trim() === '' && { carrier: t('v.carrier') }),
      ...(trackingNumber.trim() === '' && { trackingNumber: t('v.trackNo') }),
      ...(!trackingLinkIsValid(link) && { trackingUrl: t('v.trackLink') }),
    });
    if (valid) onShip({ to: 'shipped', carrier, trackingNumber, trackingUrl: link });
  };
  return (
    <form
      aria-labelledby="ship-heading"
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-md border border-sand-300 p-4"
    >
      <h4 id="ship-heading" className="font-medium text-ink">
        {t('do.shipped')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('carrier')}
          name="carrier"
          required
          error={errors.carrier}
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
        />
        <TextField
          label={t('trackNo')}
          name="trackingNumber"
          dir="ltr"
          required
          error={errors.trackingNumber}
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
      </div>
      <TextField
        label={t('trackLink')}
        hint={t('trackLink.hint')}
        name="trackingUrl"
        type="url"
        dir="ltr"
        placeholder="https://"
        error={errors.trackingUrl}
        value={trackingUrl}
        onChange={(e) => setTrackingUrl(e.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {t('do.shipped')}
      </Button>
    </form>
  );
}

function CancelForm({ pending, onCancel }: { pending: boolean; onCancel: (move: Move) => void }) {
  const t = useOwnerText();
  const [reason, setReason] = useState('');
  const { errors, check } = useChecks<'reason'>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = check(event.currentTarget, reason.trim() === '' ? { reason: t('v.reason') } : {});
    if (valid) onCancel({ to: 'cancelled', note: reason });
  };
  return (
    <form
      aria-labelledby="cancel-heading"
      noValidate
      onSubmit={submit}
      className="space-y-3 rounded-md border border-sand-300 p-4"
    >
      <h4 id="cancel-heading" className="font-medium text-ink">
        {t('cancel.title')}
      </h4>
      <TextField
        label={t('cancel.reason')}
        hint={t('cancel.hint')}
        name="reason"
        dir="auto"
        required
        error={errors.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {t('cancel.go')}
      </Button>
    </form>
  );
}
