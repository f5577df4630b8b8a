import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { useSettlePaidOrder } from '@/features/checkout';

import { Seo } from '@/components/seo';
import { LoadingState, ZellijStar } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { TitledSection } from '@/components/ui/titled-section';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView } from '@/components/ui/query-view';
import { useLocale } from '@/lib/i18n/locale';
import { useViewer } from '@/providers/use-viewer';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { countryNameIn } from '@rules/country-name';
import { INTL_LOCALE } from '@rules/locales';

import { useOrder } from '../api/get-order';
import { OrderItems } from '../components/order-items';
import { OrderStateNotice } from '../components/order-state-notice';
import { OrderTimeline } from '../components/order-timeline';
import { OrderTotals } from '../components/order-totals';
import { SignInForOrder } from '../components/sign-in-for-order';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/status-badges';
import { nameOf, useOrderText } from '../i18n';
import { wasPaid } from '../order-status';
import { isOrderId } from '../types';
import { usePaypalReturn } from '../use-paypal-return';

export const handle: ScreenHandle = { translated: true };

// Where a PayPal payment stands matters only on PayPal orders: its code and words load with them, and
// the order shows once it has arrived, so nothing moves when it does.
const PaypalNotice = lazy(() => import('../components/paypal-notice'));

// Most orders are never refunded: the refunds' code and words load only for one that was.
const OrderRefunds = lazy(() => import('../components/order-refunds'));

// Only a delivered order can send pieces back or be reviewed: their code and words load only for one.
const DeliveredOrder = lazy(() => import('../components/delivered-order'));

// Only a shipped parcel has a carrier and a tracking number to show.
const OrderTracking = lazy(() => import('../components/order-tracking'));

// Invoices exist only once an order is paid: their code and words load only then.
const OrderDocuments = lazy(() => import('../components/order-documents'));

export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const viewer = useViewer();
  const t = useOrderText();
  const locale = useLocale();
  // Read once we know who is reading: a signed-in customer's order is theirs alone.
  const read = useOrder(orderId, viewer.id, viewer.known);
  const paypal = usePaypalReturn(orderId);
  useSettlePaidOrder(read.data);
  const { data: order, view } = queryView(viewer.known ? read : { ...read, isPending: true }, {
    what: t('what'),
    loading: (
      <OrderFrame seoTitle={t('title')}>
        <LoadingState />
      </OrderFrame>
    ),
    // Signed out, an account's order reads as missing: ask to sign in first, then come back to it.
    notFound:
      viewer.id === null && isOrderId(orderId) ? (
        <SignInForOrder orderId={orderId} />
      ) : (
        <NotFoundState title={t('nf.title')} description={t('nf.text')}>
          <ButtonLinks links={{ '/shop': t('shop'), '/contact': t('contact') }} />
        </NotFoundState>
      ),
  });
  if (!order) return view;

  const address = order.shipping_address;
  const paid = order.payment_status === 'paid';
  const declined = order.payment_method === 'paypal' && order.payment_status === 'failed';
  const status = declined
    ? t('h.declined')
    : paid || order.payment_method === 'cod'
      ? t('h.thanks')
      : t('h.saved');
  return (
    <OrderFrame seoTitle={t('orderNo', { number: order.order_number })}>
      <Suspense fallback={<LoadingState />}>
        <div className="mx-auto mt-10 max-w-3xl space-y-10 px-5 sm:px-8">
          <section aria-labelledby="order-status-title" className="text-center">
            <p className="text-xs font-semibold uppercase tracking-label text-clay-600">
              {t('orderNo', { number: order.order_number })}
            </p>
            <h2
              id="order-status-title"
              className="mt-3 font-display text-2xl font-light text-ink sm:text-3xl"
            >
              {status}
            </h2>
            {!declined && (
              <p className="mx-auto mt-3 max-w-prose text-sm text-ink-soft">
                {t('lead', { email: order.customer_email })}
              </p>
            )}
          </section>

          {order.payment_method === 'paypal' && <PaypalNotice order={order} paypal={paypal} />}
          <OrderStateNotice order={order} />
          {order.carrier && order.tracking_number && <OrderTracking order={order} />}

          <dl className="grid gap-6 rounded-sm bg-sand-100 p-6 sm:grid-cols-3 sm:p-8">
            <OrderFact term={t('payment')} className="flex flex-wrap items-center gap-2">
              <span className="text-ink">{nameOf(t, 'via', order.payment_method)}</span>
              <PaymentStatusBadge status={order.payment_status} />
            </OrderFact>
            <OrderFact term={t('orderStatus')}>
              <OrderStatusBadge status={order.order_status} />
            </OrderFact>
            <OrderFact term={t('number')} className="font-medium text-ink">
              {order.order_number}
            </OrderFact>
          </dl>

          <TitledSection id="items-title" title={t('items')}>
            <div className="mt-4">
              <OrderItems items={order.items} />
            </div>
            <div className="mt-6 sm:ms-auto sm:max-w-xs">
              <OrderTotals order={order} />
            </div>
          </TitledSection>

          <TitledSection id="shipping-title" title={t('shipping')}>
            <address className="mt-4 not-italic leading-relaxed text-ink-soft">
              <bdi>{order.customer_name}</bdi>
              <br />
              <bdi>{address.address}</bdi>
              <br />
              <bdi>{[address.postalCode, address.city].filter(Boolean).join(' ')}</bdi>
              {address.country && (
                <>
                  <br />
                  {countryNameIn(address.country, INTL_LOCALE[locale])}
                </>
              )}
              <br />
              <bdi dir="ltr">{order.customer_phone}</bdi> · <bdi>{order.customer_email}</bdi>
            </address>
          </TitledSection>

          {order.refunds.length > 0 && <OrderRefunds order={order} />}

          {wasPaid(order.payment_status) && (
            <OrderDocuments orderId={order.id} orderEmail={order.customer_email} />
          )}

          {order.order_status === 'delivered' && <DeliveredOrder order={order} />}

          <OrderTimeline orderId={order.id} orderStatus={order.order_status} />

          <div className="flex flex-wrap justify-center gap-3 border-t border-sand-200 pt-10">
            <ButtonLinks links={{ '/shop': t('shop'), '/contact': t('questions') }} />
          </div>
        </div>
      </Suspense>
    </OrderFrame>
  );
}

/**
 * What every order page shows, the same for every order and every reader: the prerendered shell
 * paints it before any script (its lede the largest text on a phone), and the order fills in below it
 * without moving it. The loading state and the order render inside the same frame, so React keeps the
 * header's markup when the order arrives.
 */
function OrderFrame({ seoTitle, children }: { seoTitle: string; children: ReactNode }) {
  const t = useOrderText();
  return (
    <div className="pb-24">
      <Seo title={seoTitle} noindex />
      <header className="mx-auto max-w-3xl px-5 pt-12 text-center sm:px-8 sm:pt-16">
        <ZellijStar className="mx-auto h-12 w-12 text-clay-500" />
        <h1 className="mt-6 text-4xl font-light text-ink sm:text-5xl">{t('title')}</h1>
        <p className="mx-auto mt-4 max-w-prose text-lg leading-relaxed text-ink-soft">{t('intro')}</p>
      </header>
      {children}
    </div>
  );
}

/** One fact of the order at the top of the page (payment, status, number): its label, then its value. */
function OrderFact({
  term,
  className = '',
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">{term}</dt>
      <dd className={`mt-2 ${className}`.trim()}>{children}</dd>
    </div>
  );
}
