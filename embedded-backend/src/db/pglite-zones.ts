/**
 * PGlite's bundled tz database is older than Morocco's current rules: from September 2026 its
 * Africa/Casablanca reads UTC+0, where Morocco keeps UTC+1 outside Ramadan. The shop's days, invoice
 * years and quarters are Casablanca's (shop_settings.time_zone), and the app and the functions count
 * them with the browser's and Deno's own current data, so a stale zone would move midnight by an hour
 * between the local database and everything around it. Each PGlite gets the files in ./zoneinfo written
 * over its own as it opens, before any query reads a zone (PostgreSQL loads a zone on first use).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const ZONES = ['Africa/Casablanca'];
const here = path.join(import.meta.dirname, 'zoneinfo');

export async function withCurrentZones(pglite: PGlite): Promise<PGlite> {
  const { rows } = await pglite.query<{ setting: string }>(
    `select setting from pg_config where name = 'SHAREDIR'`,
  );
  const zoneDir = `${rows[0]!.setting}/timezone`;
  for (const zone of ZONES) {
    pglite.Module.FS.writeFile(`${zoneDir}/${zone}`, readFileSync(path.join(here, zone)));
  }
  return pglite;
}
