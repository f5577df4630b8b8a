/**
 * The cash-on-delivery confirmation as a template message: the customer's name, the order number, its
 * pieces, its total and where it goes ({{1}}..{{5}}), in the order's language, with Confirm (button 0)
 * and Cancel (button 1) whose payloads name the order. record_whatsapp_reply accepts a press only with
 * the payload sent for that order.
 */
import { countryIn, money } from '../mail/context.ts';
import type { MailContext } from '../mail/context.ts';
import type { OrderPayload } from '../mail/payload.ts';
import { lineLabel } from '../mail/templates.ts';
import type { WhatsappTemplateMessage } from './cloud-api.ts';

/** The template's name in WhatsApp Manager; one name, a translation per language (en, fr, ar). */
export const COD_CONFIRMATION_TEMPLATE = 'cod_order_confirmation';

/** A quick-reply payload: what the button does, and to which order. */
export const replyPayload = (action: 'confirm' | 'cancel', orderId: string) => `${action}:${orderId}`;

export function codConfirmation(
  order: OrderPayload,
  { rowId, template }: { rowId: string; template: string },
  ctx: MailContext,
): WhatsappTemplateMessage {
  const locale = order.locale;
  const { address, postalCode, city, country } = order.shipping_address;
  const where = [
    address,
    [postalCode, city].filter(Boolean).join(' '),
    country && countryIn(country, locale),
  ];
  return {
    to: order.customer_phone,
    template,
    language: locale,
    body: [
      order.customer_name,
      order.order_number,
      order.lines.map((line) => lineLabel(line, locale, ctx)).join(locale === 'ar' ? '، ' : ', '),
      money(order.total, order.currency, locale),
      where.filter(Boolean).join(locale === 'ar' ? '، ' : ', '),
    ],
    buttons: [replyPayload('confirm', order.order_id), replyPayload('cancel', order.order_id)],
    callbackData: rowId,
  };
}
