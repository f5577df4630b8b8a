/**
 * Supabase Auth (GoTrue v2) compatible API, mounted by the gateway at /auth/v1. It serves what
 * supabase-js's auth client calls: sign-up (also anonymous), password and refresh-token grants,
 * sign-out, the current user, password recovery, e-mailed links and codes (delivered to the local
 * mailbox), reauthentication, MFA with TOTP, identities, settings, and the service-role admin API
 * (users, invite, generate_link, factors). README.md's Auth table lists what is not served.
 * State lives in the `auth` schema (sql/10-auth.sql, sql/11-auth-mfa.sql).
 */
import type { Mailbox } from '../mail/index';
import type { BackendConfig, Db, Handler } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { AuthApiError, errorResponse, OAuthError } from './errors';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './routes/admin';
import { deleteUserFactor, listUserFactors, updateUserFactor } from './routes/admin-factors';
import { generateLink, invite } from './routes/admin-links';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './routes/factors';
import { authorizeIdentity, deleteIdentity } from './routes/identities';
import { reauthenticate } from './routes/reauthenticate';
import { createRateLimiter } from './rate-limits';
import { magicLink, recover, resend } from './routes/email-requests';
import { logout } from './routes/logout';
import { health, jwks, settings } from './routes/meta';
import { signup } from './routes/signup';
import { token } from './routes/token';
import { getUser, updateUser } from './routes/user';
import { verifyGet, verifyPost } from './routes/verify';
import { loadAuthSettings, type AuthSettings } from './settings';

export type { AuthSettings } from './settings';

export interface AuthHandlerOptions {
  db: Db;
  config: BackendConfig;
  mailbox: Pick<Mailbox, 'send'>;
  /** Overrides what config.toml says (tests: confirmations on, low bcrypt cost). */
  settings?: Partial<AuthSettings>;
  /**
   * The config.toml to read: startBackend passes `<projectDir>/supabase/config.toml`; without it,
   * the shop's own supabase/config.toml.
   */
  configTomlPath?: string;
}

/** `id` and `id2` are the path's ids, e.g. /admin/users/{id}/factors/{id2}. */
type Route = (ctx: AuthContext, request: AuthRequest, id: string, id2: string) => Promise<Response>;

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/user': { GET: getUser, PUT: updateUser },
  '/recover': { POST: recover },
  '/otp': { POST: magicLink },
  '/magiclink': { POST: magicLink },
  '/resend': { POST: resend },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/settings': { GET: (ctx) => settings(ctx) },
  '/health': { GET: () => health() },
  '/.well-known/jwks.json': { GET: () => jwks() },
  '/admin/users': { GET: listUsers, POST: createUser },
  '/admin/users/:id': { GET: getUserById, PUT: updateUserById, DELETE: deleteUserById },
  '/invite': { POST: invite },
  '/admin/generate_link': { POST: generateLink },
  '/reauthenticate': { GET: reauthenticate },
  '/factors': { POST: enrollFactor },
  '/factors/:id': { DELETE: unenrollFactor },
  '/factors/:id/challenge': { POST: challengeFactor },
  '/factors/:id/verify': { POST: verifyFactor },
  '/user/identities/authorize': { GET: authorizeIdentity },
  '/user/identities/:id': { DELETE: deleteIdentity },
  '/admin/users/:id/factors': { GET: listUserFactors },
  '/admin/users/:id/factors/:id2': { PUT: updateUserFactor, DELETE: deleteUserFactor },
};

/** Paths with an id in them, tried in order after the fixed ones. */
const PATTERNS: [RegExp, string][] = [
  [/^\/admin\/users\/([^/]+)$/, '/admin/users/:id'],
  [/^\/factors\/([^/]+)$/, '/factors/:id'],
  [/^\/factors\/([^/]+)\/challenge$/, '/factors/:id/challenge'],
  [/^\/factors\/([^/]+)\/verify$/, '/factors/:id/verify'],
  [/^\/user\/identities\/([^/]+)$/, '/user/identities/:id'],
  [/^\/admin\/users\/([^/]+)\/factors$/, '/admin/users/:id/factors'],
  [/^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/, '/admin/users/:id/factors/:id2'],
];

function resolveRoute(path: string): { key: string; ids: [string, string] } {
  if (ROUTES[path]) return { key: path, ids: ['', ''] };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return { key, ids: [decodeURIComponent(match[1]!), decodeURIComponent(match[2] ?? '')] };
  }
  return { key: path, ids: ['', ''] };
}

const PREFIX = '/auth/v1';

export function createAuthHandler(options: AuthHandlerOptions): Handler {
  const settings = loadAuthSettings(options.config, options.settings, options.configTomlPath);
  const ctx: AuthContext = {
    db: options.db,
    config: options.config,
    mailbox: options.mailbox,
    settings,
    limiter: createRateLimiter(settings.rateLimits),
  };
  return async (req) => {
    const url = new URL(req.url);
    const path =
      (url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname).replace(
        /\/+$/,
        '',
      ) || '/';
    try {
      if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
      const { key, ids } = resolveRoute(path);
      const methods = ROUTES[key];
      if (!methods) throw new AuthApiError(404, 'not_found', `No auth route for ${path}`);
      const route = methods[req.method];
      if (!route)
        throw new AuthApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${path}`);
      return await route(ctx, { req, url, path }, ...ids);
    } catch (error) {
      reportServerFault(req, path, error);
      return errorResponse(req, error);
    }
  };
}

/** Client mistakes are answered, not logged; a server fault is both. */
function reportServerFault(req: Request, path: string, error: unknown) {
  if (error instanceof OAuthError) return;
  if (error instanceof AuthApiError && error.status < 500) return;
  const cause = error instanceof AuthApiError && error.cause !== undefined ? error.cause : error;
  console.error(`[auth] ${req.method} ${path} failed:`, cause);
}
