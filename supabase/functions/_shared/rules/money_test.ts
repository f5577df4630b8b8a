import { assert, assertEquals } from '../../_test/assert.ts';
import { INTL_LOCALE } from './locales.ts';
import {
  approximateMadIn,
  CURRENCIES,
  convertFromMad,
  formatAmountIn,
  formatMoney,
  formatMoneyIn,
  paypalCharge,
  paypalOrderAmount,
} from './money.ts';

// The full 0.00-100,000.00 MAD walk is src/lib/money-contract.test.ts; this proves the rules run in Deno.
Deno.test('converts MAD like the shop displays it (EUR = MAD/11, USD = MAD/10, half-up to the cent)', () => {
  assertEquals(convertFromMad(545, 'MAD'), 545);
  assertEquals(convertFromMad(545, 'EUR'), 49.55);
  assertEquals(convertFromMad(295, 'EUR'), 26.82);
  assertEquals(convertFromMad(545.55, 'USD'), 54.56);
});

Deno.test('PayPal is charged in EUR for MAD (PayPal has no MAD), as shown for EUR and USD', () => {
  assertEquals(paypalCharge(295, 'MAD'), { currency_code: 'EUR', value: '26.82' });
  assertEquals(paypalCharge(295, 'EUR'), { currency_code: 'EUR', value: '26.82' });
  assertEquals(paypalCharge(545.55, 'USD'), { currency_code: 'USD', value: '54.56' });
});

Deno.test('formats money for each language: English as the shop always has, others through Intl', () => {
  const nbsp = '\u00a0';
  const narrow = '\u202f';
  assertEquals(formatMoneyIn(1234.5, 'MAD', INTL_LOCALE.en), formatMoney(1234.5, 'MAD'));
  assertEquals(formatMoneyIn(1234.5, 'MAD', INTL_LOCALE.en), '1,234.5 MAD');
  assertEquals(formatMoneyIn(132, 'USD', INTL_LOCALE.en), '$13.20');
  assertEquals(formatAmountIn(1234.5, 'MAD', INTL_LOCALE.fr), `1${narrow}234,50${nbsp}MAD`);
  assertEquals(formatAmountIn(545, 'MAD', INTL_LOCALE.fr), `545${nbsp}MAD`);
  assertEquals(formatMoneyIn(132, 'EUR', INTL_LOCALE.fr), `12,00${nbsp}€`);
  assertEquals(approximateMadIn(132, 'EUR', INTL_LOCALE.fr), `≈ 132${nbsp}MAD`);
  assertEquals(approximateMadIn(132, 'MAD', INTL_LOCALE.fr), null);
  // ar-MA's default numbering system is Latin digits: no Arabic-Indic digits in Moroccan Arabic.
  const arabic = formatAmountIn(1234.5, 'MAD', INTL_LOCALE.ar);
  assert(/1\.234,50/.test(arabic) && arabic.includes('د.م.'), arabic);
  assert(!/[\u0660-\u0669]/.test(arabic), 'no Arabic-Indic digits');
});

Deno.test('paypalOrderAmount itemises the charge so PayPal’s sum holds to the cent for any order', () => {
  const cents = (value: string) => Math.round(Number(value) * 100);
  for (const currency of CURRENCIES) {
    for (let subtotal = 0.05; subtotal < 40; subtotal += 0.37) {
      for (const shipping of [0, 25, 45, 150]) {
        const discount = Math.round(subtotal * 33) / 100;
        const total = Math.round((subtotal - discount + shipping) * 100) / 100;
        const amount = paypalOrderAmount({ total, shipping, discount }, currency);
        const { item_total, shipping: carriage, discount: taken } = amount.breakdown;
        assertEquals(
          cents(item_total.value) + cents(carriage.value) - cents(taken?.value ?? '0'),
          cents(amount.value),
        );
        assertEquals(amount.value, paypalCharge(total, currency).value);
        assert(cents(item_total.value) >= 0);
        if (discount === 0) assertEquals(taken, undefined);
      }
    }
  }
});
