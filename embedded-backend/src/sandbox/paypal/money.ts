/**
 * Money as PayPal writes it (a currency code and a decimal string) and as the sandbox counts it
 * (integer minor units, so partial refunds add up to the cent without floating-point drift).
 */

export interface Money {
  currency_code: string;
  value: string;
}

/** Currencies PayPal accepts for payments (MAD is not among them). */
export const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
);

/** PayPal takes these without decimals; every other supported currency has two. */
const WHOLE_UNIT_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

export const decimalsOf = (currency: string) => (WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2);

/** Digits after the decimal point, as written ("10.5" -> 1). */
export const decimalsIn = (value: string) => value.split('.')[1]?.length ?? 0;

/** A positive value already checked against its currency's precision, in minor units ("12.5" EUR -> 1250). */
export function toMinor(value: string, currency: string): number {
  const decimals = decimalsOf(currency);
  const [whole = '', fraction = ''] = value.split('.');
  return Number(whole || 0) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
}

export function fromMinor(minor: number, currency: string): Money {
  if (decimalsOf(currency) === 0) return { currency_code: currency, value: String(minor) };
  const cents = String(minor % 100).padStart(2, '0');
  return { currency_code: currency, value: `${Math.trunc(minor / 100)}.${cents}` };
}

/**
 * The sandbox's fee on a capture: 3.49% plus a fixed 0.49 (PayPal's published rate for PayPal Checkout
 * in the US; zero-decimal currencies pay the percentage only), never more than the capture itself.
 */
export function captureFeeMinor(grossMinor: number, currency: string): number {
  const fixed = decimalsOf(currency) === 0 ? 0 : 49;
  return Math.min(grossMinor, Math.round(grossMinor * 0.0349) + fixed);
}
