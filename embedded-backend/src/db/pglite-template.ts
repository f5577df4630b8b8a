/**
 * Creating a PGlite database runs initdb, which takes seconds; loading a dump of a freshly
 * initialised one takes a fraction of that. The dump is kept per process and on disk under
 * .data/cache (keyed by PGlite version), so in-memory test backends and `--fresh` start fast.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteVersion } from './state-cache';

let memoryTemplate: Promise<Blob | null> | null = null;

async function buildTemplate(cacheDir: string): Promise<Blob | null> {
  const file = path.join(cacheDir, `pglite-${pgliteVersion()}-initdb.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: initialise one and keep its dump.
  }
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('none');
    try {
      mkdirSync(cacheDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file); // atomic, so parallel test workers never read half a file
    } catch {
      // A read-only checkout still works, just without the cache.
    }
    return dump;
  } finally {
    await pglite.close();
  }
}

/** A dump of an empty, initialised cluster, or null if one could not be made. */
export function initdbTemplate(cacheDir: string): Promise<Blob | null> {
  memoryTemplate ??= buildTemplate(cacheDir).catch(() => null);
  return memoryTemplate;
}
