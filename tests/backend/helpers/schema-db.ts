/**
 * The schema on a bare in-memory PGlite, without the HTTP backend: what hosted Supabase provides
 * (embedded-backend/sql/*.sql, or local-bootstrap-stub.sql while that is not written yet), then
 * supabase/migrations in order, then supabase/seed.sql. For testing SQL rules directly and fast.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions as extensions } from '../../../embedded-backend/src/db/pglite-extensions';

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
  const db = new PGlite({ extensions });
  for (const sql of parts) await db.exec(sql);
  return db;
}

export async function createSchemaDb(options: { seed?: boolean } = {}): Promise<PGlite> {
  const parts = [...bootstrapSql(), ...sqlFiles('supabase/migrations')];
  if (options.seed ?? true) parts.push(readFileSync(path.join(root, 'supabase/seed.sql'), 'utf8'));
  const variant = (options.seed ?? true) ? 'seeded' : 'empty';
  const key = createHash('sha256').update(parts.join('\0--\0')).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `${variant}-${key}.tar`);
  if (existsSync(file)) return new PGlite({ loadDataDir: new Blob([readFileSync(file)]), extensions });
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

export type Role = 'anon' | 'authenticated' | 'service_role';

/**
 * Runs fn as PostgREST would for a request: in a transaction, switched to the role, with the JWT
 * claims in request.jwt.claims (what auth.uid() reads). Rolled back afterwards unless commit is set.
 */
export async function asRole<T>(
  db: PGlite,
  role: Role,
  fn: (tx: Transaction) => Promise<T>,
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

export async function createUser(db: PGlite, id: string, email: string): Promise<void> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
}
