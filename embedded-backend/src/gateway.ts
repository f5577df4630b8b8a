/**
 * The API gateway: routes by path prefix to the backend's parts (REST, Auth, Functions, Storage,
 * mailbox, sandboxes), answers browser CORS the way hosted Supabase's gateway does, and logs one
 * line per request in dev. Handlers receive the original Request, prefix included.
 */
import type { Handler } from './types';

export interface Mount {
  /** e.g. '/rest/v1' */
  prefix: string;
  handler: Handler;
  /**
   * false: the mounted part answers CORS itself (edge functions do, as on hosted Supabase);
   * the gateway then neither answers preflight nor adds headers.
   */
  cors?: boolean;
}

export interface GatewayOptions {
  mounts: Mount[];
  /** Called once per request with `METHOD path status ms`. */
  log?: (line: string) => void;
  /** Requests not worth a log line when they succeed (the once-a-second mail worker poll). */
  quiet?: (req: Request, response: Response) => boolean;
}

const ALLOWED_HEADERS = [
  'authorization',
  'x-client-info',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'accept',
  'accept-profile',
  'content-profile',
  'idempotency-key',
  'x-upsert',
  'x-retry-count',
  'x-supabase-api-version',
];
// X-Supabase-Api-Version and X-Sb-Error-Code, as Supabase Auth exposes them: without them a
// browser's supabase-js cannot read error codes (email_not_confirmed, weak_password) cross-origin.
const EXPOSED_HEADERS =
  'Content-Range, Content-Location, Content-Profile, Preference-Applied, Range-Unit, Location, ETag, X-Supabase-Api-Version, X-Sb-Error-Code';

export function corsHeaders(req: Request): Record<string, string> {
  const requested = (req.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((header) => header.trim().toLowerCase())
    .filter(Boolean);
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': [...new Set([...ALLOWED_HEADERS, ...requested])].join(', '),
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '3600',
  };
}

const isPreflight = (req: Request) =>
  req.method === 'OPTIONS' && req.headers.has('access-control-request-method');

/** Adds CORS headers unless the part already set its own (duplicates make browsers refuse). */
function withCors(req: Request, response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders(req))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

function findMount(mounts: Mount[], pathname: string): Mount | undefined {
  return mounts.find((m) => pathname === m.prefix || pathname.startsWith(`${m.prefix}/`));
}

export function createGateway({ mounts, log, quiet }: GatewayOptions): Handler {
  const route: Handler = async (req) => {
    const { pathname } = new URL(req.url);
    const mount = findMount(mounts, pathname);
    // Kong's answer for an unknown route on hosted Supabase.
    if (!mount) return withCors(req, jsonResponse(404, { message: 'no Route matched with those values' }));
    const cors = mount.cors ?? true;
    if (cors && isPreflight(req)) return new Response(null, { status: 204, headers: corsHeaders(req) });
    let response: Response;
    try {
      response = await mount.handler(req);
    } catch (error) {
      response = jsonResponse(500, { message: `Internal error: ${(error as Error).message}` });
    }
    return cors ? withCors(req, response) : response;
  };
  if (!log) return route;
  return async (req) => {
    const started = performance.now();
    const response = await route(req);
    if (quiet?.(req, response)) return response;
    const { pathname } = new URL(req.url);
    log(`${req.method} ${pathname} ${response.status} ${Math.round(performance.now() - started)}ms`);
    return response;
  };
}

/** A stand-in mount for a part that is missing or disabled: 503 with a JSON reason. */
export const unavailable =
  (message: string): Handler =>
  async () =>
    jsonResponse(503, { message });
