/**
 * The shop's calendar: days and quarters where the shop is. A day begins at midnight in the shop's time
 * zone (Africa/Casablanca, whose offset changes around Ramadan), not at midnight UTC nor in the reader's
 * browser; the owner's dashboard asks for its periods in these days. A quarter is the accountant's:
 * `2026-Q4` names October to December 2026 there; the owner's screen offers recent quarters and
 * invoice-export reads the name back. Plain TypeScript with no imports, for the browser, Node and Deno.
 */

/** Where the shop is: its days, quarters and years begin at midnight there (shop_settings.time_zone's default). */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-12-06`, as an <input type="date"> writes it. */
export const dayKey = ({ year, month, day }: CalendarDay) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `2026-12-06` → the day; null for anything that is not a real calendar day. */
export function parseDayKey(key: string): CalendarDay | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const day = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  };
  return dayKey(addDays(day, 0)) === key ? day : null;
}

/** The wall clock of a time zone at a moment, read as if it were UTC (milliseconds). */
function wallClock(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The day a moment falls on in a time zone. */
export function dayIn(at: Date, timeZone = SHOP_TIME_ZONE): CalendarDay {
  const wall = new Date(wallClock(at.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
  };
}

/** The day `count` days later (earlier when negative); months and years roll over. */
export function addDays({ year, month, day }: CalendarDay, count: number): CalendarDay {
  const moved = new Date(Date.UTC(year, month - 1, day + count));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
}

/** How many days run from `first` to `last`, both counted: 1 for a single day, 0 or less when `last` is earlier. */
export function daysFrom(first: CalendarDay, last: CalendarDay): number {
  const utc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);
  return Math.round((utc(last) - utc(first)) / 86_400_000) + 1;
}

/** The moment a day begins in a time zone. */
export function startOfDay({ year, month, day }: CalendarDay, timeZone = SHOP_TIME_ZONE): Date {
  const midnight = Date.UTC(year, month - 1, day);
  // The zone's offset at a first guess, then at the answer it gives: they differ only when the offset
  // changes between midnight UTC and midnight there.
  const guess = midnight - (wallClock(midnight, timeZone) - midnight);
  return new Date(midnight - (wallClock(guess, timeZone) - guess));
}

// Quarters ---------------------------------------------------------------------------------------------

export interface Quarter {
  year: number;
  /** 1 to 4. */
  quarter: number;
}

const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;

/** `2026-Q4` → {year: 2026, quarter: 4}; null for anything else. */
export function parseQuarter(key: string): Quarter | null {
  const match = QUARTER_KEY.exec(key);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) } : null;
}

export const quarterKey = ({ year, quarter }: Quarter) => `${year}-Q${quarter}`;

/** The quarter a moment falls in, in a time zone. */
export function quarterAt(at: Date, timeZone = SHOP_TIME_ZONE): Quarter {
  const { year, month } = dayIn(at, timeZone);
  return { year, quarter: Math.ceil(month / 3) };
}

/**
 * The moments a quarter spans in a time zone, as [start, end): `2026-Q4` in Casablanca runs from
 * 2026-09-30T23:00Z (1 October, midnight there) up to, not including, 2026-12-31T23:00Z.
 */
export function quarterRange(
  { year, quarter }: Quarter,
  timeZone = SHOP_TIME_ZONE,
): { start: Date; end: Date } {
  const next = quarter === 4 ? { year: year + 1, month: 1 } : { year, month: quarter * 3 + 1 };
  return {
    start: startOfDay({ year, month: quarter * 3 - 2, day: 1 }, timeZone),
    end: startOfDay({ ...next, day: 1 }, timeZone),
  };
}

/** The quarter a moment falls in and the `count - 1` before it, newest first. */
export function recentQuarters(at: Date, count: number, timeZone = SHOP_TIME_ZONE): Quarter[] {
  const { year, quarter } = quarterAt(at, timeZone);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 4 + (quarter - 1) - back;
    return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
  });
}
