import { convertFromMad, formatMoney, paypalCharge, paypalCurrencyFor, type Currency } from '@rules/money';

/**
 * What a screen shows equals what create-checkout asks PayPal to charge, for every amount a price or
 * total can take from 0.00 to 100,000.00 MAD. The reference is exact integer arithmetic on the
 * decimal text (as Postgres stores numeric(10,2)): centimes / rate, rounded half-up to the cent.
 */
const MAD_PER_UNIT = { EUR: 11, USD: 10 } as const;
const LAST_CENTIME = 10_000_000; // 100,000.00 MAD

/** Long division with a remainder: exact for whole numbers, rounds up when the remainder is half or more. */
function referenceCents(centimes: number, currency: 'EUR' | 'USD'): number {
  const divisor = MAD_PER_UNIT[currency];
  const quotient = Math.trunc(centimes / divisor);
  const remainder = centimes - quotient * divisor;
  return 2 * remainder >= divisor ? quotient + 1 : quotient;
}

/** "$1,234.56" / "€0.05" -> 123456 / 5 */
const shownCents = (shown: string) => Number(shown.replace(/[^0-9]/g, ''));

describe('money: the screen and the charge agree', () => {
  it.each(['EUR', 'USD'] as const)(
    'for every amount from 0.00 to 100,000.00 MAD shown in %s',
    (currency) => {
      const mismatches: string[] = [];
      for (let centimes = 0; centimes <= LAST_CENTIME && mismatches.length < 5; centimes++) {
        // The double nearest the decimal, as JSON.parse hands a numeric(10,2) to the app and the functions.
        const amount = centimes / 100;
        const expected = referenceCents(centimes, currency);
        const shown = formatMoney(amount, currency);
        const charged = paypalCharge(amount, currency);
        if (
          shownCents(shown) !== expected ||
          charged.currency_code !== currency ||
          shownCents(charged.value) !== expected
        ) {
          mismatches.push(`${amount} MAD: shown ${shown}, charged ${charged.value}, exact ${expected / 100}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it('rounds half-up to the cent, the case that once differed by a cent', () => {
    expect(formatMoney(545.55, 'USD')).toBe('$54.56');
    expect(paypalCharge(545.55, 'USD')).toEqual({ currency_code: 'USD', value: '54.56' });
    expect(convertFromMad(0.05, 'USD')).toBe(0.01); // 0.5 cent rounds up
    expect(convertFromMad(0.04, 'USD')).toBe(0);
    expect(convertFromMad(-545.55, 'USD')).toBe(-54.56); // refunds round like charges
  });

  it.each<[Currency, string]>([
    ['MAD', 'EUR'],
    ['EUR', 'EUR'],
    ['USD', 'USD'],
  ])('a shopper viewing %s is charged in %s, the figure the shop shows for it', (viewed, charged) => {
    expect(paypalCurrencyFor(viewed)).toBe(charged);
    expect(paypalCharge(295, viewed)).toEqual({
      currency_code: charged,
      value: formatMoney(295, paypalCurrencyFor(viewed)).replace(/[^0-9.]/g, ''),
    });
  });
});
