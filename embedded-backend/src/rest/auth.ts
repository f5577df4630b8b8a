/**
 * Who a REST request runs as. The token is the `Authorization: Bearer` JWT, else the `apikey`
 * header (supabase-js sends both; the bearer carries the user's session). Failures answer with
 * PostgREST's bodies: PGRST301 for a bad token, PGRST303 when expired.
 */
import type { JwtClaims } from '../jwt';
import { JwtError, verifyJwt } from '../jwt';
import type { BackendConfig } from '../types';
import { RestError } from './errors';

export interface RequestRole {
  role: string;
  claims: JwtClaims;
}

const ANON_ROLE = 'anon';

function invalidToken(message: string, code = 'PGRST301'): RestError {
  return new RestError(401, code, message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

function tokenOf(req: Request): string | null {
  const authorization = req.headers.get('authorization');
  if (authorization !== null) {
    const match = /^bearer\s+(.+)$/i.exec(authorization.trim());
    if (!match)
      throw invalidToken('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
    return match[1]!.trim();
  }
  return req.headers.get('apikey');
}

export function requestRole(req: Request, config: BackendConfig, roles: Set<string>): RequestRole {
  const token = tokenOf(req);
  if (!token) {
    // Hosted Supabase's gateway refuses a request without any key before PostgREST sees it.
    throw new RestError(
      401,
      'PGRST301',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  }
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, config.jwtSecret);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.reason === 'expired') throw invalidToken('JWT expired', 'PGRST303');
    if (error.reason === 'malformed') {
      const parts = token.split('.').length;
      throw invalidToken(
        parts === 3
          ? 'JWSError (CompactDecodeError Invalid JSON in JWT)'
          : `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`,
      );
    }
    throw invalidToken('JWSError JWSInvalidSignature');
  }
  const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : ANON_ROLE;
  if (!roles.has(role)) {
    // PostgREST runs `set role` and Postgres refuses; the request is not authenticated.
    throw new RestError(401, '22023', `role "${role}" does not exist`, null, null, {
      'www-authenticate': 'Bearer',
    });
  }
  return { role, claims };
}

export const isAuthenticatedRole = (role: string) => role !== ANON_ROLE;
