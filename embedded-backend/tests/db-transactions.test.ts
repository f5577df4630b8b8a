/**
 * The Db a transaction hands its callback (src/db/held-session.ts, shared by both drivers): a nested
 * transaction is a savepoint, kept when its callback returns and undone alone when it throws, and the
 * held session refuses to be closed from inside.
 */
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDb } from '../src/db/pglite-db';
import { SessionLock } from '../src/db/session-lock';

it('nests transactions as savepoints', async () => {
  const db = createPgliteDb(new PGlite(), new SessionLock());
  try {
    await db.exec('create table notes (n int)');
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (1)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('insert into notes values (2)');
          throw new Error('undo 2');
        }),
      ).rejects.toThrow('undo 2');
      await tx.transaction((inner) => inner.query('insert into notes values (3)'));
      await expect(tx.close()).rejects.toThrow('close() is not available inside a transaction');
    });
    expect((await db.query('select n from notes order by n')).rows).toEqual([{ n: 1 }, { n: 3 }]);
  } finally {
    await db.close();
  }
});
