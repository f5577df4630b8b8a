/**
 * A throw-away PostgreSQL server from the machine's own binaries, for tests that need several
 * connections at once (PGlite is one session, so it serialises everything). Null when the machine
 * has no PostgreSQL; as root the server runs as the `postgres` user, as Postgres requires.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the machine's PostgreSQL server binaries are (initdb, pg_ctl, pg_dump); null without them. */
export function postgresBinDir(): string | null {
  const candidates = ['/usr/local/bin', '/usr/bin'];
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ??
    null
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RealPostgres {
  url: string;
  stop(): void;
}

export async function startRealPostgres(): Promise<RealPostgres | null> {
  const bin = postgresBinDir();
  const root = process.getuid?.() === 0;
  if (!bin || (root && spawnSync('id', ['postgres']).status !== 0)) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'zellij-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const as = (tool: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  as('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
