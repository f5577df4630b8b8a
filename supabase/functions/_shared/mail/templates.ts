/**
 * What each order message says, from the order as the outbox row captured it. The structure (which
 * paragraphs, the table of lines and totals, the button) is here; the words come from mail_texts in
 * the order's language, or the owner's for the "new order" alert. Amounts are stored in MAD and shown
 * in the currency the shopper chose, with the MAD figure beside it.
 */
import { INTL_LOCALE, LOCALE_NAMES, textDirection, type Locale } from '../rules/locales.ts';
import { whatsappLink } from '../rules/whatsapp.ts';
import {
  amountIn,
  countryIn,
  type MailContext,
  money,
  moneyOff,
  moneyWithMad,
  orderDate,
  shopUrl,
} from './context.ts';
import { invoiceLink } from './invoice-link.ts';
import { renderMail, safeUrl, type MailContent, type RenderedMail } from './layout.ts';
import type { OrderMailKind, OrderPayload } from './payload.ts';
import { isolateFor, type MailTextKind, type MailValues } from './texts.ts';

export type { MailContext } from './context.ts';

/** The shopper's order page in `locale`: the id in the path is the guest's capability. */
export const orderUrl = (order: OrderPayload, ctx: MailContext, locale: Locale = order.locale) =>
  shopUrl(ctx, `/order-confirmation/${encodeURIComponent(order.order_id)}`, locale);

const SIZES = new Set(['small', 'medium', 'large']);

/** The words of one message in one language. */
const wordsFor = (ctx: MailContext, kind: MailTextKind, locale: Locale) => ({
  t: (part: string, values?: MailValues) => ctx.texts.format(kind, part, locale, values),
  common: (part: string, values?: MailValues) => ctx.texts.format('common', part, locale, values),
});

/** A size in the words of `locale` ("moyen"); one the shop has no word for reads as stored. */
export function sizeWord(ctx: MailContext, locale: Locale, size: string): string {
  return SIZES.has(size) ? ctx.texts.format('common', `size_${size}`, locale) : size;
}

/**
 * One line as the table (and the WhatsApp confirmation) names it: "Fez Bowl (medium, ZLJ-CER-001-M) × 2". The SKU, the same in every
 * language, needs no label; lines written before sizes had their own rows may have none.
 */
type LabelledLine = Pick<OrderPayload['lines'][number], 'title' | 'size' | 'sku' | 'quantity'>;

export function lineLabel(line: LabelledLine, locale: Locale, ctx: MailContext): string {
  return `${lineName(line, locale, ctx)} × ${line.quantity}`;
}

/** A line's piece as the table names it, without how many: "Fez Bowl (medium, ZLJ-CER-001-M)". */
function lineName(line: Omit<LabelledLine, 'quantity'>, locale: Locale, ctx: MailContext): string {
  const details = [line.size && sizeWord(ctx, locale, line.size), line.sku && isolateFor(locale, line.sku)];
  const said = details.filter((detail): detail is string => Boolean(detail));
  const separator = textDirection(locale) === 'rtl' ? '، ' : ', ';
  return `${isolateFor(locale, line.title)}${said.length ? ` (${said.join(separator)})` : ''}`;
}

function orderRows(order: OrderPayload, locale: Locale, ctx: MailContext): [string, string][] {
  const { common } = wordsFor(ctx, 'common', locale);
  const lines = order.lines.map((line): [string, string] => [
    lineLabel(line, locale, ctx),
    money(line.total_price, order.currency, locale),
  ]);
  const placed = orderDate(order.placed_at, locale);
  return [
    ...lines,
    [common('subtotal'), money(order.subtotal, order.currency, locale)],
    ...discountRows(order, locale, ctx),
    [
      common('shipping'),
      order.shipping === 0 ? common('free') : money(order.shipping, order.currency, locale),
    ],
    [common('total'), moneyWithMad(order.total, order.currency, locale)],
    [common('payment'), common(order.payment_method === 'cod' ? 'cash_on_delivery' : 'paypal')],
    ...(placed ? [[common('order_date'), placed] as [string, string]] : []),
    [common('deliver_to'), deliveryAddress(order, locale)],
  ];
}

/**
 * What promotions took off the lines, named by the code used (an automatic offer has none), between the
 * subtotal and the shipping. Free shipping needs no row: the shipping reads "Free".
 */
function discountRows(order: OrderPayload, locale: Locale, ctx: MailContext): [string, string][] {
  if (order.discount <= 0) return [];
  const { common } = wordsFor(ctx, 'common', locale);
  // An order takes at most one code (place_order); the column is a list, so any others are named too.
  const codes = order.promotion_codes.join(textDirection(locale) === 'rtl' ? '، ' : ', ');
  return [
    [
      codes ? common('discount_code', { code: codes }) : common('discount'),
      moneyOff(order.discount, order.currency, locale),
    ],
  ];
}

/**
 * What the customer paid and the TVA it includes, one row per rate, in dirhams as the invoice states
 * it ("incl. TVA 20 %: 53.33 MAD"); a 0 % rate (an exempt good) says so instead, with the amount it
 * covers. Rows queued before the mails showed TVA have no rates: the total alone.
 */
function paidRows(order: OrderPayload, locale: Locale, ctx: MailContext): [string, string][] {
  const { common } = wordsFor(ctx, 'common', locale);
  const percent = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 });
  return [
    [common('total'), moneyWithMad(order.total, order.currency, locale)],
    ...order.tva_rates.map(({ rate, tva, ttc }): [string, string] =>
      rate === 0
        ? [common('tva_exempt'), money(ttc, 'MAD', locale)]
        : [common('tva_included', { rate: percent.format(rate) }), money(tva, 'MAD', locale)],
    ),
  ];
}

/** The link to the order's invoice once it is issued (a guest's to the document, an account's to its page). */
function invoiceLinks(order: OrderPayload, ctx: MailContext): NonNullable<MailContent['links']> {
  const link = invoiceLink(order, ctx);
  if (!link) return [];
  const { common } = wordsFor(ctx, 'common', order.locale);
  const part = link.kind === 'document' ? 'invoice_link' : 'invoice_page';
  return [{ label: common(part, { number: link.number }), url: link.url }];
}

const deliveryAddress = ({ customer_name, shipping_address: a }: OrderPayload, locale: Locale) =>
  [
    customer_name,
    a.address,
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.country && countryIn(a.country, locale),
  ]
    .filter((part): part is string => Boolean(part))
    .map((part) => isolateFor(locale, part))
    .join(textDirection(locale) === 'rtl' ? '، ' : ', ');

/** Placeholders every order message may use: {orderNumber} and {name}. */
const orderValues = (order: OrderPayload): MailValues => ({
  orderNumber: order.order_number,
  name: order.customer_name,
});

type Template = (order: OrderPayload, ctx: MailContext) => Omit<MailContent, 'footer'>;

/** The customer's messages: written in the order's language, with its words for `kind`. */
const customerMail =
  (
    kind: Exclude<OrderMailKind, 'new_order_alert'>,
    build: (
      order: OrderPayload,
      ctx: MailContext,
      words: ReturnType<typeof wordsFor>,
    ) => Omit<MailContent, 'footer' | 'locale' | 'subject' | 'heading'>,
  ): Template =>
  (order, ctx) => {
    const words = wordsFor(ctx, kind, order.locale);
    return {
      locale: order.locale,
      subject: words.t('subject', orderValues(order)),
      heading: words.t('heading', orderValues(order)),
      ...build(order, ctx, words),
    };
  };

/**
 * A return's news: its words (where to send the pieces once approved, why not when rejected) and the
 * pieces it covers.
 */
function returnMail(
  kind: 'return_requested' | 'return_approved' | 'return_rejected' | 'return_received',
): Template {
  return customerMail(kind, (order, ctx, { t, common }) => {
    const found = order.return;
    const values = {
      ...orderValues(order),
      address: found?.return_address ?? '',
      reason: found?.reject_reason ?? '',
    };
    return {
      paragraphs: [t('body', values)],
      rows: (found?.pieces ?? []).map((piece): [string, string] => [
        lineName(piece, order.locale, ctx),
        `× ${piece.quantity}`,
      ]),
      action: { label: common('view_order'), url: orderUrl(order, ctx) },
    };
  });
}

const templates: Record<OrderMailKind, Template> = {
  order_received: customerMail('order_received', (order, ctx, { t, common }) => {
    const chat = order.payment_method === 'cod' ? whatsappLink(ctx.shopWhatsapp) : null;
    return {
      paragraphs: [
        t('greeting', orderValues(order)),
        order.payment_method === 'cod' ? t('cod_steps', { phone: order.customer_phone }) : t('paypal_steps'),
        // A cash-on-delivery order waits for the owner's call; the customer learns how to reach the shop first.
        ...(chat ? [t('whatsapp', { whatsappLink: chat })] : []),
      ],
      rows: orderRows(order, order.locale, ctx),
      action: { label: common('view_order'), url: orderUrl(order, ctx) },
    };
  }),
  new_order_alert: (order, ctx) => {
    const locale = ctx.ownerLocale;
    const { t } = wordsFor(ctx, 'new_order_alert', locale);
    return {
      locale,
      subject: t('subject', { orderNumber: order.order_number, total: money(order.total, 'MAD', locale) }),
      heading: t('heading', { orderNumber: order.order_number }),
      paragraphs: [
        t('placed_by', {
          name: order.customer_name,
          email: order.customer_email,
          phone: order.customer_phone,
        }),
        t('order_id', { orderId: order.order_id }),
      ],
      // The owner calls cash-on-delivery customers: in the language they ordered in.
      rows: [...orderRows(order, locale, ctx), [t('language'), LOCALE_NAMES[order.locale]]],
      action: { label: t('action'), url: orderUrl(order, ctx, locale) },
    };
  },
  // A PayPal payment taken (its invoice issued with it) or a cash order confirmed by phone.
  order_confirmed: customerMail('order_confirmed', (order, ctx, { t, common }) => ({
    paragraphs: [t('body', orderValues(order))],
    rows: paidRows(order, order.locale, ctx),
    links: invoiceLinks(order, ctx),
    action: { label: common('view_order'), url: orderUrl(order, ctx) },
  })),
  order_shipped: customerMail('order_shipped', (order, ctx, { t, common }) => {
    const tracking = safeUrl(order.tracking_url);
    return {
      paragraphs: [t('body', orderValues(order))],
      rows: [
        ...(order.carrier ? [[t('carrier'), order.carrier] as [string, string]] : []),
        ...(order.tracking_number ? [[t('tracking_number'), order.tracking_number] as [string, string]] : []),
      ],
      action: tracking
        ? { label: t('track_action'), url: tracking }
        : { label: common('view_order'), url: orderUrl(order, ctx) },
    };
  }),
  // A cash order is paid on delivery: its invoice is issued then.
  order_delivered: customerMail('order_delivered', (order, ctx, { t, common }) => ({
    paragraphs: [t('body', orderValues(order))],
    rows: paidRows(order, order.locale, ctx),
    links: invoiceLinks(order, ctx),
    action: { label: common('view_order'), url: orderUrl(order, ctx) },
  })),
  order_cancelled: customerMail('order_cancelled', (order, ctx, { t, common }) => ({
    paragraphs: [
      t('body', orderValues(order)),
      ...(order.cancel_reason ? [t('reason', { reason: order.cancel_reason })] : []),
      t('refund'),
    ],
    action: { label: common('view_order'), url: orderUrl(order, ctx) },
  })),
  payment_failed: customerMail('payment_failed', (order, ctx, { t, common }) => ({
    paragraphs: [t('body', orderValues(order)), t('next_steps')],
    rows: [[common('total'), moneyWithMad(order.total, order.currency, order.locale)]],
    action: { label: t('action'), url: orderUrl(order, ctx) },
  })),
  return_requested: returnMail('return_requested'),
  return_approved: returnMail('return_approved'),
  return_rejected: returnMail('return_rejected'),
  return_received: returnMail('return_received'),
  // "How is your bowl?": days after delivery, the pieces to review and the order page, where the form is.
  review_request: customerMail('review_request', (order, ctx, { t }) => ({
    paragraphs: [t('body', orderValues(order))],
    rows: order.lines.map((line): [string, string] => [
      lineName(line, order.locale, ctx),
      `× ${line.quantity}`,
    ]),
    action: { label: t('action'), url: `${orderUrl(order, ctx)}#reviews` },
  })),
  refund_issued: (order, ctx) => {
    const refund = order.refund;
    const amount = refund ? amountIn(refund.amount, refund.currency, order.locale) : '';
    const values = { ...orderValues(order), amount };
    const { t, common } = wordsFor(ctx, 'refund_issued', order.locale);
    const pieces = (refund?.lines ?? []).map((line): [string, string] => [
      lineLabel(line, order.locale, ctx),
      money(line.amount_mad, order.currency, order.locale),
    ]);
    return {
      locale: order.locale,
      subject: t('subject', values),
      heading: t('heading', values),
      paragraphs: [
        t('body', values),
        ...(refund ? [t('reason', { reason: refund.reason }), t(refund.provider)] : []),
      ],
      rows: pieces,
      action: { label: common('view_order'), url: orderUrl(order, ctx) },
    };
  },
};

export const footer = (ctx: MailContext, locale: Locale) =>
  ctx.texts.format('common', 'footer', locale, { siteUrl: ctx.siteUrl });

export function renderOrderMail(kind: OrderMailKind, order: OrderPayload, ctx: MailContext): RenderedMail {
  const content = templates[kind](order, ctx);
  // A subject is one header line: people's input never reaches it, but keep it one line regardless.
  return renderMail({
    ...content,
    subject: content.subject.replace(/[\r\n]+/g, ' '),
    footer: footer(ctx, content.locale),
  });
}
