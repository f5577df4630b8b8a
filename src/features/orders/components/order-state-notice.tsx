import type { Order } from '../types';

/** What the shopper should know about where the order stands: awaiting confirmation, or cancelled. */
export function OrderStateNotice({ order }: { order: Order }) {
  // A declined PayPal payment cancels the order: PaypalNotice says so, with a way to try again.
  const declined = order.payment_method === 'paypal' && order.payment_status === 'failed';
  if (order.order_status === 'cancelled' && !declined) {
    return (
      <div role="status" className="rounded-md border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-semibold">
          This order was cancelled{order.cancel_reason ? `: ${order.cancel_reason}` : ''}.
        </p>
        <p className="mt-1 text-sm">
          {order.payment_status === 'refunded'
            ? 'Nothing will be sent, and your payment has been refunded in full.'
            : 'Nothing will be sent, and nothing is charged for it.'}
        </p>
      </div>
    );
  }
  if (order.payment_method === 'cod' && order.order_status === 'pending') {
    return (
      <div role="status" className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
        <p className="font-semibold text-ink">We will call you to confirm your order.</p>
        <p className="mt-1 text-sm">Your pieces are set aside for you until then.</p>
      </div>
    );
  }
  return null;
}
