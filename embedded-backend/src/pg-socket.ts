/**
 * The Postgres wire protocol on 127.0.0.1:<pgPort> for psql and GUI editors, served from the same
 * PGlite as the API through @electric-sql/pglite-socket.
 *
 * PGlite is a single session, so the socket shares the backend's SessionLock: a client's
 * statement waits for the API's transaction to finish and vice versa. The lock stays with the
 * socket while a client is inside a transaction (BEGIN ... COMMIT) or in the middle of an
 * extended-protocol cycle (Parse ... Sync), so neither side ever runs inside the other's
 * transaction or rebinds the other's unnamed statement.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { SessionHooks } from './db/pglite-db';
import type { SessionLock } from './db/session-lock';

export interface PgSocket {
  port: number;
  stop(): Promise<void>;
}

export interface PgSocketOptions {
  pglite: PGlite;
  lock: SessionLock;
  port: number;
  host?: string;
  maxConnections?: number;
  /** Run before the socket hands the idle session back (its writes are then committed). */
  hooks?: SessionHooks;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const CYCLE_OPENERS = new Set([0x50, 0x42, 0x45, 0x44, 0x43, 0x48]); // Parse Bind Execute Describe Close Flush

/** The PGlite the socket server sees: same session, but every access goes through the lock. */
function lockedView(pglite: PGlite, lock: SessionLock, hooks?: SessionHooks): PGlite {
  let release: (() => void) | null = null;
  let cycleOpen = false;
  const releaseIfIdle = async () => {
    if (release && !cycleOpen && !pglite.isInTransaction()) {
      const held = release;
      release = null;
      await hooks?.settle?.(pglite).catch(() => undefined);
      held();
    }
  };
  const overrides = {
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      release ??= await lock.acquire();
      try {
        return await pglite.runExclusive(fn);
      } finally {
        await releaseIfIdle();
      }
    },
    execProtocolRawStream(message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) {
      const type = message[0]!;
      if (CYCLE_OPENERS.has(type)) cycleOpen = true;
      else if (type === SYNC || type === QUERY || type === TERMINATE) cycleOpen = false;
      return pglite.execProtocolRawStream(message, options);
    },
    /** Only the socket's own open transaction or cycle counts (the server rolls it back on disconnect). */
    isInTransaction: () => release !== null && (cycleOpen || pglite.isInTransaction()),
    async exec(sql: string) {
      if (!release) return [];
      try {
        return await pglite.exec(sql);
      } finally {
        cycleOpen = false;
        await releaseIfIdle();
      }
    },
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (property in overrides) return overrides[property as keyof typeof overrides];
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export async function startPgSocket(options: PgSocketOptions): Promise<PgSocket> {
  const server = new PGLiteSocketServer({
    db: lockedView(options.pglite, options.lock, options.hooks),
    port: options.port,
    host: options.host ?? '127.0.0.1',
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return { port, stop: () => server.stop() };
}
