/**
 * PGlite has no locking of its own: two backends on one data folder (say `npm run backend` while
 * `npm run dev` runs) would corrupt it. A `<dataDir>.lock` file with the owner's pid refuses that.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A backend killed with SIGKILL stays a zombie until its parent (or, in a container, an init that
 * may reap late) collects it; signal 0 still reaches it, but it holds nothing. Linux only.
 */
function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Takes the folder for this process; returns the release function. Throws when it is in use. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  let owner = NaN;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // No lock file: free.
  }
  const inUse = heldHere.has(file) || (Number.isInteger(owner) && owner !== process.pid && isAlive(owner));
  if (inUse) {
    throw new Error(
      `${dataDir} is in use by another backend (pid ${heldHere.has(file) ? process.pid : owner}). ` +
        'Stop it first, or give this one another data folder.',
    );
  }
  // On a fresh clone the parent (.data/) does not exist yet: the lock is the first thing written there.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}
