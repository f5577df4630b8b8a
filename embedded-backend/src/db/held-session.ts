/**
 * The Db a transaction callback gets, on the one session its transaction holds (the PGlite session,
 * or a pooled node-postgres client). Nested transactions become savepoints, as in node-postgres code
 * that nests them; closing is left to whoever owns the session.
 */
import type { Db } from '../types';

let savepointCounter = 0;

export function heldSessionDb(session: Pick<Db, 'query' | 'exec'>): Db {
  const tx: Db = {
    query: session.query,
    exec: session.exec,
    transaction: async (fn) => {
      const name = `pgrst_sp_${++savepointCounter}`;
      await session.exec(`savepoint ${name}`);
      try {
        const result = await fn(tx);
        await session.exec(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await session.exec(`rollback to savepoint ${name}`);
        throw error;
      }
    },
    close: async () => {
      throw new Error('close() is not available inside a transaction');
    },
  };
  return tx;
}
