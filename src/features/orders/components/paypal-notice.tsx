import { ButtonLink, buttonClassName } from '@/components/ui';

import { approvalUrlFor } from '../paypal-retry';
import type { Order } from '../types';

/**
 * What is happening with a PayPal payment: cancelled on PayPal (with a way back to approve the same
 * order), or still waiting (the page re-reads the order every few seconds).
 */
export function PaypalNotice({ order, cancelled }: { order: Order; cancelled: boolean }) {
  if (order.payment_method !== 'paypal' || order.payment_status !== 'pending') return null;
  if (order.order_status === 'cancelled') return null; // the hold ran out: OrderStateNotice says so
  if (cancelled) {
    const retryUrl = approvalUrlFor(order.id);
    return (
      <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-5 text-amber-900">
        <p className="font-semibold">Your PayPal payment was cancelled.</p>
        <p className="mt-1 text-sm">
          Your order is saved but not paid yet. You can go back to PayPal to pay for it, or write to us.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {retryUrl && (
            <a href={retryUrl} target="_blank" rel="noopener" className={buttonClassName({ size: 'sm' })}>
              Pay with PayPal again
            </a>
          )}
          <ButtonLink to="/contact" size="sm" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
      <p className="font-semibold text-ink">Waiting for your PayPal payment…</p>
      <p className="mt-1 text-sm">
        Approve the payment in the PayPal tab. This page updates by itself as soon as PayPal confirms it.
      </p>
    </div>
  );
}
