/**
 * What each message says, from the order as the outbox row captured it. Amounts are stored in MAD
 * and shown in the currency the shopper chose, with the MAD figure beside it, through the same
 * money rules the shop's pages use.
 */
import { countryName } from '../rules/countries.ts';
import { approximateMad, formatMoney, type Currency } from '../rules/money.ts';
import { whatsappLink } from '../rules/whatsapp.ts';
import { renderMail, safeUrl, type MailContent, type RenderedMail } from './layout.ts';
import type { OrderMailKind, OrderPayload } from './payload.ts';

export interface MailContext {
  siteUrl: string;
  shopWhatsapp?: string | null;
}

const money = (amountMad: number, currency: Currency) => {
  const approx = approximateMad(amountMad, currency);
  return approx ? `${formatMoney(amountMad, currency)} (${approx})` : formatMoney(amountMad, currency);
};

/** The shopper's order page: /order-confirmation/<id>, where the id is the guest's capability. */
export const orderUrl = (order: OrderPayload, { siteUrl }: MailContext) =>
  `${siteUrl.replace(/\/$/, '')}/order-confirmation/${encodeURIComponent(order.order_id)}`;

function orderRows(order: OrderPayload): [string, string][] {
  const lines = order.lines.map((line): [string, string] => [
    `${line.title}${line.size ? ` (${line.size})` : ''} × ${line.quantity}`,
    formatMoney(line.total_price, order.currency),
  ]);
  return [
    ...lines,
    ['Subtotal', formatMoney(order.subtotal, order.currency)],
    ['Shipping', order.shipping === 0 ? 'Free' : formatMoney(order.shipping, order.currency)],
    ['Total', money(order.total, order.currency)],
    ['Payment', order.payment_method === 'cod' ? 'Cash on delivery' : 'PayPal'],
    ['Deliver to', deliveryAddress(order)],
  ];
}

const deliveryAddress = ({ customer_name, shipping_address: a }: OrderPayload) =>
  [
    customer_name,
    a.address,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.country && countryName(a.country),
  ]
    .filter(Boolean)
    .join(', ');

/** A cash-on-delivery order waits for the owner's call; the customer learns how to reach the shop first. */
function codNextSteps(order: OrderPayload, { shopWhatsapp }: MailContext): string[] {
  const chat = whatsappLink(shopWhatsapp);
  return [
    `You pay in cash when it is delivered. We will call you on ${order.customer_phone} to confirm it before it leaves our workshop, and write again when it ships.`,
    ...(chat ? [`Questions before then? Write to us on WhatsApp: ${chat}`] : []),
  ];
}

export const footer = (ctx: MailContext) => `Zellij · handmade Moroccan home goods · ${ctx.siteUrl}`;

type Template = (order: OrderPayload, ctx: MailContext) => Omit<MailContent, 'footer'>;

const templates: Record<OrderMailKind, Template> = {
  order_received: (order, ctx) => ({
    subject: `Your Zellij order ${order.order_number}`,
    heading: 'Thank you for your order',
    paragraphs: [
      `Hello ${order.customer_name}, we have received your order ${order.order_number}.`,
      ...(order.payment_method === 'cod'
        ? codNextSteps(order, ctx)
        : ['We will write again once PayPal confirms your payment and when it ships.']),
    ],
    rows: orderRows(order),
    action: { label: 'View your order', url: orderUrl(order, ctx) },
  }),
  new_order_alert: (order, ctx) => ({
    subject: `New order ${order.order_number}: ${formatMoney(order.total, 'MAD')}`,
    heading: `New order ${order.order_number}`,
    paragraphs: [
      `${order.customer_name} (${order.customer_email}, ${order.customer_phone}) placed an order.`,
      `Order id: ${order.order_id}`,
    ],
    rows: orderRows(order),
    action: { label: 'Open the order page', url: orderUrl(order, ctx) },
  }),
  order_confirmed: (order, ctx) => ({
    subject: `Your Zellij order ${order.order_number} is confirmed`,
    heading: 'Your order is confirmed',
    paragraphs: [
      `Hello ${order.customer_name}, your order ${order.order_number} is confirmed and our artisans are preparing it.`,
    ],
    action: { label: 'View your order', url: orderUrl(order, ctx) },
  }),
  order_shipped: (order, ctx) => {
    const tracking = safeUrl(order.tracking_url);
    return {
      subject: `Your Zellij order ${order.order_number} is on its way`,
      heading: 'Your order is on its way',
      paragraphs: [`Hello ${order.customer_name}, your order ${order.order_number} has left our workshop.`],
      rows: [
        ...(order.carrier ? [['Carrier', order.carrier] as [string, string]] : []),
        ...(order.tracking_number ? [['Tracking number', order.tracking_number] as [string, string]] : []),
      ],
      action: tracking
        ? { label: 'Track your parcel', url: tracking }
        : { label: 'View your order', url: orderUrl(order, ctx) },
    };
  },
  order_delivered: (order, ctx) => ({
    subject: `Your Zellij order ${order.order_number} has been delivered`,
    heading: 'Your order has been delivered',
    paragraphs: [
      `Hello ${order.customer_name}, your order ${order.order_number} has been delivered. We hope it brings you joy.`,
    ],
    action: { label: 'View your order', url: orderUrl(order, ctx) },
  }),
  order_cancelled: (order, ctx) => ({
    subject: `Your Zellij order ${order.order_number} was cancelled`,
    heading: 'Your order was cancelled',
    paragraphs: [
      `Hello ${order.customer_name}, your order ${order.order_number} was cancelled.`,
      ...(order.cancel_reason ? [`Reason: ${order.cancel_reason}`] : []),
      'If you paid already, the money is returned to you. Questions? Reply to this e-mail or write to us from the contact page.',
    ],
    action: { label: 'View your order', url: orderUrl(order, ctx) },
  }),
  payment_failed: (order, ctx) => ({
    subject: `Payment for your Zellij order ${order.order_number} did not go through`,
    heading: 'Your payment did not go through',
    paragraphs: [
      `Hello ${order.customer_name}, PayPal did not complete the payment for order ${order.order_number}, so no money was taken.`,
      'You can pay again from your order page, or choose cash on delivery with a new order.',
    ],
    rows: [['Total', money(order.total, order.currency)]],
    action: { label: 'Pay again', url: orderUrl(order, ctx) },
  }),
};

export function renderOrderMail(kind: OrderMailKind, order: OrderPayload, ctx: MailContext): RenderedMail {
  const content = templates[kind](order, ctx);
  // A subject is one header line: people's input never reaches it, but keep it one line regardless.
  return renderMail({ ...content, subject: content.subject.replace(/[\r\n]+/g, ' '), footer: footer(ctx) });
}
