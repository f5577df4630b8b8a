/**
 * Runs a request's SQL the way PostgREST does: one transaction, switched to the JWT's role with
 * the claims, method, path and headers visible to SQL (auth.uid(), RLS policies, triggers).
 * GET and HEAD are read-only transactions.
 */
import type { Db } from '../types';
import type { RequestRole } from './auth';

export interface RequestContextInfo {
  method: string;
  path: string;
  headers: Headers;
  /**
   * The role's own settings (`alter role anon set statement_timeout = '3s'`), then those a called
   * function hoists (its `set statement_timeout`). Switching role with SET ROLE does not apply role
   * settings, so, like PostgREST, the request sets them itself; later entries win.
   */
  settings?: readonly (readonly [string, string])[];
  /** The request's schema (its profile), searched first as PostgREST does; default public. */
  schema?: string;
}

const ROLE_SETTINGS =
  'select set_config(s.name, s.value, true) from unnest($1::text[], $2::text[]) as s(name, value)';

const SETUP = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $4, true),
  set_config('request.method', $5, true),
  set_config('request.path', $6, true),
  set_config('request.headers', $7, true),
  set_config('request.cookies', '{}', true),
  set_config('search_path', (select string_agg(quote_ident(s), ', ' order by i) from (select s, min(i) as i
    from unnest(array[$9::text, 'public', 'extensions']) with ordinality as p(s, i) group by s) as u), true),
  set_config('transaction_read_only', $8, true)`;

function headersJson(headers: Headers): string {
  const object: Record<string, string> = {};
  headers.forEach((value, name) => (object[name.toLowerCase()] = value));
  return JSON.stringify(object);
}

export async function runAsRequest<T>(
  db: Db,
  who: RequestRole,
  info: RequestContextInfo,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const readOnly = info.method === 'GET' || info.method === 'HEAD';
    const settings = info.settings ?? [];
    if (settings.length > 0) {
      await tx.query(ROLE_SETTINGS, [settings.map(([name]) => name), settings.map(([, value]) => value)]);
    }
    await tx.query(SETUP, [
      who.role,
      JSON.stringify(who.claims),
      typeof who.claims.sub === 'string' ? who.claims.sub : '',
      who.role,
      info.method,
      info.path,
      headersJson(info.headers),
      readOnly ? 'on' : 'off',
      info.schema ?? 'public',
    ]);
    return fn(tx);
  });
}
