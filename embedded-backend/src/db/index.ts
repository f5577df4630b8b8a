/**
 * Opens the backend's database: PGlite (embedded Postgres, in a folder or in memory) by default,
 * or a real PostgreSQL when a connection string is given.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../types';
import { createPgDb } from './pg-db';
import { createPgliteDb, type SessionHooks } from './pglite-db';
import { pgliteExtensions as extensions } from './pglite-extensions';
import { initdbTemplate } from './pglite-template';
import { withCurrentZones } from './pglite-zones';
import { SessionLock } from './session-lock';

import { migrateDatabase, type MigrationReport, type MigrationSources } from './migrate';
import { markSequences, restoreSequences, SEQUENCE_MARKS_SQL } from './sequence-marks';
import { readState, saveState, stateKey } from './state-cache';

export { migrateDatabase, type MigrationSources, type MigrationReport } from './migrate';
export { SessionLock } from './session-lock';
export { readState, saveState, stateKey } from './state-cache';

export interface OpenDatabaseOptions {
  /** PGlite data folder; null keeps the database in memory. Ignored with databaseUrl. */
  dataDir: string | null;
  /** Wipe dataDir first. */
  fresh?: boolean;
  databaseUrl?: string;
  /** Where the initdb template dump is cached (e.g. <repo>/.data/cache). */
  cacheDir: string;
  /** For a new PGlite database: a dump to start from instead of an empty cluster. */
  initialState?: Blob | null;
}

export type OpenedDatabase =
  | { kind: 'pglite'; db: Db; pglite: PGlite; lock: SessionLock; hooks: SessionHooks }
  | { kind: 'postgres'; db: Db };

/** True when opening `dataDir` (null: memory) creates a new database. */
export const isNewPgliteDir = (dataDir: string | null) =>
  dataDir === null || !existsSync(`${dataDir}/PG_VERSION`);

async function openPglite(
  dataDir: string | null,
  cacheDir: string,
  initialState?: Blob | null,
): Promise<PGlite> {
  const isNew = isNewPgliteDir(dataDir);
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const template = isNew ? (initialState ?? (await initdbTemplate(cacheDir))) : null;
  const options = template ? { loadDataDir: template, extensions } : { extensions };
  return withCurrentZones(
    await (dataDir === null ? PGlite.create(options) : PGlite.create(dataDir, options)),
  );
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = createPgDb(options.databaseUrl);
    await db.query('select 1'); // fail fast with the driver's message when unreachable
    return { kind: 'postgres', db };
  }
  if (options.fresh && options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
  const pglite = await openPglite(options.dataDir, options.cacheDir, options.initialState);
  const lock = new SessionLock();
  const hooks: SessionHooks = { settle: null };
  return { kind: 'pglite', db: createPgliteDb(pglite, lock, hooks), pglite, lock, hooks };
}

/**
 * An on-disk PGlite keeps its sequences' values as they are handed out (sequence-marks.ts). Set up
 * after the state cache is saved, so cached dumps (also used in memory) never carry it.
 */
async function keepSequences(opened: OpenedDatabase & { kind: 'pglite' }): Promise<void> {
  await opened.lock.run(() => opened.pglite.exec(SEQUENCE_MARKS_SQL));
  opened.hooks.settle = markSequences;
  await opened.db.query('select 1'); // records the marks of a database that had none yet
}

/**
 * Opens the database and brings it to the project's schema. A new PGlite database starts from a
 * cached dump of the migrated, seeded result when there is one, and leaves one for next time.
 */
export async function openMigratedDatabase(
  options: Omit<OpenDatabaseOptions, 'initialState'> & { sources: MigrationSources },
): Promise<{ opened: OpenedDatabase; report: MigrationReport; sequencesRestored: string[] }> {
  const isNew = !options.databaseUrl && (options.fresh || isNewPgliteDir(options.dataDir));
  const key = isNew ? stateKey(options.sources) : null;
  const initialState = key ? readState(options.cacheDir, key) : null;
  const opened = await openDatabase({ ...options, initialState });
  try {
    // Before migrating: a migration's own nextval must not be counted from the jumped value.
    const sequencesRestored =
      opened.kind === 'pglite' && options.dataDir !== null
        ? await opened.lock.run(() => restoreSequences(opened.pglite))
        : [];
    const report = await migrateDatabase(opened.db, options.sources);
    if (key && !initialState && opened.kind === 'pglite') {
      await saveState(opened.pglite, opened.lock, options.cacheDir, key);
    }
    if (opened.kind === 'pglite' && options.dataDir !== null) await keepSequences(opened);
    return { opened, report, sequencesRestored };
  } catch (error) {
    await opened.db.close().catch(() => undefined);
    throw error;
  }
}
