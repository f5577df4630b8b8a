import { useState, type FormEvent, type ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { safeTrackingUrl } from '@/features/orders';

import type { StatusMove } from '../api/set-order-status';
import { useOwnerText } from '../i18n';

export type Move = Omit<StatusMove, 'orderId'>;

/** An https link the database will take (orders_tracking_url_is_https), or nothing at all. */
const trackingLinkIsValid = (url: string) => url === '' || (!/\s/.test(url) && safeTrackingUrl(url) !== null);

/**
 * A form's fields and its own checks, in the page's language, before the database's (which refuses
 * the same things): the browser's bubbles would speak the browser's language instead of the page's.
 * `field(name)` is what a TextField needs to show and change one of them.
 */
function useFields<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const check = (form: HTMLFormElement, found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return !first;
  };
  return { values, field, check };
}

/** A move that asks for words first: its form, named by its heading, and the button that sends it. */
export function MoveForm({
  id,
  title,
  submit,
  variant,
  pending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  variant?: ButtonProps['variant'];
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-labelledby={id}
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-md border border-sand-300 p-4"
    >
      <h4 id={id} className="font-medium text-ink">
        {title}
      </h4>
      {children}
      <Button type="submit" variant={variant} disabled={pending}>
        {submit}
      </Button>
    </form>
  );
}

/** Shipping asks for the carrier and tracking number, and takes the carrier's tracking page if given. */
export function ShipForm({ pending, onShip }: { pending: boolean; onShip: (move: Move) => void }) {
  const t = useOwnerText();
  const { values, field, check } = useFields({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { carrier, trackingNumber } = values;
    const link = values.trackingUrl.trim();
    const valid = check(event.currentTarget, {
      ...(carrier.trim() === '' && { carrier: t('v.carrier') }),
      ...(trackingNumber.trim() === '' && { trackingNumber: t('v.trackNo') }),
      ...(!trackingLinkIsValid(link) && { trackingUrl: t('v.trackLink') }),
    });
    if (valid) onShip({ to: 'shipped', carrier, trackingNumber, trackingUrl: link });
  };
  return (
    <MoveForm
      id="ship-heading"
      title={t('do.shipped')}
      submit={t('do.shipped')}
      pending={pending}
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('carrier')} required {...field('carrier')} />
        <TextField label={t('trackNo')} dir="ltr" required {...field('trackingNumber')} />
      </div>
      <TextField
        label={t('trackLink')}
        hint={t('trackLink.hint')}
        type="url"
        dir="ltr"
        placeholder="https://"
        {...field('trackingUrl')}
      />
    </MoveForm>
  );
}

/** Cancelling asks for a reason, which the customer is shown. */
export function CancelForm({ pending, onCancel }: { pending: boolean; onCancel: (move: Move) => void }) {
  const t = useOwnerText();
  const { values, field, check } = useFields({ reason: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = check(event.currentTarget, values.reason.trim() === '' ? { reason: t('v.reason') } : {});
    if (valid) onCancel({ to: 'cancelled', note: values.reason });
  };
  return (
    <MoveForm
      id="cancel-heading"
      title={t('cancel.title')}
      submit={t('cancel.go')}
      variant="secondary"
      pending={pending}
      onSubmit={submit}
    >
      <TextField
        label={t('cancel.reason')}
        hint={t('cancel.hint')}
        dir="auto"
        required
        {...field('reason')}
      />
    </MoveForm>
  );
}
