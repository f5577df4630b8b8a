/**
 * The one money formatter (CONTRACTS §4). Prices are stored in MAD; EUR = MAD/11 and USD = MAD/10,
 * rounded to 2 decimals; € and $ go before the number, MAD after it.
 */
export const CURRENCIES = ['MAD', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: Currency = 'MAD';

const RATE_FROM_MAD: Record<Currency, number> = { MAD: 1, EUR: 1 / 11, USD: 1 / 10 };
const SYMBOL: Record<Currency, string> = { MAD: 'MAD', EUR: '€', USD: '$' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function convertFromMad(amountMad: number, currency: Currency): number {
  return Math.round(amountMad * RATE_FROM_MAD[currency] * 100) / 100;
}

/**
 * en-US digits with thousands separators: 1234.5 -> "1,234.50" (two decimals) or "1,234.5" (up to
 * two). Plain arithmetic rather than Intl.NumberFormat, whose set-up costs a phone tens of milliseconds
 * of main thread while the page starts; amounts are already rounded to cents (convertFromMad).
 */
function formatDigits(amount: number, decimals: 'two' | 'up-to-two'): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const fraction = decimals === 'two' ? cents : cents.replace(/0+$/, '');
  const sign = amount < 0 && Number(whole + cents) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Formats an amount that is already in `currency`. */
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
