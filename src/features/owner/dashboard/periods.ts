import {
  addDays,
  dayIn,
  dayKey,
  daysFrom,
  parseDayKey,
  quarterAt,
  type CalendarDay,
} from '@rules/shop-calendar';

/** The periods the dashboard offers; the database compares each with the one just before it. */
export const PERIOD_KINDS = ['today', '7d', '30d', 'quarter', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A period as days in the shop's time zone, both ends included. */
export interface Period {
  kind: PeriodKind;
  first: CalendarDay;
  last: CalendarDay;
}

/**
 * The period `kind` names as of `now`: today; the last 7 or 30 days, today included; this quarter so
 * far. A custom period is the owner's two days (`from` and `to`, as <input type="date"> writes them),
 * put in order; null while either is not a real day.
 */
export function periodOf(kind: PeriodKind, now: Date, custom?: { from: string; to: string }): Period | null {
  const today = dayIn(now);
  switch (kind) {
    case 'today':
      return { kind, first: today, last: today };
    case '7d':
      return { kind, first: addDays(today, -6), last: today };
    case '30d':
      return { kind, first: addDays(today, -29), last: today };
    case 'quarter': {
      const { quarter } = quarterAt(now);
      return { kind, first: { year: today.year, month: quarter * 3 - 2, day: 1 }, last: today };
    }
    case 'custom': {
      const from = parseDayKey(custom?.from ?? '');
      const to = parseDayKey(custom?.to ?? '');
      if (!from || !to) return null;
      const [first, last] = dayKey(from) <= dayKey(to) ? [from, to] : [to, from];
      return { kind, first, last };
    }
  }
}

/**
 * What owner_dashboard is asked for: a moment inside the first day and one inside the last (noon UTC,
 * and an hour after noon so a one-day period still runs forward). The database widens the two to whole
 * days in the shop's time zone with its own time zone data, so the days asked for are the days counted
 * even where the browser's data is stale (Chromium on Debian 12 puts Casablanca at UTC+0 after
 * September 2026, an hour off): those moments fall on the same calendar day in every zone within eleven
 * hours of UTC.
 */
export function askedFor({ first, last }: Period): { from: Date; to: Date } {
  const at = ({ year, month, day }: CalendarDay, hour: number) =>
    new Date(Date.UTC(year, month - 1, day, hour));
  return { from: at(first, 12), to: at(last, 13) };
}

/** How many days the period counts, both ends included. */
export const daysIn = ({ first, last }: Period) => daysFrom(first, last);
