/**
 * Do two sets of migrations build the same database? Applies each, on top of the bootstrap the
 * embedded backend applies (embedded-backend/sql: roles, auth), to its own database of a throw-away
 * PostgreSQL from the machine's binaries, then compares `pg_dump --schema-only --no-owner` and the
 * catalog pg_dump leaves implicit or the eye misses: every function's ACL, settings and definition,
 * columns in order with defaults and grants, constraints, policies, RLS flags, triggers, indexes,
 * schema grants, role settings and the rows the migrations seed. With --seed, supabase/seed.sql is
 * applied on both afterwards and every table's rows are compared too (ids and clocks left out).
 *
 *   npx tsx scripts/compare-migrations.ts <git revision> [--seed]
 *       the revision's supabase/migrations against the working tree's
 *   npx tsx scripts/compare-migrations.ts <dir> <dir> [--seed]
 *
 * Written for the squash of issue 15 (the old history against the squashed files); useful whenever
 * migrations are rewritten rather than added to. Exit code 1 and a diff when anything differs. Run it
 * under `flock /tmp/zellij-pg.lock` on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir, startRealPostgres } from '../tests/backend/helpers/real-postgres';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--seed');
const withSeed = process.argv.includes('--seed');
if (args.length < 1 || args.length > 2) {
  console.error('usage: compare-migrations.ts <git revision | dir> [dir] [--seed]');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'zellij-compare-'));

/** A folder of migrations: the argument itself, or the files of supabase/migrations at a revision. */
function migrationsOf(spec: string): string {
  if (existsSync(spec)) return path.resolve(spec);
  const dir = path.join(work, spec.replace(/\W+/g, '_'));
  mkdirSync(dir);
  const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  for (const name of git('ls-tree', '--name-only', `${spec}:supabase/migrations`).split('\n')) {
    if (name.endsWith('.sql'))
      writeFileSync(path.join(dir, name), git('show', `${spec}:supabase/migrations/${name}`));
  }
  return dir;
}

const sqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(dir, name));

// /usr/local/bin may hold links to initdb and pg_ctl only: pg_dump sits beside what they point at.
const PG_DUMP = path.join(
  path.dirname(realpathSync(path.join(postgresBinDir() ?? '/usr/bin', 'pg_ctl'))),
  'pg_dump',
);

const CATALOG = readFileSync(path.join(import.meta.dirname, 'compare-migrations.sql'), 'utf8');

const RESET_ROLES = `
  do $$
  declare
    v_role text;
  begin
    for v_role in select rolname from pg_roles where not rolsuper and rolname !~ '^pg_' loop
      execute format('alter role %I reset all', v_role);
    end loop;
  end;
  $$`;

// Rows without what differs by construction: random ids (and the random ids they point at), clocks.
const ROWS = `
  select n.nspname || '.' || c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'site_search') and c.relkind = 'r' order by 1`;
const rowsOf = (table: string) => `
  select count(*) || ' ' || coalesce(md5(string_agg(x, '|' order by x)), '-') as digest
  from (select (to_jsonb(r) - 'id' - 'image_id' - 'zone_id' - 'created_at' - 'updated_at' - 'at'
                - 'hold_expires_at')::text as x from ${table} r) s`;

async function describe(url: string, migrations: string): Promise<{ dump: string; catalog: string }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    for (const file of sqlFiles(path.join(root, 'embedded-backend/sql')))
      await db.query(readFileSync(file, 'utf8'));
    // Role settings belong to the cluster, which both sides share: each side starts without any.
    await db.query(RESET_ROLES);
    const run = async (file: string) => {
      await db.query('begin');
      await db.query(readFileSync(file, 'utf8')).catch((error: Error) => {
        throw new Error(`${path.basename(file)}: ${error.message}`, { cause: error });
      });
      await db.query('commit');
    };
    for (const file of sqlFiles(migrations)) await run(file);
    const dump = execFileSync(PG_DUMP, ['--schema-only', '--no-owner', url], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter((line) => !/^(-- Dumped|\\restrict|\\unrestrict)/.test(line))
      .join('\n');
    const lines: string[] = [];
    const results = (await db.query(CATALOG)) as unknown as pg.QueryResult[];
    for (const { rows } of results) {
      for (const row of rows as Record<string, unknown>[]) lines.push(Object.values(row).join(' | '));
    }
    if (withSeed) {
      await run(path.join(root, 'supabase/seed.sql'));
      for (const { name } of (await db.query<{ name: string }>(ROWS)).rows) {
        const { rows } = await db.query<{ digest: string }>(rowsOf(name));
        lines.push(`rows of ${name} after the seed: ${rows[0]!.digest}`);
      }
    }
    return { dump, catalog: lines.join('\n') };
  } finally {
    await db.end();
  }
}

function compare(what: string, a: string, b: string): boolean {
  if (a === b) {
    console.log(`${what}: identical (${a.split('\n').length} lines)`);
    return true;
  }
  const [fa, fb] = ['before', 'after'].map((side) => path.join(work, `${what.replace(/\W+/g, '_')}.${side}`));
  writeFileSync(fa!, a);
  writeFileSync(fb!, b);
  try {
    execFileSync('diff', ['-u', fa!, fb!], { encoding: 'utf8' });
  } catch (error) {
    console.log(`${what}: DIFFERENT\n${(error as { stdout: string }).stdout}`);
  }
  return false;
}

const server = await startRealPostgres();
if (!server) {
  console.error('No PostgreSQL server binaries (apt-get install postgresql).');
  process.exit(2);
}
let same: boolean;
try {
  const [before, after] = [
    migrationsOf(args[0]!),
    args[1] ? path.resolve(args[1]) : path.join(root, 'supabase/migrations'),
  ];
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database compare_before');
  await admin.query('create database compare_after');
  await admin.end();
  const a = await describe(server.url.replace(/\/postgres$/, '/compare_before'), before!);
  const b = await describe(server.url.replace(/\/postgres$/, '/compare_after'), after);
  console.log(`${sqlFiles(before!).length} migrations against ${sqlFiles(after).length}`);
  same = [compare('pg_dump --schema-only', a.dump, b.dump), compare('catalog', a.catalog, b.catalog)].every(
    Boolean,
  );
} finally {
  server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(same ? 0 : 1);
