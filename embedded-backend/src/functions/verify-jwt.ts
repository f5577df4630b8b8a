/**
 * The platform check hosted Supabase runs in front of every edge function whose `verify_jwt` is on
 * (`[functions.<name>] verify_jwt` in supabase/config.toml; on when unset, as in the Supabase CLI):
 * the Authorization bearer must be a JWT signed with the project's secret and not expired. The anon
 * key passes, as on hosted; the function never runs for anything else. Preflight (OPTIONS) carries
 * no credentials and goes through, so the function can answer CORS.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseToml, type TomlTable } from '../auth/toml';
import { verifyJwt } from '../jwt';
import type { Handler } from '../types';
import { functionPath } from './proxy';

/** Whether the function `name` requires a verified JWT, per config.toml (re-read when it changes). */
export function verifyJwtSettings(configTomlPath: string): (name: string) => boolean {
  let cached: { mtimeMs: number; functions: TomlTable } | null = null;
  return (name) => {
    const mtimeMs = existsSync(configTomlPath) ? statSync(configTomlPath).mtimeMs : -1;
    if (cached?.mtimeMs !== mtimeMs) {
      const toml = mtimeMs < 0 ? {} : parseToml(readFileSync(configTomlPath, 'utf8'));
      const functions = toml.functions;
      cached = { mtimeMs, functions: isTable(functions) ? functions : {} };
    }
    const settings = cached.functions[name];
    const verify = isTable(settings) ? settings.verify_jwt : undefined;
    return typeof verify === 'boolean' ? verify : true;
  };
}

const isTable = (value: unknown): value is TomlTable =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hosted gateway's refusal: `{ code: 401, message }`, readable by a browser. */
const unauthorized = (message: string) =>
  new Response(JSON.stringify({ code: 401, message }), {
    status: 401,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

export interface JwtCheckOptions {
  jwtSecret: string;
  /** Whether a function requires a verified JWT (see verifyJwtSettings). */
  verifyJwtFor: (name: string) => boolean;
}

export function withFunctionJwtCheck(
  handler: Handler,
  { jwtSecret, verifyJwtFor }: JwtCheckOptions,
): Handler {
  return async (req) => {
    const name = functionPath(new URL(req.url))?.split(/[/?]/)[1];
    if (req.method === 'OPTIONS' || !name || !verifyJwtFor(name)) return handler(req);
    const authorization = req.headers.get('authorization');
    if (authorization === null) return unauthorized('Missing authorization header');
    const token = /^bearer\s+(\S+)\s*$/i.exec(authorization.trim())?.[1];
    try {
      if (!token) throw new Error('not a bearer token');
      verifyJwt(token, jwtSecret);
    } catch {
      return unauthorized('Invalid JWT');
    }
    return handler(req);
  };
}
