import { TitledSection } from '@/components/ui/titled-section';
import { nameOf, useOrderText } from '@/features/orders';

import type { OwnerOrder } from '../api/get-owner-order';
import { shopWords, useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

/** Who moved the order, when, and why: the owner's own notes as written, the shop's in its words. */
export function OrderHistory({ order }: { order: OwnerOrder }) {
  const orderText = useOrderText();
  const t = useOwnerText();
  const format = useOwnerFormats();
  return (
    <TitledSection id="owner-timeline-heading" title={t('timeline')} level="h3">
      <ol className="mt-3 space-y-3 border-s border-sand-300 ps-5 text-sm">
        {order.order_events.map((event) => (
          <li key={event.id}>
            <p className="font-medium text-ink">
              {nameOf(orderText, 'st', event.kind === 'refund' ? 'refund' : event.to_status)}
              <span className="font-normal text-ink-muted">
                {' '}
                · {t(event.actor_id ? 'by.owner' : 'by.shop')}
              </span>
            </p>
            <p className="text-ink-muted">
              <time dateTime={event.at}>{format.when(event.at)}</time>
            </p>
            {event.note && (
              <p dir="auto" className="text-ink-soft">
                {(!event.actor_id && shopWords(t, event.note)) || event.note}
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
