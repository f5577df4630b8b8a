import { ButtonLink, buttonClassName } from '@/components/ui';

import type { Order } from '../types';
import type { PaypalReturn } from '../use-paypal-return';

const alertBox = 'rounded-md border border-amber-300 bg-amber-50 p-5 text-amber-900';

const contactUs = (
  <ButtonLink to="/contact" size="sm" variant="secondary">
    Contact us
  </ButtonLink>
);

/**
 * Where a PayPal payment stands: declined (the order is cancelled; the bag still holds the pieces, so
 * the shopper can try again), cancelled on PayPal (the same order can still be approved), or waiting
 * (the page re-reads the order every few seconds).
 */
export function PaypalNotice({ order, paypal }: { order: Order; paypal: PaypalReturn }) {
  if (order.payment_method !== 'paypal') return null;
  const { attempt, cancelled, retry } = paypal;
  if (order.payment_status === 'failed') {
    return (
      <div role="alert" className={alertBox}>
        <p className="font-semibold">Your PayPal payment did not go through.</p>
        <p className="mt-1 text-sm">
          Nothing was charged and this order is cancelled.
          {attempt && ' Your bag still holds your pieces, so you can try again.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {attempt && (
            <ButtonLink to="/checkout" size="sm">
              Try again
            </ButtonLink>
          )}
          {contactUs}
        </div>
      </div>
    );
  }
  if (order.payment_status !== 'pending') return null;
  if (order.order_status === 'cancelled') return null; // the hold ran out: OrderStateNotice says so
  const payAgain = attempt && (
    <a
      href={attempt.url}
      target="_blank"
      rel="noopener"
      onClick={retry}
      className={buttonClassName({ size: 'sm', variant: cancelled ? 'primary' : 'secondary' })}
    >
      {cancelled ? 'Pay with PayPal again' : 'Open PayPal again'}
    </a>
  );
  if (cancelled) {
    return (
      <div role="alert" className={alertBox}>
        <p className="font-semibold">Your PayPal payment was cancelled.</p>
        <p className="mt-1 text-sm">
          {attempt
            ? 'Nothing was charged, and your bag still holds your pieces. You can go back to PayPal to pay for this order, or return to the checkout.'
            : 'Your order is saved but not paid yet. Write to us and we will help you pay for it.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {payAgain}
          {attempt && (
            <ButtonLink to="/checkout" size="sm" variant="secondary">
              Back to checkout
            </ButtonLink>
          )}
          {contactUs}
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
      {payAgain && <div className="mt-4">{payAgain}</div>}
    </div>
  );
}
