/**
 * The schema on a bare in-memory PGlite, without the HTTP backend: what hosted Supabase provides
 * (embedded-backend/sql/*.sql, or local-bootstrap-stub.sql while that is not written yet), then
 * supabase/migrations in order, then supabase/seed.sql. For testing SQL rules directly and fast.
 * openSchemaDb() gives the same on a real PostgreSQL when the run has one (ZELLIJ_TEST_POSTGRES).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions as extensions } from '../../../embedded-backend/src/db/pglite-extensions';
import {
  createScratchDatabase,
  SCRATCH_POSTGRES_ENV,
} from '../../../embedded-backend/src/db/scratch-postgres';
import { withCurrentZones } from '../../../embedded-backend/src/db/pglite-zones';
import { SessionLock } from '../../../embedded-backend/src/db/session-lock';

const root = path.resolve(import.meta.dirname, '../../..');
const sqlFiles = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(path.join(root, dir, name), 'utf8'));

function bootstrapSql(): string[] {
  const bootstrapDir = 'embedded-backend/sql';
  if (existsSync(path.join(root, bootstrapDir, '00-roles.sql'))) return sqlFiles(bootstrapDir);
  return [readFileSync(path.join(import.meta.dirname, 'local-bootstrap-stub.sql'), 'utf8')];
}

/**
 * initdb dominates PGlite start-up (seconds on a busy machine); loading a dump of the finished
 * database takes a fraction of that. The dump is cached on disk, keyed by every SQL file applied, so
 * test files running in parallel workers build it once per change of the schema or seed.
 */
const cacheDir = path.join(root, 'node_modules/.cache/zellij-schema-tests');

async function build(parts: string[]): Promise<PGlite> {
  const db = await withCurrentZones(await PGlite.create({ extensions }));
  for (const sql of parts) await db.exec(sql);
  return db;
}

export async function createSchemaDb(options: { seed?: boolean } = {}): Promise<PGlite> {
  const parts = [...bootstrapSql(), ...sqlFiles('supabase/migrations')];
  if (options.seed ?? true) parts.push(readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8'));
  const variant = (options.seed ?? true) ? 'seeded' : 'empty';
  const key = createHash('sha256').update(parts.join('\0--\0')).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${variant}-${key}.tar`);
  if (existsSync(file)) {
    return withCurrentZones(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions }));
  }
  const db = await build(parts);
  try {
    const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, dump);
    renameSync(temp, file); // atomic: a parallel worker never loads half a dump
    // Dumps of older versions of the schema are dead weight (about 40 MB each).
    for (const name of readdirSync(cacheDir)) {
      const stale = name.startsWith(`${variant}-`) && name.endsWith('.tar') && name !== path.basename(file);
      if (stale) rmSync(path.join(cacheDir, name), { force: true });
    }
  } catch {
    // No cache (read-only checkout): still correct, only slower.
  }
  return db;
}

/** What the SQL tests use of a PGlite (and of its transactions): PGlite itself satisfies it. */
export interface SqlTx {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<unknown>;
}
export interface SqlDb extends SqlTx {
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const INT8_ARRAY = 1016;
/** Values as PGlite returns them (int8 as a number), so one test reads the same on both. */
const pgliteTypes = {
  getTypeParser: (oid: number, format?: string) => {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === INT8_ARRAY) return (value: string) => pg.types.arrayParser(value, Number) as unknown[];
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function clientTx(client: pg.Client): SqlTx {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      const fields = result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0, fields };
    },
    exec: (sql) => client.query(sql),
  };
}

/**
 * createSchemaDb() on PGlite, or with ZELLIJ_TEST_POSTGRES (scripts/test.ts sets it for the suites
 * it also runs on a real PostgreSQL) a throw-away database on that server with the same schema,
 * on one connection whose transactions queue one after another, as PGlite's do.
 */
export async function openSchemaDb(options: { seed?: boolean } = {}): Promise<SqlDb> {
  const server = process.env[SCRATCH_POSTGRES_ENV];
  if (!server) return createSchemaDb(options);
  const scratch = await createScratchDatabase(server, {
    bootstrapDir: path.join(root, 'embedded-backend/sql'),
    migrationsDir: path.join(root, 'supabase/migrations'),
    seedFile: (options.seed ?? true) ? path.join(root, 'supabase/seed.sql') : path.join(root, 'no-seed.sql'),
  });
  const client = new pg.Client({ connectionString: scratch.url, types: pgliteTypes });
  await client.connect();
  const tx = clientTx(client);
  const lock = new SessionLock();
  return {
    query: (sql, params) => lock.run(() => tx.query(sql, params)),
    exec: (sql) => lock.run(() => tx.exec(sql)),
    transaction: <T>(fn: (inner: SqlTx) => Promise<T>) =>
      lock.run(async () => {
        await client.query('begin');
        try {
          const result = await fn(tx);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }),
    async close() {
      await client.end();
      await scratch.drop();
    },
  };
}

export type Role = 'anon' | 'authenticated' | 'service_role';

/**
 * Runs fn as PostgREST would for a request: in a transaction, switched to the role, with the JWT
 * claims in request.jwt.claims (what auth.uid() reads). Rolled back afterwards unless commit is set.
 */
export async function asRole<T>(
  db: SqlDb,
  role: Role,
  fn: (tx: SqlTx) => Promise<T>,
  options: { sub?: string; commit?: boolean } = {},
): Promise<T> {
  let result: T | undefined;
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      const claims = { role, ...(options.sub ? { sub: options.sub, aud: 'authenticated' } : {}) };
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      result = await fn(tx);
      if (!options.commit) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result as T;
}

/** The Postgres error a promise rejects with (fails the test when it resolves). */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; hint?: string; detail?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected the statement to fail, it succeeded');
}

/**
 * A statement's refusal inside a transaction that goes on: a savepoint undoes only the statement, so a
 * test can try one bad input after another and then check that nothing changed.
 */
export async function refusal(
  tx: SqlTx,
  run: () => Promise<unknown>,
): Promise<{ hint?: string; code: string; message: string; detail?: string }> {
  await tx.exec('savepoint attempt');
  try {
    await run();
  } catch (error) {
    await tx.exec('rollback to savepoint attempt');
    return error as { hint?: string; code: string; message: string; detail?: string };
  }
  throw new Error('expected a refusal, the statement succeeded');
}

export async function createUser(db: SqlDb, id: string, email: string): Promise<void> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
}

/**
 * A bare PGlite with the local bootstrap and the migrations whose file name sorts before `version`:
 * the schema as a project had it before that migration, to test how it converts existing rows.
 */
export async function createDbBefore(version: string): Promise<PGlite> {
  const names = readdirSync(path.join(root, 'supabase/migrations'))
    .filter((n) => n.endsWith('.sql'))
    .sort();
  const before = names.filter((name) => name < version);
  return build([
    ...bootstrapSql(),
    ...before.map((n) => readFileSync(path.join(root, 'supabase/migrations', n), 'utf8')),
  ]);
}

/** The migrations from `version` on, in order, as their SQL. */
export const migrationsFrom = (version: string): string[] =>
  readdirSync(path.join(root, 'supabase/migrations'))
    .filter((name) => name.endsWith('.sql') && name >= version)
    .sort()
    .map((name) => readFileSync(path.join(root, 'supabase/migrations', name), 'utf8'));
