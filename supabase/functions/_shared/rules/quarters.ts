/**
 * Calendar quarters as the accountant counts them: `2026-Q4` names October to December 2026 in the
 * shop's time zone. The owner's screen offers recent quarters; invoice-export reads the name back.
 * Plain TypeScript with no imports, for the browser, Node and Deno.
 */

/** Where the shop is: its days, years and quarters begin at midnight there (shop_settings.time_zone's default). */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

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
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(
    at,
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), quarter: Math.ceil(part('month') / 3) };
}

/** The quarter a moment falls in and the `count - 1` before it, newest first. */
export function recentQuarters(at: Date, count: number, timeZone = SHOP_TIME_ZONE): Quarter[] {
  const { year, quarter } = quarterAt(at, timeZone);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 4 + (quarter - 1) - back;
    return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
  });
}

/** How far a time zone's clock is ahead of UTC at a moment, in milliseconds (Casablanca: 1 h, 0 in Ramadan). */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
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
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment a month begins (midnight on its first day) in a time zone; month 13 is next January. */
function monthStart(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  // The offset at the guess may differ from the offset at the moment itself (a clock change between).
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/**
 * The moments a quarter spans in a time zone, as [start, end): `2026-Q4` in Casablanca runs from
 * 2026-09-30T23:00Z (1 October, midnight there) up to, not including, 2026-12-31T23:00Z.
 */
export function quarterRange(
  { year, quarter }: Quarter,
  timeZone = SHOP_TIME_ZONE,
): { start: Date; end: Date } {
  return {
    start: monthStart(year, quarter * 3 - 2, timeZone),
    end: monthStart(year, quarter * 3 + 1, timeZone),
  };
}
