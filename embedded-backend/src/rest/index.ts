/**
 * PostgREST-compatible /rest/v1: tables and views (GET, HEAD, POST, PATCH, DELETE) and
 * functions (/rpc/<fn>), each request in its own transaction as the JWT's role, so RLS applies.
 */
import type { BackendConfig, Db, Handler } from '../types';
import { isAuthenticatedRole, requestRole, type RequestRole } from './auth';
import { errorResponse, RestError, toRestError } from './errors';
import { checkQueryParams } from './parse/check';
import { parseAccept, parsePrefer } from './parse/headers';
import type { RestRequest } from './routes/context';
import { readRelation } from './routes/read';
import { callFunction } from './routes/rpc';
import { writeRelation } from './routes/write';
import { loadSchemaCache, qualified, type Relation, type SchemaCache } from './schema-cache';

export { loadSchemaCache, type SchemaCache } from './schema-cache';

export interface RestOptions {
  db: Db;
  config: BackendConfig;
  /** Exposed schemas (PostgREST's db-schemas); Supabase exposes public. */
  schemas?: string[];
}

export interface RestApi {
  handler: Handler;
  /** Re-reads the catalog, e.g. after a migration changed the schema. */
  reloadSchema(): Promise<void>;
}

const PREFIX = '/rest/v1';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const relation = cache.relations.get(qualified(schema, name));
  if (relation && relation.kind !== 'composite') return relation;
  const near = [...cache.relations.values()]
    .filter((r) => r.schema === schema && r.kind !== 'composite')
    .map((r) => ({ r, d: distance(r.name, name) }))
    .sort((a, b) => a.d - b.d)[0];
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near && near.d <= Math.max(2, Math.floor(name.length / 3))
      ? `Perhaps you meant the table '${schema}.${near.r.name}'`
      : null,
  );
}

function requestedSchema(req: Request, cache: SchemaCache): string {
  const header = ['GET', 'HEAD'].includes(req.method) ? 'accept-profile' : 'content-profile';
  const profile = req.headers.get(header);
  if (profile === null) return cache.schemas[0]!;
  if (!cache.schemas.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${cache.schemas.join(', ')}`,
    );
  }
  return profile;
}

async function route(request: RestRequest, path: string): Promise<Response> {
  const method = request.req.method;
  checkQueryParams(request.url.searchParams);
  const schema = requestedSchema(request.req, request.cache);
  const rest = { ...request, schema };
  const rpc = /^\/rpc\/([^/]+)\/?$/.exec(path);
  if (rpc) {
    if (!['GET', 'HEAD', 'POST'].includes(method))
      throw new RestError(405, 'PGRST101', 'Cannot use the ' + method + ' method on RPC');
    return callFunction(rest, schema, decodeURIComponent(rpc[1]!));
  }
  const table = /^\/([^/]+)\/?$/.exec(path);
  if (!table) {
    if (path === '' || path === '/') return openApiSummary(rest.cache, schema);
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  }
  const relation = findRelation(rest.cache, schema, decodeURIComponent(table[1]!));
  if (method === 'GET' || method === 'HEAD') return readRelation(rest, relation);
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return writeRelation(rest, relation);
  if (method === 'OPTIONS')
    return new Response(null, { status: 200, headers: { allow: 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' } });
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** A short description of what is exposed, in place of PostgREST's full OpenAPI document. */
function openApiSummary(cache: SchemaCache, schema: string): Response {
  const paths: Record<string, object> = {};
  for (const r of cache.relations.values())
    if (r.schema === schema && r.kind !== 'composite') paths[`/${r.name}`] = {};
  for (const [name] of cache.functions)
    if (name.startsWith(`${schema}.`)) paths[`/rpc/${name.slice(schema.length + 1)}`] = {};
  const body = {
    swagger: '2.0',
    info: { title: 'Zellij local REST API', version: '1' },
    basePath: '/',
    paths,
  };
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
  });
}

/** With several exposed schemas PostgREST names the one that answered (Content-Profile). */
function withProfile(response: Response, req: Request, cache: SchemaCache): Response {
  if (cache.schemas.length > 1) response.headers.set('content-profile', requestedSchema(req, cache));
  return response;
}

/** Errors that a schema changed behind the cache's back (e.g. DDL in psql) would also cause. */
const STALE_CACHE_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);
const RELOAD_INTERVAL_MS = 1000;

export async function createRestApi({ db, config, schemas = ['public'] }: RestOptions): Promise<RestApi> {
  let cache = await loadSchemaCache(db, schemas);
  let loadedAt = Date.now();
  // Read once, when a request first asks for `Prefer: timezone=…` (PostgREST checks the name too).
  let timezones: Promise<Set<string>> | null = null;
  const knownTimezones = (req: Request) =>
    /(^|,)\s*timezone=/.test(req.headers.get('prefer') ?? '')
      ? (timezones ??= db
          .query<{ name: string }>('select name from pg_timezone_names')
          .then((result) => new Set(result.rows.map((row) => row.name))))
      : new Set<string>();
  const reloadSchema = async () => {
    cache = await loadSchemaCache(db, schemas);
    loadedAt = Date.now();
  };

  async function serve(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    let who: RequestRole | null = null;
    try {
      who = requestRole(req, config, cache.roles);
      const prefs = parsePrefer(req.headers, await knownTimezones(req));
      const rest: RestRequest = { req, url, db, cache, who, prefs, format: parseAccept(req.headers) };
      return withProfile(await route(rest, path), req, cache);
    } catch (error) {
      throw toRestError(error, who !== null && isAuthenticatedRole(who.role));
    }
  }

  const handler: Handler = async (req) => {
    // Keep a copy of the body in case the request is served again after a schema reload.
    const retry = req.method === 'GET' || req.method === 'HEAD' ? req : req.clone();
    try {
      return await serve(req);
    } catch (error) {
      const restError = error as RestError;
      // PostgREST reloads on NOTIFY; here a miss that a schema change could explain reloads once.
      if (!STALE_CACHE_CODES.has(restError.code) || Date.now() - loadedAt < RELOAD_INTERVAL_MS) {
        return errorResponse(restError);
      }
      await reloadSchema();
      return serve(retry).catch((again: RestError) => errorResponse(again));
    }
  };
  return { handler, reloadSchema };
}
