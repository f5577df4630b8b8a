/**
 * Sessions, refresh tokens and access tokens, following GoTrue: a sign-in opens a row in
 * auth.sessions with its first refresh token; each refresh revokes the presented token and
 * issues its child; the access token is an HS256 JWT naming the session.
 */
import { randomBytes } from 'node:crypto';
import { signJwt } from '../jwt';
import type { Db } from '../types';
import type { AuthContext } from './context';
import { AUDIENCE, findUserById, userJson, type UserRow } from './users';

export type AuthenticationMethod =
  'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'invite' | 'anonymous' | 'totp';

export interface SessionTokens {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Opens a session for the user (inside the caller's transaction) and returns what /token answers. */
export async function startSession(
  ctx: AuthContext,
  tx: Db,
  user: UserRow,
  method: AuthenticationMethod,
  req: Request,
): Promise<SessionTokens> {
  const sessionId = crypto.randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, user.id, req.headers.get('user-agent')],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, crypto.randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await insertRefreshToken(tx, { token: refreshToken, userId: user.id, sessionId, parent: null });
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
    user.id,
  ]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return sessionTokens(ctx, tx, user.id, sessionId, refreshToken);
}

export async function insertRefreshToken(
  tx: Db,
  token: { token: string; userId: string; sessionId: string; parent: string | null },
): Promise<void> {
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token.token, token.userId, token.parent, token.sessionId],
  );
}

/** Signs a fresh access token for the session and pairs it with the given refresh token. */
export async function sessionTokens(
  ctx: AuthContext,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionTokens> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  const { rows: amrRows } = await db.query<{ authentication_method: string; updated_at: Date | string }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const { rows: sessionRows } = await db.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.settings.jwtExpiry;
  // Same claims, in the same order, as GoTrue's AccessTokenClaims.
  const claims = {
    aud: user.aud ?? AUDIENCE,
    exp: expiresAt,
    iat: issuedAt,
    iss: `${ctx.config.apiUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: sessionRows[0]?.aal ?? 'aal1',
    amr: amrRows.map((row) => ({
      method: row.authentication_method,
      timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(claims, ctx.config.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** GoTrue's logout scopes: the current session, every session, or all but the current one. */
export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(db: Db, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (scope === 'global' || sessionId === null) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}

export interface SessionState {
  aal: 'aal1' | 'aal2' | 'aal3';
  createdAt: Date;
  factorId: string | null;
}

/** The session's assurance level and age, which MFA and password changes depend on. */
export async function sessionState(db: Db, sessionId: string): Promise<SessionState | null> {
  const { rows } = await db.query<{
    aal: string | null;
    created_at: Date | string;
    factor_id: string | null;
  }>('select aal, created_at, factor_id from auth.sessions where id = $1', [sessionId]);
  const row = rows[0];
  if (!row) return null;
  return {
    aal: (row.aal ?? 'aal1') as SessionState['aal'],
    createdAt: new Date(row.created_at),
    factorId: row.factor_id,
  };
}
