import { assertEquals } from '../../_test/assert.ts';
import { formatAmount, formatDate, formatMad, formatRate, isoDate } from './format.ts';

Deno.test('amounts keep their centimes and group thousands the language’s way', () => {
  assertEquals(formatAmount(1234.5, 'en'), '1,234.50');
  assertEquals(formatMad(0, 'en'), '0.00 MAD');
  // French groups with a narrow no-break space.
  assertEquals(formatAmount(1234.5, 'fr'), '1\u202f234,50');
  assertEquals(formatMad(74.99, 'fr'), '74,99 MAD');
  assertEquals(formatAmount(-0, 'en'), '0.00');
});

Deno.test('rates are percentages, French with a no-break space before %', () => {
  assertEquals(formatRate(20, 'en'), '20%');
  assertEquals(formatRate(7, 'fr'), '7\u00a0%');
  assertEquals(formatRate(0, 'fr'), '0\u00a0%');
});

Deno.test("the date is the day in the shop's time zone", () => {
  // 23:30 UTC on 31 December is 00:30 on 1 January in Casablanca (UTC+1).
  const at = '2026-12-31T23:30:00Z';
  assertEquals(formatDate(at, 'Africa/Casablanca', 'fr'), '1 janvier 2027');
  assertEquals(formatDate(at, 'UTC', 'en'), '31 December 2026');
  assertEquals(isoDate(at, 'Africa/Casablanca'), '2027-01-01');
});
