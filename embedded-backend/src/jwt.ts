/**
 * HS256 JSON Web Tokens, as Supabase issues them. Only HS256 is accepted: `alg: none` and any
 * other algorithm are refused, so a forged header cannot downgrade verification.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
  aud?: string | string[];
  email?: string;
  session_id?: string;
};

export class JwtError extends Error {
  constructor(
    message: string,
    /** 'expired' lets callers answer with PostgREST's / GoTrue's specific texts. */
    readonly reason: 'malformed' | 'algorithm' | 'signature' | 'expired',
  ) {
    super(message);
  }
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('JWT is malformed', 'malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('JWT is malformed', 'malformed');
  }
  if (header.alg !== 'HS256') throw new JwtError('JWT algorithm is not supported', 'algorithm');
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWT signature is invalid', 'signature');
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    throw new JwtError('JWT expired', 'expired');
  }
  return claims;
}
