import { useState, type FormEvent } from 'react';

import { Badge, Button, type BadgeTone } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';

import type { OwnerOrder } from '../api/get-owner-order';
import { useReturnPhotoLink } from '../api/return-photo-link';
import { useSetReturnStatus, type ReturnMove } from '../api/set-return-status';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';
import { ActionOutcome } from './action-outcome';

type ReturnRequest = OwnerOrder['return_requests'][number];

const TONES: Record<string, BadgeTone> = {
  requested: 'yellow',
  approved: 'blue',
  received: 'blue',
  refunded: 'green',
  rejected: 'red',
};

/** The database's refusals of a move, in the page's words; anything else keeps its own sentence. */
const REFUSALS: Record<string, OwnerMessageId> = {
  invalid_return_change: 're.invalid_return_change',
  reject_reason_required: 'v.rejectReason',
  not_shop_owner: 're.not_shop_owner',
};

/**
 * The pieces customers asked to send back, and the owner's moves on each: approve (the customer is
 * mailed the return address), mark received once the parcel is in, or reject with a reason. A received
 * return is refunded from the refund form below, which starts with its pieces.
 */
export function OrderReturns({ order }: { order: OwnerOrder }) {
  const t = useOwnerText();
  const move = useSetReturnStatus();
  const [done, setDone] = useState<string | null>(null);
  if (order.return_requests.length === 0) return null;
  const run = (request: ReturnMove) => {
    setDone(null);
    move.mutate(request, {
      onSuccess: () => setDone(t('ret.moved', { status: t(`ret.st.${request.to}`) })),
    });
  };
  const refused = (error: Error & { hint?: unknown }) => {
    const id = typeof error.hint === 'string' ? REFUSALS[error.hint] : undefined;
    return id ? t(id) : error.message;
  };
  return (
    <TitledSection id="returns-heading" title={t('returns')} level="h3" className="space-y-4">
      <ActionOutcome done={done} refused={move.error && refused(move.error)} />
      <ul className="space-y-3 text-sm">
        {order.return_requests.map((request) => (
          <ReturnItem
            key={request.id}
            order={order}
            request={request}
            pending={move.isPending}
            onMove={run}
          />
        ))}
      </ul>
    </TitledSection>
  );
}

function ReturnItem({
  order,
  request,
  pending,
  onMove,
}: {
  order: OwnerOrder;
  request: ReturnRequest;
  pending: boolean;
  onMove: (move: ReturnMove) => void;
}) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const title = (itemId: string) => order.order_items.find((item) => item.id === itemId)?.product_title ?? '';
  return (
    <li className="space-y-2 rounded-md border border-sand-300 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={TONES[request.status] ?? 'grey'}>
          {t(`ret.st.${request.status}` as 'ret.st.requested')}
        </Badge>
        <span className="text-ink">{t(`ret.why.${request.reason}` as 'ret.why.damaged')}</span>
        <span className="text-ink-muted">
          · <time dateTime={request.created_at}>{format.when(request.created_at)}</time>
        </span>
      </p>
      {request.note && (
        <p dir="auto" className="text-ink-soft">
          {t('ret.note')} <bdi>{request.note}</bdi>
        </p>
      )}
      {request.photo_path && <ReturnPhoto path={request.photo_path} />}
      <ul className="text-ink-soft">
        {request.return_request_items.map((piece) => (
          <li key={piece.order_item_id}>
            <bdi>{title(piece.order_item_id)}</bdi> × {format.number(piece.quantity)}
          </li>
        ))}
      </ul>
      {request.status === 'rejected' && request.reject_reason && (
        <p dir="auto" className="text-clay-700">
          {t('ret.rejectedBecause')} <bdi>{request.reject_reason}</bdi>
        </p>
      )}
      {request.status === 'received' && <p className="text-ink">{t('ret.refundBelow')}</p>}
      <div className="flex flex-wrap gap-3">
        {request.status === 'requested' && (
          <Button disabled={pending} onClick={() => onMove({ returnId: request.id, to: 'approved' })}>
            {t('ret.approve')}
          </Button>
        )}
        {request.status === 'approved' && (
          <Button disabled={pending} onClick={() => onMove({ returnId: request.id, to: 'received' })}>
            {t('ret.receive')}
          </Button>
        )}
      </div>
      {(request.status === 'requested' || request.status === 'approved') && (
        <RejectForm returnId={request.id} pending={pending} onMove={onMove} />
      )}
    </li>
  );
}

/** Rejecting asks for the reason the customer will read. */
function RejectForm({
  returnId,
  pending,
  onMove,
}: {
  returnId: string;
  pending: boolean;
  onMove: (move: ReturnMove) => void;
}) {
  const t = useOwnerText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('v.rejectReason'));
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setError(null);
    onMove({ returnId, to: 'rejected', reason: reason.trim() });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('ret.reject')}
      className="flex flex-wrap items-end gap-3"
    >
      <TextField
        className="min-w-[16rem] flex-1"
        label={t('ret.rejectReason')}
        hint={t('cancel.hint')}
        dir="auto"
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {t('ret.reject')}
      </Button>
    </form>
  );
}

/** The customer's photo, small, opening full size in a new tab. */
function ReturnPhoto({ path }: { path: string }) {
  const t = useOwnerText();
  const link = useReturnPhotoLink(path);
  if (link.isError) return <p className="text-clay-700">{t('ret.photoUnavailable')}</p>;
  if (!link.data) return <p className="h-24 text-ink-muted">{t('ret.photoLoading')}</p>;
  return (
    <a href={link.data} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={link.data}
        alt={t('ret.photo')}
        width={96}
        height={96}
        className="h-24 w-24 rounded-sm border border-sand-300 object-cover"
      />
    </a>
  );
}
