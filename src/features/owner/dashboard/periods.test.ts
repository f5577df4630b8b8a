import { askedFor, daysIn, periodOf } from './periods';

// 00:30 on 6 December in Casablanca (UTC+1) is still 5 December in UTC.
const now = new Date('2026-12-05T23:30:00Z');
const iso = (period: ReturnType<typeof periodOf>) => {
  const { from, to } = askedFor(period!);
  return [from.toISOString(), to.toISOString(), daysIn(period!)];
};

describe("the dashboard's periods, in the shop's days", () => {
  // The database widens each end to its whole day in the shop's time zone: each is named by a moment in it.
  it("counts today and the last days in Casablanca's days, today included", () => {
    expect(iso(periodOf('today', now))).toEqual(['2026-12-06T12:00:00.000Z', '2026-12-06T13:00:00.000Z', 1]);
    expect(iso(periodOf('7d', now))).toEqual(['2026-11-30T12:00:00.000Z', '2026-12-06T13:00:00.000Z', 7]);
    expect(iso(periodOf('30d', now))).toEqual(['2026-11-07T12:00:00.000Z', '2026-12-06T13:00:00.000Z', 30]);
  });

  it('runs this quarter from its first day to today', () => {
    expect(iso(periodOf('quarter', now))).toEqual([
      '2026-10-01T12:00:00.000Z',
      '2026-12-06T13:00:00.000Z',
      67,
    ]);
  });

  it('takes a custom range in either order, and nothing until both days are real', () => {
    expect(iso(periodOf('custom', now, { from: '2026-03-10', to: '2026-03-01' }))).toEqual([
      '2026-03-01T12:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      10,
    ]);
    expect(periodOf('custom', now, { from: '2026-03-01', to: '' })).toBeNull();
    expect(periodOf('custom', now, { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
  });
});
