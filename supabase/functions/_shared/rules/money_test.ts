import { assertEquals } from '../../_test/assert.ts';
import { convertFromMad, paypalCharge } from './money.ts';

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
