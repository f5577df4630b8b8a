/** Everything a REST route needs about the request it serves. */
import type { Db } from '../../types';
import type { RequestRole } from '../auth';
import { runAsRequest } from '../execute';
import type { Preferences, ResponseFormat } from '../parse/headers';
import type { SchemaCache } from '../schema-cache';

export interface RestRequest {
  req: Request;
  url: URL;
  db: Db;
  cache: SchemaCache;
  who: RequestRole;
  prefs: Preferences;
  format: ResponseFormat;
  /** The schema the request addresses (Accept-Profile / Content-Profile, else the first exposed). */
  schema?: string;
  /** Settings the called function hoists into the transaction (see DbFunction.hoistedSettings). */
  hoistedSettings?: [string, string][];
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly value: unknown) {}
}

/** Runs fn in the request's transaction; honours `Prefer: tx=rollback`. */
export async function inRequestTransaction<T>(rest: RestRequest, fn: (tx: Db) => Promise<T>): Promise<T> {
  const info = {
    method: rest.req.method,
    path: rest.url.pathname,
    headers: rest.req.headers,
    schema: rest.schema,
    settings: [
      ...(rest.cache.roleSettings.get(rest.who.role) ?? []),
      ...(rest.hoistedSettings ?? []),
      ...(rest.prefs.timezone ? [['timezone', rest.prefs.timezone] as const] : []),
    ],
  };
  try {
    return await runAsRequest(rest.db, rest.who, info, async (tx) => {
      const value = await fn(tx);
      if (rest.prefs.tx === 'rollback') throw new RollbackWith(value);
      return value;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.value as T;
    throw error;
  }
}
