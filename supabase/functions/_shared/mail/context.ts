/**
 * What every message needs besides its payload, and the pieces that depend on the language a message
 * is written in: links into the shop in that language, and amounts, dates and country names through
 * Intl for it (the same money rules the shop's pages use).
 */
import { countryNameIn } from '../rules/country-name.ts';
import { INTL_LOCALE, localizedPath, type Locale } from '../rules/locales.ts';
import { approximateMadIn, formatAmountIn, formatMoneyIn, type Currency } from '../rules/money.ts';
import type { MailTexts } from './texts.ts';

export interface MailContext {
  siteUrl: string;
  /**
   * The edge functions' base (`${SUPABASE_URL}/functions/v1`), where a guest's invoice link points
   * (invoice-link.ts); a worker that links no documents (WhatsApp) leaves it out.
   */
  functionsUrl?: string | null;
  shopWhatsapp?: string | null;
  /** The words of the messages (mail_texts), in every language. */
  texts: MailTexts;
  /** The owner's language (SHOP_OWNER_LOCALE): the "new order" alert is written in it. */
  ownerLocale: Locale;
}

/** A page of the shop in `locale`: `/order-confirmation/<id>` is `/fr/order-confirmation/<id>` in French. */
export const shopUrl = ({ siteUrl }: Pick<MailContext, 'siteUrl'>, path: string, locale: Locale) =>
  `${siteUrl.replace(/\/$/, '')}${localizedPath(path, locale)}`;

/** A MAD amount in the order's currency, with the MAD figure beside a euro or dollar one. */
export function moneyWithMad(amountMad: number, currency: Currency, locale: Locale): string {
  const shown = formatMoneyIn(amountMad, currency, INTL_LOCALE[locale]);
  const approx = approximateMadIn(amountMad, currency, INTL_LOCALE[locale]);
  return approx ? `${shown} (${approx})` : shown;
}

export const money = (amountMad: number, currency: Currency, locale: Locale) =>
  formatMoneyIn(amountMad, currency, INTL_LOCALE[locale]);

/** An amount already in `currency` (what PayPal took or gave back), not converted from MAD. */
export const amountIn = (amount: number, currency: Currency, locale: Locale) =>
  formatAmountIn(amount, currency, INTL_LOCALE[locale]);

/**
 * An amount taken off (a discount), after a minus sign: U+2212, which screen readers say as "minus"
 * where a hyphen is read as a dash. The sign comes before the currency (−$4.36, not $-4.36).
 */
export const moneyOff = (amountMad: number, currency: Currency, locale: Locale) =>
  `\u2212${money(amountMad, currency, locale)}`;

export const countryIn = (code: string, locale: Locale) => countryNameIn(code, INTL_LOCALE[locale]);

/** The day an order was placed, as the shop's customers in Morocco count days. */
export function orderDate(placedAt: string | null | undefined, locale: Locale): string | null {
  const date = placedAt ? new Date(placedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: 'Africa/Casablanca',
  }).format(date);
}
