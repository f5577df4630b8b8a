import { TitledSection } from '@/components/ui/titled-section';
import { nameOf, useOrderText } from '@/features/orders';

import type { OwnerOrder } from '../api/get-owner-order';
import { shopWords, useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

/** A return's move as the returns migration notes it: its status, and the customer's or owner's words. */
function returnMove(event: { kind: string; note: string | null }) {
  const match = event.kind === 'return' ? /^return (\w+)(?:: (.*))?$/s.exec(event.note ?? '') : null;
  return match ? { status: match[1]!, words: match[2] } : null;
}

/** Who moved the order, when, and why: the owner's own notes as written, the shop's in its words. */
export function OrderHistory({ order }: { order: OwnerOrder }) {
  const orderText = useOrderText();
  const t = useOwnerText();
  const format = useOwnerFormats();
  // A status move names the status; a refund and a return's move (note: 'return <status>[: words]') their own.
  const eventName = (event: OwnerOrder['order_events'][number]) => {
    if (event.kind === 'refund') return nameOf(orderText, 'st', 'refund');
    const moved = returnMove(event);
    if (moved) return `${t('returns')}: ${t(`ret.st.${moved.status}` as 'ret.st.requested')}`;
    return nameOf(orderText, 'st', event.to_status);
  };
  // A request's words are its reason (a code, named here); a rejection's the owner's own.
  const returnWords = (event: OwnerOrder['order_events'][number]) => {
    const moved = returnMove(event);
    if (!moved?.words) return null;
    return moved.status === 'requested' ? t(`ret.why.${moved.words}` as 'ret.why.damaged') : moved.words;
  };
  return (
    <TitledSection id="owner-timeline-heading" title={t('timeline')} level="h3">
      <ol className="mt-3 space-y-3 border-s border-sand-300 ps-5 text-sm">
        {order.order_events.map((event) => (
          <li key={event.id}>
            <p className="font-medium text-ink">
              {eventName(event)}
              <span className="font-normal text-ink-muted">
                {' '}
                · {t(event.actor_id ? 'by.owner' : 'by.shop')}
              </span>
            </p>
            <p className="text-ink-muted">
              <time dateTime={event.at}>{format.when(event.at)}</time>
            </p>
            {event.note && event.kind !== 'return' && (
              <p dir="auto" className="text-ink-soft">
                {(!event.actor_id && shopWords(t, event.note)) || event.note}
              </p>
            )}
            {returnWords(event) && (
              <p dir="auto" className="text-ink-soft">
                {returnWords(event)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

/**
 * PayPal payments the shop refused to trust. Their reasons are the payment functions' own English
 * sentences (with amounts and ids), shown as written and marked as English.
 */
export function PaymentFlags({ flags }: { flags: OwnerOrder['order_payment_flags'] }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  if (flags.length === 0) return null;
  return (
    <section aria-labelledby="flags-heading" className="rounded-md border border-clay-700 bg-sand-50 p-4">
      <h3 id="flags-heading" className="font-semibold text-clay-800">
        {t('flags')}
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {flags.map((flag) => (
          <li key={flag.id}>
            <bdi lang="en">{flag.reason}</bdi>{' '}
            <span className="text-ink-muted">
              (<time dateTime={flag.flagged_at}>{format.when(flag.flagged_at)}</time>)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
