import { assertEquals } from '../_test/assert.ts';
import { fromMad, paypalCharge } from './money.ts';

Deno.test('converts MAD like the shop displays it (EUR = MAD/11, USD = MAD/10, 2 decimals)', () => {
  assertEquals(fromMad(545, 'MAD'), 545);
  assertEquals(fromMad(545, 'EUR'), 49.55);
  assertEquals(fromMad(295, 'EUR'), 26.82);
  assertEquals(fromMad(295, 'USD'), 29.5);
});

Deno.test('PayPal is charged in EUR for MAD (PayPal has no MAD), as shown for EUR and USD', () => {
  assertEquals(paypalCharge(295, 'MAD'), { currency_code: 'EUR', value: '26.82' });
  assertEquals(paypalCharge(295, 'EUR'), { currency_code: 'EUR', value: '26.82' });
  assertEquals(paypalCharge(295, 'USD'), { currency_code: 'USD', value: '29.50' });
});
