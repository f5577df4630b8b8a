/** Bearer-token checks for /user, /logout and /admin, with GoTrue's error codes and texts. */
import { JwtError, verifyJwt, type JwtClaims } from '../jwt';
import type { AuthContext } from './context';
import { AuthApiError, badRequest, forbidden, unauthorized } from './errors';
import { findUserById, isBanned, type UserRow } from './users';
import { isUuid } from './validation';

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  /** null when the token names no session (e.g. minted by hand). */
  sessionId: string | null;
}

function bearerClaims(ctx: AuthContext, req: Request): JwtClaims {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return verifyJwt(match[1]!, ctx.config.jwtSecret);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    const detail = {
      expired: 'token has invalid claims: token is expired',
      signature: 'token signature is invalid: signature is invalid',
      algorithm: 'token is unverifiable: signing method is not supported',
      malformed: 'token is malformed: could not parse the token',
    }[error.reason];
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
  }
}

/** The signed-in user behind the request, like GoTrue's requireAuthentication. */
export async function authenticate(ctx: AuthContext, req: Request): Promise<Authenticated> {
  const claims = bearerClaims(ctx, req);
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    if (!isUuid(claims.session_id))
      throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await ctx.db.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
    if (rows.length === 0)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = claims.session_id;
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}

/** Admin endpoints accept only a token whose role is service_role (or supabase_admin). */
export function requireAdmin(ctx: AuthContext, req: Request): void {
  const claims = bearerClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthApiError(403, 'not_admin', 'User not allowed');
  }
}
