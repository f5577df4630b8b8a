import { assertEquals } from '../../_test/assert.ts';
import { parseQuarter, quarterAt, quarterKey, recentQuarters } from './quarters.ts';

Deno.test('a quarter name reads back, and nothing else does', () => {
  assertEquals(parseQuarter('2026-Q4'), { year: 2026, quarter: 4 });
  assertEquals(quarterKey({ year: 2026, quarter: 4 }), '2026-Q4');
  for (const bad of ['2026-Q5', '2026-Q0', '2026Q4', '26-Q1', '2026-q1', ' 2026-Q1', '2026-Q1x']) {
    assertEquals(parseQuarter(bad), null, bad);
  }
});

Deno.test("a quarter begins at midnight in the shop's time zone", () => {
  // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1).
  assertEquals(quarterAt(new Date('2026-12-31T23:30:00Z')), { year: 2027, quarter: 1 });
  assertEquals(quarterAt(new Date('2026-12-31T22:30:00Z')), { year: 2026, quarter: 4 });
  assertEquals(quarterAt(new Date('2026-04-01T00:00:00Z'), 'UTC'), { year: 2026, quarter: 2 });
});

Deno.test('recent quarters count back across years, newest first', () => {
  assertEquals(recentQuarters(new Date('2026-02-10T12:00:00Z'), 3).map(quarterKey), [
    '2026-Q1',
    '2025-Q4',
    '2025-Q3',
  ]);
});
