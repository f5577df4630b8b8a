import { useEffect, useRef, type ReactNode } from 'react';

import { LoadingState } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { variantText } from '@/features/cart';
import { OrderStatusBadge, PaymentStatusBadge, nameOf, safeTrackingUrl, useOrderText } from '@/features/orders';
import { countryName } from '@rules/countries';
import { formatMoney } from '@rules/money';
import { whatsappLink } from '@rules/whatsapp';

import { useOwnerOrder, type OwnerOrder } from '../api/get-owner-order';
import { OrderActions } from './order-actions';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const mad = (amount: number) => formatMoney(amount, 'MAD');

/** One order with everything the owner needs to act on it, and the moves it allows. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const order = useOwnerOrder(orderId);
  const heading = useRef<HTMLHeadingElement>(null);
  // A newly chosen order is announced by moving focus to its heading.
  useEffect(() => {
    if (order.data) heading.current?.focus();
  }, [orderId, order.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (order.isError) {
    return <QueryErrorState error={order.error} what="this order" onRetry={() => void order.refetch()} />;
  }
  if (order.isPending) return <LoadingState className="py-10" />;
  if (!order.data) return <p className="text-ink-soft">There is no order with this link.</p>;
  const o = order.data;
  return (
    <article aria-labelledby="order-heading" className="space-y-8 rounded-md border border-sand-300 p-6">
      <header className="space-y-3">
        <h2
          id="order-heading"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-light text-ink focus:outline-none"
        >
          Order {o.order_number}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <span>
            Placed <time dateTime={o.created_at}>{when.format(new Date(o.created_at))}</time>
          </span>
          <span>
            <span className="sr-only">Payment: </span>
            <PaymentStatusBadge status={o.payment_status} />
          </span>
          <span>
            <span className="sr-only">Order: </span>
            <OrderStatusBadge status={o.order_status} />
          </span>
        </p>
      </header>

      <PaymentFlags flags={o.order_payment_flags} />
      <OrderActions key={o.id} order={o} onMoved={() => heading.current?.focus()} />
      <Customer order={o} />
      <Lines order={o} />
      <Timeline order={o} />
    </article>
  );
}

function Customer({ order }: { order: OwnerOrder }) {
  const address = readAddress(order.shipping_address);
  const whatsapp = order.payment_method === 'cod' ? whatsappLink(order.customer_phone) : null;
  const tracking = safeTrackingUrl(order.tracking_url);
  return (
    <section aria-labelledby="customer-heading">
      <h3 id="customer-heading" className="text-xl font-light text-ink">
        Customer and delivery
      </h3>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Field label="Name">{order.customer_name}</Field>
        <Field label="E-mail">
          <a className="break-all underline underline-offset-4" href={`mailto:${order.customer_email}`}>
            {order.customer_email}
          </a>
        </Field>
        <Field label="Phone">
          <a className="underline underline-offset-4" href={`tel:${order.customer_phone}`}>
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
                WhatsApp {order.customer_name}
              </a>
            </>
          )}
        </Field>
        <Field label="Payment">
          {order.payment_method === 'cod' ? 'Cash on delivery' : 'PayPal'} ({order.payment_status})
          {order.paypal_order_id && (
            <span className="block text-ink-muted">PayPal order {order.paypal_order_id}</span>
          )}
        </Field>
        <Field label="Address">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Field>
        {order.tracking_number && (
          <Field label="Tracking">
            {order.carrier} {order.tracking_number}
            {tracking && (
              <a
                className="block underline underline-offset-4"
                href={tracking}
                target="_blank"
                rel="noreferrer"
              >
                Carrier’s tracking page
              </a>
            )}
          </Field>
        )}
        {order.cancel_reason && <Field label="Cancelled because">{order.cancel_reason}</Field>}
      </dl>
    </section>
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

/** orders.shipping_address as lines; its shape is held by a check constraint, read defensively. */
function readAddress(value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields: Record<string, unknown> = { ...value };
  const country = typeof fields.country === 'string' ? countryName(fields.country) : null;
  return [fields.address, fields.city, fields.postalCode, country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
}

function Lines({ order }: { order: OwnerOrder }) {
  return (
    <section aria-labelledby="lines-heading">
      <h3 id="lines-heading" className="text-xl font-light text-ink">
        Items
      </h3>
      <table className="mt-3 w-full text-sm">
        <thead className="text-left text-xs uppercase tracking-label text-ink-soft">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 border-y border-sand-200">
          {order.order_items.map((item) => {
            const variant = variantText(
              item.variant_info && typeof item.variant_info === 'object' && !Array.isArray(item.variant_info)
                ? { ...item.variant_info }
                : null,
            );
            return (
              <tr key={item.id}>
                <td className="py-2 text-ink">
                  {item.product_title}
                  {variant && <span className="block text-ink-muted">{variant}</span>}
                </td>
                <td className="py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right tabular-nums">{mad(item.unit_price)}</td>
                <td className="py-2 text-right tabular-nums">{mad(item.total_price)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="text-ink">
          <tr>
            <th scope="row" colSpan={3} className="pt-2 text-right font-normal text-ink-soft">
              Subtotal
            </th>
            <td className="pt-2 text-right tabular-nums">{mad(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="text-right font-normal text-ink-soft">
              Shipping
            </th>
            <td className="text-right tabular-nums">{mad(order.shipping)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="text-right font-semibold">
              Total
            </th>
            <td className="text-right font-semibold tabular-nums">
              {mad(order.total)}
              {order.currency !== 'MAD' && (
                <span className="block text-xs font-normal text-ink-muted">
                  shown to the customer in {order.currency}
                </span>
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function Timeline({ order }: { order: OwnerOrder }) {
  const orderText = useOrderText();
  return (
    <section aria-labelledby="owner-timeline-heading">
      <h3 id="owner-timeline-heading" className="text-xl font-light text-ink">
        Timeline
      </h3>
      <ol className="mt-3 space-y-3 border-l border-sand-300 pl-5 text-sm">
        {order.order_events.map((event) => (
          <li key={event.id}>
            <p className="font-medium text-ink">
              {nameOf(orderText, 'st', event.to_status)}
              <span className="font-normal text-ink-muted">
                {' '}
                · {event.actor_id ? 'by the owner' : 'by the shop'}
              </span>
            </p>
            <p className="text-ink-muted">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
            </p>
            {event.note && <p className="text-ink-soft">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function PaymentFlags({ flags }: { flags: OwnerOrder['order_payment_flags'] }) {
  if (flags.length === 0) return null;
  return (
    <section aria-labelledby="flags-heading" className="rounded-md border border-clay-700 bg-sand-50 p-4">
      <h3 id="flags-heading" className="font-semibold text-clay-800">
        Payment to review
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {flags.map((flag) => (
          <li key={flag.id}>
            {flag.reason} <span className="text-ink-muted">({when.format(new Date(flag.flagged_at))})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
