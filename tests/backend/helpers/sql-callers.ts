/**
 * Callers inside one SQL test transaction: the SQL tests act as the shop owner, a customer or a
 * visitor between the service role's own steps, as PostgREST would switch for their requests.
 */
import type { Role, SqlTx } from './schema-db';

/** The shop owner's user id; `as` gives this sub the owner's app_metadata.role. */
export const OWNER_SUB = '7a1f0000-0000-4000-8000-0000000000f0';

/**
 * As the given caller, inside the same transaction. A refusal leaves the role to the savepoint that
 * `refusal` rolls back to (which undoes SET LOCAL too); a success resets it here.
 */
export async function as<T>(tx: SqlTx, role: Role, sub: string | null, run: () => Promise<T>): Promise<T> {
  const owner = sub === OWNER_SUB ? { app_metadata: { role: 'owner' } } : {};
  await tx.exec(`set local role ${role}`);
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role, ...(sub ? { sub } : {}), ...owner }),
  ]);
  const result = await run();
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
  return result;
}
