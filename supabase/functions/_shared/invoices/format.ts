/**
 * Numbers and dates as an invoice writes them. Amounts always show their centimes (an accounting
 * document, unlike the shop's prices which drop `.00`), grouped the language's way: `1,234.50` in
 * English, `1 234,50` in French (and on Arabic orders, whose figures follow the French text, in Latin
 * digits as Moroccan invoices do). The date is the day of issue in the shop's time zone: an invoice
 * issued at 00:30 in Casablanca on 1 January is dated 1 January, as its number's year says.
 */
import { INTL_LOCALE } from '../rules/locales.ts';

export type DocumentLocale = 'en' | 'fr';

const amountFormats = new Map<DocumentLocale, Intl.NumberFormat>();

/** `1234.5` → `1,234.50` (en) or `1 234,50` (fr). */
export function formatAmount(amount: number, locale: DocumentLocale): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormats.set(locale, format);
  }
  // -0 would print as "-0.00" for a credit note's zero; amounts are whole centimes already.
  return format.format(Math.round(amount * 100) / 100 + 0);
}

/** `1234.5` → `1,234.50 MAD` / `1 234,50 MAD`. */
export const formatMad = (amount: number, locale: DocumentLocale) => `${formatAmount(amount, locale)} MAD`;

/** A TVA rate in percent: `20 %` in French (with the no-break space French typography puts there), `20%` in English. */
export function formatRate(rate: number, locale: DocumentLocale): string {
  const digits = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(
    Number(rate),
  );
  return locale === 'fr' ? `${digits}\u00a0%` : `${digits}%`;
}

/** The day a moment falls on in `timeZone`: `8 December 2026` / `8 décembre 2026`. */
export function formatDate(at: string | Date, timeZone: string, locale: DocumentLocale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(at));
}

/** The same day as `YYYY-MM-DD`, for the accountant's CSV. */
export function isoDate(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}
