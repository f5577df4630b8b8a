/**
 * The shop's money rules, imported by the app (alias `@rules/money`) and by the edge functions
 * (relative import), so what a screen shows is what PayPal is asked to charge. Plain TypeScript with
 * no imports: it must run in the browser, in Node (prerender, tests) and in Deno.
 *
 * Prices are MAD in the database (numeric(10,2)). Every conversion works in integer minor units
 * (centimes, cents) and rounds once: half-up to the cent (ties away from zero), e.g.
 * 545.55 MAD = 54555 centimes / 10 = 5455.5 -> 5456 cents -> $54.56.
 */
export const CURRENCIES = ['MAD', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: Currency = 'MAD';

/** MAD per unit of each currency: EUR = MAD / 11, USD = MAD / 10. */
const MAD_PER_UNIT: Record<Currency, number> = { MAD: 1, EUR: 11, USD: 10 };
const SYMBOL: Record<Currency, string> = { MAD: 'MAD', EUR: '€', USD: '$' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * A MAD amount with at most two decimals (as the database stores it) in centimes. The float error
 * of `amount * 100` is far below half a centime for any price the shop can hold, so rounding it
 * recovers the stored value exactly.
 */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer division rounded half-up (ties away from zero). */
function divideHalfUp(numerator: number, divisor: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + divisor) / (2 * divisor));
  return numerator < 0 ? -magnitude : magnitude;
}

/** Centimes of MAD in the minor unit (cents) of `currency`, rounded half-up. */
export function convertMinorUnits(centimes: number, currency: Currency): number {
  return divideHalfUp(centimes, MAD_PER_UNIT[currency]);
}

/** A MAD amount in `currency`, rounded half-up to the cent. */
export function convertFromMad(amountMad: number, currency: Currency): number {
  return convertMinorUnits(toMinorUnits(amountMad), currency) / 100;
}

/**
 * en-US digits with thousands separators: 1234.5 -> "1,234.50" (two decimals) or "1,234.5" (up to
 * two). Plain arithmetic rather than Intl.NumberFormat, whose set-up costs a phone tens of
 * milliseconds of main thread while the page starts; amounts are already whole cents.
 */
function formatDigits(amount: number, decimals: 'two' | 'up-to-two'): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const fraction = decimals === 'two' ? cents : cents.replace(/0+$/, '');
  const sign = amount < 0 && Number(whole + cents) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Formats an amount that is already in `currency`: € and $ before the number, MAD after it. */
export function formatAmount(amount: number, currency: Currency): string {
  if (currency === 'MAD') return `${formatDigits(amount, 'up-to-two')} ${SYMBOL.MAD}`;
  return `${SYMBOL[currency]}${formatDigits(amount, 'two')}`;
}

/** Formats a MAD amount in the shopper's currency. */
export function formatMoney(amountMad: number, currency: Currency): string {
  return formatAmount(convertFromMad(amountMad, currency), currency);
}

/** The approximate MAD figure shown beside a non-MAD price; null when the display is already MAD. */
export function approximateMad(amountMad: number, currency: Currency): string | null {
  return currency === 'MAD' ? null : `≈ ${formatAmount(amountMad, 'MAD')}`;
}

const localFormats = new Map<string, Intl.NumberFormat>();

/**
 * `formatAmount` for a language, given as its Intl tag (INTL_LOCALE of rules/locales.ts). English keeps
 * the shop's own spelling, byte for byte (`1,234.5 MAD`, `$12.00`); other languages get Intl's currency
 * format for the tag (fr-FR: `1 234,50 MAD`, `12,00 €`; ar-MA: Latin digits and `د.م.`). Whole MAD
 * amounts drop the cents, as the English spelling does (`545 MAD`); euros and dollars always show them.
 * Each format is made once per tag and currency.
 */
export function formatAmountIn(amount: number, currency: Currency, intlLocale: string): string {
  if (intlLocale === 'en' || intlLocale.startsWith('en-')) return formatAmount(amount, currency);
  const key = `${intlLocale}:${currency}`;
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      ...(currency === 'MAD' ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    });
    localFormats.set(key, format);
  }
  return format.format(amount);
}

/** `formatMoney` for a language's Intl tag (see formatAmountIn). */
export function formatMoneyIn(amountMad: number, currency: Currency, intlLocale: string): string {
  return formatAmountIn(convertFromMad(amountMad, currency), currency, intlLocale);
}

/** `approximateMad` for a language's Intl tag (see formatAmountIn). */
export function approximateMadIn(amountMad: number, currency: Currency, intlLocale: string): string | null {
  return currency === 'MAD' ? null : `≈ ${formatAmountIn(amountMad, 'MAD', intlLocale)}`;
}

/** The currencies PayPal settles in for the shop. PayPal has no MAD. */
export type PaypalCurrency = Exclude<Currency, 'MAD'>;

/**
 * The currency PayPal charges a shopper who viewed the shop in `currency`: EUR and USD as shown;
 * a shopper who chose MAD pays the EUR figure, and the checkout says so before they pay.
 */
export function paypalCurrencyFor(currency: Currency): PaypalCurrency {
  return currency === 'USD' ? 'USD' : 'EUR';
}

/** What PayPal is asked to charge for a MAD total, in its API's amount shape. */
export function paypalCharge(
  totalMad: number,
  currency: Currency,
): { currency_code: PaypalCurrency; value: string } {
  const chargeCurrency = paypalCurrencyFor(currency);
  const cents = convertMinorUnits(toMinorUnits(totalMad), chargeCurrency);
  return { currency_code: chargeCurrency, value: (cents / 100).toFixed(2) };
}

/** PayPal's amount with its breakdown (Orders v2 purchase_units[].amount). */
export interface PaypalOrderAmount {
  currency_code: PaypalCurrency;
  value: string;
  breakdown: {
    item_total: { currency_code: PaypalCurrency; value: string };
    shipping: { currency_code: PaypalCurrency; value: string };
    discount?: { currency_code: PaypalCurrency; value: string };
  };
}

/**
 * What PayPal is asked to charge for an order (MAD figures as place_order wrote them), itemised so
 * PayPal's own sum holds to the cent: value = item_total + shipping - discount. The value is
 * paypalCharge of the total (what the checkout showed and what a capture is checked against); the
 * shipping and the discount are each converted once, and the items' total is what is left, so the
 * three rounding errors cannot add up to a cent PayPal would refuse (AMOUNT_MISMATCH).
 */
export function paypalOrderAmount(
  order: { total: number; shipping: number; discount: number },
  currency: Currency,
): PaypalOrderAmount {
  const code = paypalCurrencyFor(currency);
  const inCents = (mad: number) => convertMinorUnits(toMinorUnits(mad), code);
  const value = inCents(order.total);
  const shipping = inCents(order.shipping);
  const discount = inCents(order.discount);
  const amount = (cents: number) => ({ currency_code: code, value: (cents / 100).toFixed(2) });
  return {
    ...amount(value),
    breakdown: {
      item_total: amount(value - shipping + discount),
      shipping: amount(shipping),
      ...(discount > 0 ? { discount: amount(discount) } : {}),
    },
  };
}
