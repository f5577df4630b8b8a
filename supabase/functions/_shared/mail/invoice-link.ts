/**
 * Where an order mail sends its customer for the order's invoice, once it is issued. A guest order
 * (placed without an account) links the document itself: the `invoice` function serves it for
 * `?number=<invoice>&order=<order id>&email=<the order's e-mail>`, three things only its customer holds
 * together. An account's order links its page in the shop, where the signed-in customer downloads it:
 * for those orders the function wants the customer's own token, which no link in a mail can carry.
 */
import type { Locale } from '../rules/locales.ts';
import { shopUrl } from './context.ts';

export interface InvoiceLinkOrder {
  order_id: string;
  customer_email: string;
  locale: Locale;
  /** The issued invoice's number; none yet, no link. */
  invoice_number?: string | null;
  /** Placed without an account (orders.user_id null). */
  guest?: boolean | null;
}

export interface InvoiceLinkSites {
  /** The shop (SITE_URL). */
  siteUrl: string;
  /** The edge functions' base (functionsUrlOf(SUPABASE_URL)); without it a guest gets the order page too. */
  functionsUrl?: string | null;
}

export interface InvoiceLink {
  /** document: the invoice itself; order_page: the page it is downloaded from. */
  kind: 'document' | 'order_page';
  number: string;
  url: string;
}

/** The functions' base URL of a project: `https://<ref>.supabase.co/functions/v1`. */
export const functionsUrlOf = (supabaseUrl: string) => `${supabaseUrl.replace(/\/+$/, '')}/functions/v1`;

export function invoiceLink(order: InvoiceLinkOrder, sites: InvoiceLinkSites): InvoiceLink | null {
  const number = order.invoice_number;
  if (!number) return null;
  if (order.guest && sites.functionsUrl) {
    const query = Object.entries({ number, order: order.order_id, email: order.customer_email })
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
    return { kind: 'document', number, url: `${sites.functionsUrl.replace(/\/+$/, '')}/invoice?${query}` };
  }
  const page = `/order-confirmation/${encodeURIComponent(order.order_id)}`;
  return { kind: 'order_page', number, url: shopUrl(sites, page, order.locale) };
}
