/**
 * The local database counts the shop's days where the shop is, as the browser and Deno do: PGlite's own
 * Africa/Casablanca is stale from September 2026 (UTC+0 where Morocco keeps UTC+1 outside Ramadan), and
 * src/db/pglite-zones.ts replaces it as the database opens. Checked against Node's Intl (current ICU
 * data), around the year's turn, in and out of Ramadan's hour.
 */
import os from 'node:os';
import path from 'node:path';

import { openDatabase } from '../src/db';

const MOMENTS = [
  '2026-06-01T12:00:00Z',
  '2026-09-30T23:30:00Z',
  '2026-12-06T23:30:00Z',
  '2026-12-31T23:00:00Z',
  '2027-02-20T12:00:00Z',
  '2027-03-01T23:30:00Z',
  '2027-06-01T12:00:00Z',
];

/** The wall clock in Casablanca as PostgreSQL's `at time zone` prints it, from Node's own data. */
const wallClock = (at: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Casablanca',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(at));

it("reads Casablanca's clock as current time zone data does", async () => {
  const opened = await openDatabase({ dataDir: null, cacheDir: path.join(os.tmpdir(), 'zellij-zones-test') });
  if (opened.kind !== 'pglite') throw new Error('expected PGlite');
  try {
    for (const at of MOMENTS) {
      const { rows } = await opened.db.query<{ local: string }>(
        `select to_char($1::timestamptz at time zone 'Africa/Casablanca', 'YYYY-MM-DD HH24:MI:SS') as local`,
        [at],
      );
      expect(rows[0]!.local, at).toBe(wallClock(at));
    }
  } finally {
    await opened.pglite.close();
  }
});
