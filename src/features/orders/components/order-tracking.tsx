import { safeTrackingUrl } from '../order-status';
import { useOrderText } from '../i18n';
import type { Order } from '../types';

/** Where the parcel is: carrier and tracking number once shipped, a link when the carrier has one. */
export default function OrderTracking({ order }: { order: Order }) {
  const t = useOrderText();
  if (!order.carrier || !order.tracking_number) return null;
  const url = safeTrackingUrl(order.tracking_url);
  return (
    <div className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
      <p className="font-semibold text-ink">{t('track.on', { carrier: order.carrier })}</p>
      <p className="mt-1 text-sm">
        {t('track.number')} <span className="font-medium text-ink">{order.tracking_number}</span>
      </p>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-clay-700 underline underline-offset-4"
        >
          {t('track.link', { carrier: order.carrier })}
        </a>
      )}
    </div>
  );
}
