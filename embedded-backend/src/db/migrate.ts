/**
 * Brings a database to the project's schema the way the Supabase CLI does: the local bootstrap
 * (what hosted Supabase already provides) on every start, then each supabase/migrations file not
 * yet recorded in supabase_migrations.schema_migrations, then supabase/seed.sql on a fresh
 * database only. Missing folders or files are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../types';

export interface MigrationSources {
  /** embedded-backend/sql: idempotent bootstrap, applied in name order on every start. */
  bootstrapDir: string;
  /** supabase/migrations */
  migrationsDir: string;
  /** supabase/seed.sql */
  seedFile: string;
}

export interface MigrationReport {
  /** True when this database had never been migrated before (the seed was applied). */
  fresh: boolean;
  applied: string[];
}

const sqlFilesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.sql'))
        .sort()
    : [];

/** `20241201000100_shared_helpers.sql` -> version `20241201000100`, as the Supabase CLI records it. */
const versionOf = (file: string) => file.split('_')[0]!.replace(/\.sql$/, '');

async function isFresh(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  return !rows[0]?.exists;
}

export async function migrateDatabase(db: Db, sources: MigrationSources): Promise<MigrationReport> {
  const fresh = await isFresh(db);
  for (const file of sqlFilesIn(sources.bootstrapDir)) {
    await db.exec(readFileSync(path.join(sources.bootstrapDir, file), 'utf8'));
  }
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      statements text[]
    );`);
  const { rows } = await db.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations`,
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const file of sqlFilesIn(sources.migrationsDir)) {
    const version = versionOf(file);
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(sources.migrationsDir, file), 'utf8');
    await db
      .transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
          [version, file.replace(/^[^_]*_?/, '').replace(/\.sql$/, ''), [sql]],
        );
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      });
    applied.push(file);
  }
  if (fresh && existsSync(sources.seedFile)) {
    await db
      .transaction((tx) => tx.exec(readFileSync(sources.seedFile, 'utf8')))
      .catch((error: unknown) => {
        throw new Error(`Seed ${sources.seedFile} failed: ${(error as Error).message}`, { cause: error });
      });
  }
  return { fresh, applied };
}
