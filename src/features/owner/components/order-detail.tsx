import { useEffect, useRef, type ReactNode } from 'react';

import { LoadingState } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { TitledSection } from '@/components/ui/titled-section';
import {
  OrderDocuments,
  wasPaid,
  OrderStatusBadge,
  PaymentStatusBadge,
  nameOf,
  safeTrackingUrl,
  useOrderText,
} from '@/features/orders';
import { countryNameIn } from '@rules/country-name';
import { whatsappLink } from '@rules/whatsapp';

import { ownerOrderQueryOptions, useOwnerOrder, type OwnerOrder } from '../api/get-owner-order';
import { codConfirmationState } from '../cod-confirmation-state';
import { aroundSlot, shopWords, SLOT, useOwnerText } from '../i18n';
import { useOwnerFormats, type OwnerFormats } from '../use-owner-formats';
import { CodRecordText } from './cod-record';
import { OrderActions } from './order-actions';
import { OrderHistory, PaymentFlags } from './order-history';
import { OrderLines } from './order-lines';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { OwnerNotes } from './owner-notes';

/** One order with everything the owner needs to act on it, and the moves it allows. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const order = useOwnerOrder(orderId);
  const t = useOwnerText();
  const orderText = useOrderText();
  const format = useOwnerFormats();
  const heading = useRef<HTMLHeadingElement>(null);
  // A newly chosen order is announced by moving focus to its heading.
  useEffect(() => {
    if (order.data) heading.current?.focus();
  }, [orderId, order.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (order.isError) {
    return (
      <QueryErrorState error={order.error} what={t('order.what')} onRetry={() => void order.refetch()} />
    );
  }
  if (order.isPending) return <LoadingState className="py-10" />;
  if (!order.data) return <p className="text-ink-soft">{t('order.none')}</p>;
  const o = order.data;
  const [placedBefore, placedAfter] = aroundSlot(t('placed', { date: SLOT }));
  return (
    <article aria-labelledby="order-heading" className="space-y-8 rounded-md border border-sand-300 p-6">
      <header className="space-y-3">
        <h2
          id="order-heading"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-light text-ink focus:outline-none"
        >
          {orderText('orderNo', { number: o.order_number })}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span>
            {placedBefore}
            <time dateTime={o.created_at}>{format.when(o.created_at)}</time>
            {placedAfter}
          </span>
          <span>
            <span className="sr-only">{t('sr.pay')}</span>
            <PaymentStatusBadge status={o.payment_status} />
          </span>
          <span>
            <span className="sr-only">{t('sr.order')}</span>
            <OrderStatusBadge status={o.order_status} />
          </span>
        </p>
      </header>

      <PaymentFlags flags={o.order_payment_flags} />
      <OrderActions key={o.id} order={o} onMoved={() => heading.current?.focus()} />
      <Customer order={o} format={format} />
      <OrderLines order={o} />
      <OrderReturns key={`returns-${o.id}`} order={o} />
      <OrderRefunds key={`refunds-${o.id}`} order={o} />
      {wasPaid(o.payment_status) && (
        <OrderDocuments
          key={`documents-${o.id}`}
          orderId={o.id}
          level="h3"
          readsUnder={ownerOrderQueryOptions(o.id).queryKey}
        />
      )}
      <OwnerNotes order={o} />
      <OrderHistory order={o} />
    </article>
  );
}

function Customer({ order, format }: { order: OwnerOrder; format: OwnerFormats }) {
  const t = useOwnerText();
  const orderText = useOrderText();
  const address = readAddress(order.shipping_address, format.intl);
  const whatsapp = order.payment_method === 'cod' ? whatsappLink(order.customer_phone) : null;
  const confirmation = codConfirmationState(order);
  const tracking = safeTrackingUrl(order.tracking_url);
  return (
    <TitledSection id="customer-heading" title={t('customer')} level="h3">
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Field label={t('f.name')}>
          <bdi>{order.customer_name}</bdi>
        </Field>
        <Field label={t('f.email')}>
          <a
            dir="ltr"
            className="break-all underline underline-offset-4"
            href={`mailto:${order.customer_email}`}
          >
            {order.customer_email}
          </a>
        </Field>
        <Field label={t('f.phone')}>
          <a dir="ltr" className="underline underline-offset-4" href={`tel:${order.customer_phone}`}>
            {order.customer_phone}
          </a>
          {whatsapp && (
            <>
              {' · '}
              <a
                className="font-medium text-clay-700 underline underline-offset-4"
                href={whatsapp}
                target="_blank"
                rel="noreferrer"
              >
                {t('whatsapp', { name: order.customer_name })}
              </a>
            </>
          )}
        </Field>
        {confirmation && <Field label={t('f.waConfirmation')}>{t(`wa.${confirmation}` as 'wa.sent')}</Field>}
        <Field label={t('f.lang')}>{format.language(order.locale)}</Field>
        <Field label={t('f.payment')}>
          {t(order.payment_method === 'cod' ? 'via.cod' : 'via.paypal')} (
          {nameOf(orderText, 'pay', order.payment_status)})
          {order.paypal_order_id && (
            <span className="block text-ink-muted">{t('paypalOrder', { id: order.paypal_order_id })}</span>
          )}
        </Field>
        {order.cod_record && (
          <Field label={t('f.codRecord')}>
            <CodRecordText record={order.cod_record} />
          </Field>
        )}
        <Field label={t('f.address')}>
          {address.map((line) => (
            <bdi key={line} className="block">
              {line}
            </bdi>
          ))}
        </Field>
        {/* Named even when it took nothing off the lines: a free-shipping code only zeroes the shipping. */}
        {order.promotion_codes.length > 0 && (
          <Field label={t('f.code')}>
            <bdi dir="ltr">{order.promotion_codes.join(', ')}</bdi>
          </Field>
        )}
        {order.tracking_number && (
          <Field label={t('f.tracking')}>
            <bdi>{order.carrier}</bdi> <bdi dir="ltr">{order.tracking_number}</bdi>
            {tracking && (
              <a
                className="block underline underline-offset-4"
                href={tracking}
                target="_blank"
                rel="noreferrer"
              >
                {t('carrierPage')}
              </a>
            )}
          </Field>
        )}
        {order.cancel_reason && (
          <Field label={t('f.cancel')}>
            <bdi>{shopWords(t, order.cancel_reason) ?? order.cancel_reason}</bdi>
          </Field>
        )}
      </dl>
    </TitledSection>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

/**
 * orders.shipping_address as lines, the country named in the page's language; its shape is held by a
 * check constraint, read defensively.
 */
function readAddress(value: unknown, intl: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields: Record<string, unknown> = { ...value };
  const country = typeof fields.country === 'string' ? countryNameIn(fields.country, intl) : null;
  return [fields.address, fields.city, fields.postalCode, country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
}
