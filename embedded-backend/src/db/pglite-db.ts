/**
 * The Db seam over PGlite. PGlite is one session, so every query and transaction takes the
 * SessionLock (shared with the wire-protocol socket, see pg-socket.ts); inside a transaction the
 * callback's `tx` runs directly on the held session.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult } from '../types';
import { heldSessionDb } from './held-session';
import type { SessionLock } from './session-lock';

async function rawQuery<T>(pglite: PGlite, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  const started = performance.now();
  const result = await pglite.query<T>(sql, params);
  await enforceStatementTimeout(pglite, performance.now() - started);
  return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
}

/** Postgres's error for a statement that outlived statement_timeout. */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

/** Statements quicker than this are never checked (no API sets a timeout this small). */
const CHECK_AFTER_MS = 10;
const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** `'3s'`, `'500ms'`, `'0'` (as current_setting shows it) in milliseconds; 0 is no limit. */
export function timeoutMs(setting: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?$/.exec(setting.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2] ?? 'ms']! : 0;
}

/**
 * PGlite runs a statement to its end without ever yielding (WebAssembly has no signals), so
 * Postgres's own statement_timeout never fires. Inside a transaction, a statement that took longer
 * than the transaction's statement_timeout (set per role for API requests) is answered as Postgres
 * would have cancelled it: 57014, and the caller's rollback undoes what it did. The session was
 * busy for the whole statement, unlike a real server that stops it on time.
 */
async function enforceStatementTimeout(pglite: PGlite, elapsedMs: number): Promise<void> {
  if (elapsedMs < CHECK_AFTER_MS || !pglite.isInTransaction()) return;
  const { rows } = await pglite.query<{ timeout: string }>(
    "select current_setting('statement_timeout') as timeout",
  );
  const limit = timeoutMs(rows[0]?.timeout ?? '0');
  if (limit > 0 && elapsedMs > limit) throw new StatementTimeoutError();
}

/** The Db handed to a transaction callback: the lock is already held by the caller. */
const sessionDb = (pglite: PGlite): Db =>
  heldSessionDb({
    query: (sql, params) => rawQuery(pglite, sql, params),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
  });

/**
 * What runs in the session when its work is about to become durable: right before each COMMIT of
 * a transaction and after each statement run outside one (sequence-marks.ts). Null: nothing.
 */
export interface SessionHooks {
  settle: ((pglite: PGlite) => Promise<void>) | null;
}

export function createPgliteDb(
  pglite: PGlite,
  lock: SessionLock,
  hooks: SessionHooks = { settle: null },
): Db {
  const session = sessionDb(pglite);
  // Bookkeeping never fails the caller (an aborted transaction refuses it; COMMIT then rolls back).
  const settle = () => hooks.settle?.(pglite).catch(() => undefined);
  const settled = async <T>(result: T): Promise<T> => {
    if (!pglite.isInTransaction()) await settle();
    return result;
  };
  return {
    query: (sql, params) => lock.run(async () => settled(await rawQuery(pglite, sql, params))),
    exec: (sql) => lock.run(async () => settled(await session.exec(sql))),
    transaction: (fn) =>
      lock.run(async () => {
        await pglite.exec('begin');
        try {
          const result = await fn(session);
          if (pglite.isInTransaction()) await settle();
          await pglite.exec('commit');
          return result;
        } catch (error) {
          // The session may already be outside a transaction if COMMIT itself failed.
          if (pglite.isInTransaction()) await pglite.exec('rollback');
          throw error;
        }
      }),
    close: () => lock.run(() => pglite.close()),
  };
}
