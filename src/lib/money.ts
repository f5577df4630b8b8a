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

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats an amount that is already in `currency`. */
export function formatAmount(amount: number, currency: Currency): string {
  if (currency === 'MAD') return `${upToTwoDecimals.format(amount)} ${SYMBOL.MAD}`;
  return `${SYMBOL[currency]}${twoDecimals.format(amount)}`;
}

/** Formats a MAD amount in the shopper's currency. */
export function formatMoney(amountMad: number, currency: Currency): string {
  return formatAmount(convertFromMad(amountMad, currency), currency);
}

/** The approximate MAD figure shown beside a non-MAD price; null when the display is already MAD. */
export function approximateMad(amountMad: number, currency: Currency): string | null {
  return currency === 'MAD' ? null : `≈ ${formatAmount(amountMad, 'MAD')}`;
}
