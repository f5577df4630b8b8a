import { useOrderEvents } from '../api/get-order-events';
import { statusLabel } from '../order-status';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** What happened to the order, oldest first: each status it reached, when, and the shop's note. */
export function OrderTimeline({ orderId, orderStatus }: { orderId: string; orderStatus: string }) {
  const { data: events = [] } = useOrderEvents(orderId, orderStatus);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-2xl font-light text-ink">
        Order history
      </h2>
      <ol className="mt-4 space-y-4 border-l border-sand-300 pl-6">
        {events.map((event) => (
          <li key={`${event.at}-${event.to_status}`} className="relative">
            <span
              aria-hidden
              className="absolute -left-[1.85rem] top-1.5 h-2.5 w-2.5 rounded-full bg-clay-500"
            />
            <p className="font-medium text-ink">{statusLabel(event.to_status)}</p>
            <p className="text-sm text-ink-muted">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
            </p>
            {event.note && event.to_status !== 'shipped' && (
              <p className="mt-1 text-sm text-ink-soft">{event.note}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
