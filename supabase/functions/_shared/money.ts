/**
 * Money conversion, same rule as the shop's display (CONTRACTS §4): amounts are MAD in the
 * database; EUR = MAD / 11, USD = MAD / 10, rounded to 2 decimals.
 */
export type Currency = 'MAD' | 'EUR' | 'USD';

const DIVISOR: Record<Currency, number> = { MAD: 1, EUR: 11, USD: 10 };

export function fromMad(amountMad: number, currency: Currency): number {
  return Math.round((amountMad / DIVISOR[currency]) * 100 + Number.EPSILON) / 100;
}

/**
 * What PayPal is asked to charge. PayPal does not accept MAD, so a shopper paying in MAD is charged
 * the EUR equivalent (MAD / 11); EUR and USD are charged as shown.
 */
export function paypalCharge(
  totalMad: number,
  currency: Currency,
): { currency_code: 'EUR' | 'USD'; value: string } {
  const chargeCurrency = currency === 'USD' ? 'USD' : 'EUR';
  return { currency_code: chargeCurrency, value: fromMad(totalMad, chargeCurrency).toFixed(2) };
}
