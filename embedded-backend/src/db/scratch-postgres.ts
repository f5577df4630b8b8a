/**
 * Throw-away databases on a real PostgreSQL server, for running the test suites against real
 * Postgres instead of PGlite (`npm test` does, see scripts/test.ts). When ZELLIJ_TEST_POSTGRES holds
 * a server's admin URL, every backend asked for an in-memory database gets a new database of its own
 * on that server instead, dropped when it stops.
 *
 * Migrating a database takes seconds; copying one takes a fraction of that. The first backend for
 * a given set of SQL files migrates a template database (under an advisory lock, so parallel test
 * workers build it once and never race on the cluster-wide roles); every later one is a copy.
 *
 * Roles are shared by every database of the server, so `alter role anon set statement_timeout`
 * in one project's migrations would leak into another's. The role settings a template's migrations
 * left are therefore recorded with it and given to each copy as its own (`alter role ... in
 * database ...`), which the REST layer reads before the role-wide ones.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, type MigrationSources } from './migrate';
import { createPgDb } from './pg-db';
import { stateKey } from './state-cache';

export const SCRATCH_POSTGRES_ENV = 'ZELLIJ_TEST_POSTGRES';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

const TEMPLATE_LOCK = 0x7a656c6c; // any constant shared by every worker

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const exists = async (admin: pg.Client, name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/** The migrated (and, when sources has a seed, seeded) template for these SQL files. */
async function ensureTemplate(
  admin: pg.Client,
  serverUrl: string,
  sources: MigrationSources,
): Promise<string> {
  const name = `zellij_template_${stateKey(sources)}`;
  if (await exists(admin, name)) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists(admin, name)) return name; // another worker built it meanwhile
    await admin.query(`create table if not exists zellij_template_role_settings
      (template text, role text, name text, value text)`);
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const db = createPgDb(withDatabase(serverUrl, building));
    try {
      await migrateDatabase(db, sources);
    } finally {
      await db.close();
    }
    await admin.query(
      `insert into zellij_template_role_settings
       select $1, r.rolname, split_part(c, '=', 1), substr(c, strpos(c, '=') + 1)
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as c
       where s.setdatabase = 0`,
      [name],
    );
    // Renamed only once complete, so a worker never copies a half-built template.
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A new database holding the project's schema and seed, as a fresh PGlite would. */
export function createScratchDatabase(
  serverUrl: string,
  sources: MigrationSources,
): Promise<ScratchDatabase> {
  return withAdmin(serverUrl, async (admin) => {
    const template = await ensureTemplate(admin, serverUrl, sources);
    const name = `zellij_scratch_${process.pid}_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    const settings = await admin.query<{ role: string; name: string; value: string }>(
      'select role, name, value from zellij_template_role_settings where template = $1',
      [template],
    );
    for (const setting of settings.rows) {
      const [role, guc] = [setting.role, setting.name].map((id) => `"${id.replace(/"/g, '""')}"`);
      await admin.query(
        `alter role ${role} in database ${name} set ${guc} = '${setting.value.replace(/'/g, "''")}'`,
      );
    }
    return {
      url: withDatabase(serverUrl, name),
      drop: () =>
        withAdmin(serverUrl, async (dropper) => {
          await dropper.query(`drop database if exists ${name} with (force)`);
        }),
    };
  });
}
