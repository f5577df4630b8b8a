import { INTL_LOCALE } from '@rules/locales';

import { TitledSection } from '@/components/ui/titled-section';
import { useLocale } from '@/lib/i18n/locale';

import { useOrderEvents } from '../api/get-order-events';
import { nameOf, useOrderText } from '../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
const when = (intl: string) => {
  let format = formats.get(intl);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeStyle: 'short' });
    formats.set(intl, format);
  }
  return format;
};

/** The database's own English note for a parcel that came back, in the page's language. */
const RETURNED_NOTES: Record<string, 'returned.refused' | 'returned.unreachable'> = {
  'refused at delivery': 'returned.refused',
  'not reachable': 'returned.unreachable',
};
const noteIn = (t: ReturnType<typeof useOrderText>, note: string) => {
  const id = RETURNED_NOTES[note];
  return id ? t(id) : note;
};

/**
 * What happened to the order, oldest first: each status it reached and each refund, when, and the
 * shop's note (a refund's is its reason).
 */
export function OrderTimeline({ orderId, orderStatus }: { orderId: string; orderStatus: string }) {
  const { data: events = [] } = useOrderEvents(orderId, orderStatus);
  const t = useOrderText();
  const intl = INTL_LOCALE[useLocale()];
  if (events.length === 0) return null;
  return (
    <TitledSection id="timeline-title" title={t('history')}>
      <ol className="mt-4 space-y-4 border-s border-sand-300 ps-6">
        {events.map((event) => (
          <li key={`${event.at}-${event.kind}-${event.to_status}`} className="relative">
            <span
              aria-hidden
              className="absolute -start-[1.85rem] top-1.5 h-2.5 w-2.5 rounded-full bg-clay-500"
            />
            <p className="font-medium text-ink">
              {nameOf(t, 'st', event.kind === 'refund' ? 'refund' : event.to_status)}
            </p>
            <p className="text-sm text-ink-muted">
              <time dateTime={event.at}>{when(intl).format(new Date(event.at))}</time>
            </p>
            {event.note && (event.kind === 'refund' || event.to_status !== 'shipped') && (
              <p dir="auto" className="mt-1 text-sm text-ink-soft">
                {noteIn(t, event.note)}
              </p>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
