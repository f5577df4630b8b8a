import { INTL_LOCALE } from '@rules/locales';
import { MAX_RETURN_PHOTO_BYTES } from '@rules/return-photos';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';
import { useLocale } from '@/lib/i18n/locale';

import { useOrderReturns, useRequestReturn, type OrderReturn, type ReturnAsk } from '../api/order-returns';
import { useReturnText, type ReturnMessageId } from '../i18n/returns';
import type { Order } from '../types';
import { PieceList } from './piece-list';
import { ReturnPhotoField } from './return-photo-field';

const DAY_MS = 86_400_000;
const REASONS = ['damaged', 'wrong_item', 'changed_mind'] as const;
/** request_return's and open_return_photo_upload's refusals a customer can meet, in the page's words. */
const REFUSALS: Record<string, ReturnMessageId> = {
  quantity_exceeds_delivered: 'e.quantity_exceeds_delivered',
  return_window_closed: 'e.return_window_closed',
  unknown_order: 'e.unknown_order',
  photo_not_image: 'e.photo_not_image',
  photo_too_large: 'e.photo_too_large',
  too_many_photos: 'e.too_many_photos',
  photo_missing: 'e.photo_missing',
};
/** Storage's refusals of the upload itself (its bucket's limits), by status. */
const STORAGE_REFUSALS: Record<string, ReturnMessageId> = {
  '413': 'e.photo_too_large',
  '415': 'e.photo_not_image',
};

function refusalOf(error: unknown): ReturnMessageId {
  const { hint, statusCode } = (error ?? {}) as { hint?: unknown; statusCode?: unknown };
  if (typeof hint === 'string' && REFUSALS[hint]) return REFUSALS[hint];
  if (typeof statusCode === 'string' && STORAGE_REFUSALS[statusCode]) return STORAGE_REFUSALS[statusCode];
  return 'e.other';
}

/**
 * Sending pieces of a delivered order back: the returns asked for so far and where each stands (with
 * the address once approved), and, while the shop's return window is open, the form to ask for more.
 * The database decides who may ask and for which pieces; the form offers what it would accept.
 */
export default function OrderReturns({ order }: { order: Order }) {
  const t = useReturnText();
  const intl = INTL_LOCALE[useLocale()];
  const read = useOrderReturns(order.id);
  if (!read.data || !order.delivered_at) return null;
  const { returns, windowDays } = read.data;
  const until = new Date(Date.parse(order.delivered_at) + windowDays * DAY_MS);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(until);
  const asked = (itemId: string) =>
    returns
      .filter((request) => request.status !== 'rejected')
      .flatMap((request) => request.lines)
      .filter((line) => line.order_item_id === itemId)
      .reduce((sum, line) => sum + line.quantity, 0);
  const returnable = order.items
    .map((item) => ({ item, max: item.quantity - Math.max(item.refunded_quantity, asked(item.id)) }))
    .filter(({ max }) => max > 0);
  // Read when the returns were: a render stays pure, and the window is as fresh as what it shows.
  const open = read.dataUpdatedAt <= until.getTime();
  return (
    <TitledSection id="returns-title" title={t('title')}>
      {returns.length > 0 && <ReturnList order={order} returns={returns} />}
      {!open ? (
        <p className="mt-4 text-sm text-ink-soft">{t('closed', { date })}</p>
      ) : (
        returnable.length > 0 && (
          <>
            <p className="mt-4 text-sm text-ink-soft">{t('window', { date })}</p>
            <ReturnForm key={returns.length} order={order} returnable={returnable} />
          </>
        )
      )}
    </TitledSection>
  );
}

function ReturnList({ order, returns }: { order: Order; returns: OrderReturn[] }) {
  const t = useReturnText();
  return (
    <>
      <h3 className="mt-4 text-lg font-light text-ink">{t('yours')}</h3>
      <ul className="mt-2 space-y-3 text-sm">
        {returns.map((request) => (
          <li key={request.id} className="rounded-sm bg-sand-100 p-4">
            <p className="text-ink">
              {t(`st.${request.status}` as 'st.requested', {
                address: request.return_address ?? '',
                reason: request.reject_reason ?? '',
              })}
            </p>
            <PieceList items={order.items} lines={request.lines} className="mt-1 text-ink-soft" />
            {request.photo_path && <p className="mt-1 text-ink-soft">{t('photo.sent')}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

type Errors = Partial<Record<'pieces' | 'reason' | 'email', string>>;

function ReturnForm({
  order,
  returnable,
}: {
  order: Order;
  returnable: { item: Order['items'][number]; max: number }[];
}) {
  const t = useReturnText();
  const id = useId();
  const ask = useRequestReturn(order.id);
  const [pieces, setPieces] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnAsk['reason'] | null>(null);
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const guest = order.user_id === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = returnable
      .filter(({ item }) => (pieces[item.id] ?? 0) > 0)
      .map(({ item }) => ({ order_item_id: item.id, quantity: pieces[item.id]! }));
    const found: Errors = {
      ...(lines.length === 0 && { pieces: t('v.pieces') }),
      ...(!reason && { reason: t('v.reason') }),
      ...(guest && email.trim() === '' && { email: t('v.email') }),
    };
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first || !reason) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setSent(false);
    ask.mutate(
      {
        ask: {
          order_id: order.id,
          lines,
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(guest ? { email } : {}),
        },
        photo,
      },
      { onSuccess: () => setSent(true) },
    );
  };

  return (
    <form aria-labelledby={`${id}-go`} noValidate onSubmit={submit} className="mt-4 space-y-4">
      <div aria-live="polite" className="text-sm">
        {sent && <p className="text-ink">{t('sent')}</p>}
      </div>
      {ask.error && (
        <p role="alert" className="rounded-md border border-clay-700 px-4 py-3 text-sm text-clay-700">
          {t(refusalOf(ask.error), { megabytes: MAX_RETURN_PHOTO_BYTES / (1024 * 1024) })}
        </p>
      )}
      <div className="space-y-3">
        {returnable.map(({ item, max }, index) => (
          <label key={item.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink">
            <span>
              {t('qty', { item: item.product_title })}{' '}
              <span className="text-ink-muted">{t('of', { count: max })}</span>
            </span>
            <select
              data-field={index === 0 ? 'pieces' : undefined}
              className="h-12 rounded-md border border-sand-300 bg-white px-3"
              value={pieces[item.id] ?? 0}
              aria-invalid={errors.pieces ? true : undefined}
              onChange={(event) =>
                setPieces((current) => ({ ...current, [item.id]: Number(event.target.value) }))
              }
            >
              {Array.from({ length: max + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        ))}
        {errors.pieces && <p className="text-sm text-clay-700">{errors.pieces}</p>}
      </div>
      <fieldset aria-invalid={errors.reason ? true : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('reason')}</legend>
        {REASONS.map((value, index) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-reason`}
              data-field={index === 0 ? 'reason' : undefined}
              className="h-5 w-5 accent-indigo-700"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`why.${value}`)}
          </label>
        ))}
        {errors.reason && <p className="text-sm text-clay-700">{errors.reason}</p>}
      </fieldset>
      <TextField
        label={t('note')}
        hint={t('note.hint')}
        dir="auto"
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <ReturnPhotoField onChange={setPhoto} />
      {guest && (
        <TextField
          data-field="email"
          label={t('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <Button id={`${id}-go`} type="submit" disabled={ask.isPending}>
        {t('go')}
      </Button>
    </form>
  );
}
