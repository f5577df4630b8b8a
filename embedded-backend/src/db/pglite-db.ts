/**
 * The Db seam over PGlite. PGlite is one session, so every query and transaction takes the
 * SessionLock (shared with the wire-protocol socket, see pg-socket.ts); inside a transaction the
 * callback's `tx` runs directly on the held session.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult } from '../types';
import type { SessionLock } from './session-lock';

async function rawQuery<T>(pglite: PGlite, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  const result = await pglite.query<T>(sql, params);
  return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
}

let savepointCounter = 0;

/** The Db handed to a transaction callback: the lock is already held by the caller. */
function sessionDb(pglite: PGlite): Db {
  const tx: Db = {
    query: (sql, params) => rawQuery(pglite, sql, params),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    // Nested transactions become savepoints, as in node-postgres code that nests them.
    transaction: async (fn) => {
      const name = `pgrst_sp_${++savepointCounter}`;
      await pglite.exec(`savepoint ${name}`);
      try {
        const result = await fn(tx);
        await pglite.exec(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await pglite.exec(`rollback to savepoint ${name}`);
        throw error;
      }
    },
    close: async () => {
      throw new Error('close() is not available inside a transaction');
    },
  };
  return tx;
}

export function createPgliteDb(pglite: PGlite, lock: SessionLock): Db {
  const session = sessionDb(pglite);
  return {
    query: (sql, params) => lock.run(() => rawQuery(pglite, sql, params)),
    exec: (sql) => lock.run(() => session.exec(sql)),
    transaction: (fn) =>
      lock.run(async () => {
        await pglite.exec('begin');
        try {
          const result = await fn(session);
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
