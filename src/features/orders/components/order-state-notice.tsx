import { useOrderText } from '../i18n';
import type { Order } from '../types';

/**
 * What the shopper should know about where the order stands: awaiting confirmation, cancelled, or
 * come back to the shop (refused at the door, or the courier could not reach them).
 */
export function OrderStateNotice({ order }: { order: Order }) {
  const t = useOrderText();
  // A declined PayPal payment cancels the order: PaypalNotice says so, with a way to try again.
  const declined = order.payment_method === 'paypal' && order.payment_status === 'failed';
  if (order.order_status === 'cancelled' && !declined) {
    return (
      <div role="status" className="rounded-md border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">
          {order.cancel_reason ? t('cancelledWhy', { reason: order.cancel_reason }) : t('cancelled')}
        </p>
        <p className="mt-1 text-sm">
          {order.payment_status === 'refunded' ? t('cancel.refunded') : t('cancel.none')}
        </p>
      </div>
    );
  }
  if (order.order_status === 'returned') {
    return (
      <div role="status" className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
        <p className="font-semibold text-ink">
          {t(order.returned_reason === 'unreachable' ? 'returned.unreachable' : 'returned.refused')}
        </p>
        {/* A cash order was never paid; a paid one is the shop's to settle with the customer. */}
        <p className="mt-1 text-sm">{t(order.payment_method === 'cod' ? 'returned.cod' : 'returned.paid')}</p>
      </div>
    );
  }
  if (order.payment_method === 'cod' && order.order_status === 'pending') {
    return (
      <div role="status" className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
        <p className="font-semibold text-ink">{t('cod.call')}</p>
        <p className="mt-1 text-sm">{t('cod.held')}</p>
      </div>
    );
  }
  return null;
}
