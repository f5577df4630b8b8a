/**
 * Start-up cache for new PGlite databases. Bringing an empty database to the project's schema
 * (initdb, bootstrap, migrations, seed) takes many seconds; loading a dump of the result takes
 * about one. Dumps live in .data/cache, keyed by a hash of every SQL file applied, so any change
 * to the bootstrap, a migration or the seed simply makes a new key.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { MigrationSources } from './migrate';
import type { SessionLock } from './session-lock';

const KEEP = 6;
// v2: dumps are checkpointed first (older ones restart their sequences 32 ahead).
const PREFIX = 'pglite-state-v2-';
const ANY_VERSION = 'pglite-state-';

/** The installed PGlite's version (its package.json is not exported, so find it from the entry). */
export function pgliteVersion(): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

const sqlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(dir, f))
    : [];

export function stateKey(sources: MigrationSources): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = [...sqlFiles(sources.bootstrapDir), ...sqlFiles(sources.migrationsDir)];
  if (sources.seedFile && existsSync(sources.seedFile)) files.push(sources.seedFile);
  for (const file of files) hash.update(`\0${path.basename(file)}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

const fileFor = (cacheDir: string, key: string) => path.join(cacheDir, `${PREFIX}${key}.tar`);

export function readState(cacheDir: string, key: string): Blob | null {
  try {
    return new Blob([readFileSync(fileFor(cacheDir, key))]);
  } catch {
    return null;
  }
}

function prune(cacheDir: string): void {
  const dumps = readdirSync(cacheDir)
    .filter((f) => f.startsWith(ANY_VERSION) && f.endsWith('.tar'))
    .map((f) => ({ file: path.join(cacheDir, f), time: statSync(path.join(cacheDir, f)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of dumps.slice(KEEP)) unlinkSync(old.file);
}

/** Dumps the database as it is now (call before serving anything). Failures only cost speed. */
export async function saveState(
  pglite: PGlite,
  lock: SessionLock,
  cacheDir: string,
  key: string,
): Promise<void> {
  try {
    // Without a checkpoint, loading the dump replays the WAL, and the WAL holds each sequence 32
    // values ahead of what the seed used: every database made from it would skip 32 ids.
    const dump = await lock.run(async () => {
      await pglite.exec('checkpoint');
      return pglite.dumpDataDir('none');
    });
    mkdirSync(cacheDir, { recursive: true });
    const file = fileFor(cacheDir, key);
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file); // atomic: parallel test workers never read half a dump
    prune(cacheDir);
  } catch {
    // A read-only or full disk still works, just without the cache.
  }
}
