import { assertEquals } from '../../_test/assert.ts';
import {
  addDays,
  dayIn,
  dayKey,
  daysFrom,
  parseDayKey,
  parseQuarter,
  quarterAt,
  quarterKey,
  quarterRange,
  recentQuarters,
  startOfDay,
} from './shop-calendar.ts';

Deno.test('a day begins at midnight in Casablanca, whatever its offset that day', () => {
  // Casablanca is UTC+1 most of the year and UTC+0 around Ramadan (2026: 15 February to 22 March).
  assertEquals(startOfDay({ year: 2026, month: 12, day: 6 }).toISOString(), '2026-12-05T23:00:00.000Z');
  assertEquals(startOfDay({ year: 2026, month: 3, day: 1 }).toISOString(), '2026-03-01T00:00:00.000Z');
  assertEquals(
    startOfDay({ year: 2026, month: 12, day: 6 }, 'UTC').toISOString(),
    '2026-12-06T00:00:00.000Z',
  );
});

Deno.test("the day of a moment is the shop's, not UTC's", () => {
  assertEquals(dayIn(new Date('2026-12-31T23:30:00Z')), {
    year: 2027,
    month: 1,
    day: 1,
  });
  assertEquals(dayIn(new Date('2026-12-31T22:59:59Z')), {
    year: 2026,
    month: 12,
    day: 31,
  });
});

Deno.test('days count across months and years, and only real days read back', () => {
  assertEquals(addDays({ year: 2026, month: 12, day: 31 }, 1), {
    year: 2027,
    month: 1,
    day: 1,
  });
  assertEquals(addDays({ year: 2028, month: 3, day: 1 }, -1), {
    year: 2028,
    month: 2,
    day: 29,
  });
  assertEquals(dayKey({ year: 2026, month: 1, day: 5 }), '2026-01-05');
  assertEquals(daysFrom({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 3, day: 1 }), 1);
  assertEquals(daysFrom({ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 }), 2);
  assertEquals(daysFrom({ year: 2026, month: 3, day: 2 }, { year: 2026, month: 3, day: 1 }), 0);
  assertEquals(parseDayKey('2026-01-05'), { year: 2026, month: 1, day: 5 });
  for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', 'yesterday', '']) {
    assertEquals(parseDayKey(bad), null, bad);
  }
});

Deno.test('a quarter name reads back, and nothing else does', () => {
  assertEquals(parseQuarter('2026-Q4'), { year: 2026, quarter: 4 });
  assertEquals(quarterKey({ year: 2026, quarter: 4 }), '2026-Q4');
  for (const bad of ['2026-Q5', '2026-Q0', '2026Q4', '26-Q1', '2026-q1', ' 2026-Q1', '2026-Q1x']) {
    assertEquals(parseQuarter(bad), null, bad);
  }
});

Deno.test("a quarter begins at midnight in the shop's time zone", () => {
  // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1).
  assertEquals(quarterAt(new Date('2026-12-31T23:30:00Z')), {
    year: 2027,
    quarter: 1,
  });
  assertEquals(quarterAt(new Date('2026-12-31T22:30:00Z')), {
    year: 2026,
    quarter: 4,
  });
  assertEquals(quarterAt(new Date('2026-04-01T00:00:00Z'), 'UTC'), {
    year: 2026,
    quarter: 2,
  });
});

Deno.test('recent quarters count back across years, newest first', () => {
  assertEquals(recentQuarters(new Date('2026-02-10T12:00:00Z'), 3).map(quarterKey), [
    '2026-Q1',
    '2025-Q4',
    '2025-Q3',
  ]);
});

Deno.test("a quarter's range runs from midnight to midnight in the shop's time zone", () => {
  const iso = ({ start, end }: { start: Date; end: Date }) => [start.toISOString(), end.toISOString()];
  // Casablanca is UTC+1, so its midnight is 23:00 UTC the day before; Q4 ends where next year's Q1 begins.
  assertEquals(iso(quarterRange({ year: 2026, quarter: 4 })), [
    '2026-09-30T23:00:00.000Z',
    '2026-12-31T23:00:00.000Z',
  ]);
  assertEquals(iso(quarterRange({ year: 2026, quarter: 1 }, 'UTC')), [
    '2026-01-01T00:00:00.000Z',
    '2026-04-01T00:00:00.000Z',
  ]);
  // A zone whose clock changes inside the quarter: Paris is UTC+1 on 1 January and UTC+2 on 1 April.
  assertEquals(iso(quarterRange({ year: 2026, quarter: 1 }, 'Europe/Paris')), [
    '2025-12-31T23:00:00.000Z',
    '2026-03-31T22:00:00.000Z',
  ]);
  // Each bound agrees with quarterAt: the start is in the quarter, the moment before it is not.
  for (const quarter of [1, 2, 3, 4]) {
    const { start, end } = quarterRange({ year: 2026, quarter });
    assertEquals(quarterAt(start), { year: 2026, quarter });
    assertEquals(quarterAt(new Date(end.getTime() - 1)), { year: 2026, quarter });
    assertEquals(quarterAt(new Date(start.getTime() - 1)).quarter, quarter === 1 ? 4 : quarter - 1);
  }
});
