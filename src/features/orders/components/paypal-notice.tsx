import { ButtonLink, buttonClassName } from '@/components/ui';

import { usePaypalNoticeText } from '../i18n/later';
import type { Order } from '../types';
import type { PaypalReturn } from '../use-paypal-return';

const alertBox = 'rounded-md border border-amber-300 bg-amber-50 p-5 text-amber-900';

/**
 * Where a PayPal payment stands: declined (the order is cancelled; the bag still holds the pieces, so
 * the shopper can try again), cancelled on PayPal (the same order can still be approved), or waiting
 * (the page re-reads the order every few seconds).
 */
export default function PaypalNotice({ order, paypal }: { order: Order; paypal: PaypalReturn }) {
  const t = usePaypalNoticeText();
  if (order.payment_method !== 'paypal') return null;
  const contactUs = (
    <ButtonLink to="/contact" size="sm" variant="secondary">
      {t('contact')}
    </ButtonLink>
  );
  const { attempt, cancelled, retry } = paypal;
  if (order.payment_status === 'failed') {
    return (
      <div role="alert" className={alertBox}>
        <p className="font-semibold">{t('failed')}</p>
        <p className="mt-1 text-sm">
          {t('failedText')}
          {attempt && t('bagHolds')}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {attempt && (
            <ButtonLink to="/checkout" size="sm">
              {t('retry')}
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
      {cancelled ? t('payAgain') : t('openAgain')}
    </a>
  );
  if (cancelled) {
    return (
      <div role="alert" className={alertBox}>
        <p className="font-semibold">{t('cancelled')}</p>
        <p className="mt-1 text-sm">{attempt ? t('cancelledText') : t('unpaid')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {payAgain}
          {attempt && (
            <ButtonLink to="/checkout" size="sm" variant="secondary">
              {t('backToCheckout')}
            </ButtonLink>
          )}
          {contactUs}
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-md border border-sand-300 bg-white p-5 text-ink-soft">
      <p className="font-semibold text-ink">{t('waiting')}</p>
      <p className="mt-1 text-sm">{t('waitingText')}</p>
      {payAgain && <div className="mt-4">{payAgain}</div>}
    </div>
  );
}
