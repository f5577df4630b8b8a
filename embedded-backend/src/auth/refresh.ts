/**
 * The refresh_token grant, step for step as GoTrue's RefreshTokenGrant: the presented token is
 * revoked and its child issued; a revoked token is answered with the current child when it is
 * that child's parent (the client lost the last answer), accepted again within the reuse
 * interval, and otherwise treated as theft: the whole session's token family is revoked.
 */
import type { Db } from '../types';
import type { AuthContext } from './context';
import { badRequest, OAuthError } from './errors';
import { insertRefreshToken, newRefreshToken, sessionTokens, type SessionTokens } from './sessions';
import { findUserById, isBanned } from './users';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date | string;
  session_exists: boolean;
  not_after: Date | string | null;
}

type Outcome = { tokens: SessionTokens } | { reused: true };

export async function refreshSession(
  ctx: AuthContext,
  req: Request,
  presented: string,
): Promise<SessionTokens> {
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const outcome = await ctx.db.transaction((tx) => rotate(ctx, tx, req, presented));
  // Reuse is refused only after the family's revocation above has been committed.
  if ('reused' in outcome)
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome.tokens;
}

async function rotate(ctx: AuthContext, tx: Db, req: Request, presented: string): Promise<Outcome> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select rt.id, rt.token, rt.user_id, rt.revoked, rt.parent, rt.session_id, rt.updated_at,
            s.id is not null as session_exists, s.not_after
     from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
     where rt.token = $1
     for update of rt`,
    [presented],
  );
  const token = rows[0];
  const user = token ? await findUserById(tx, token.user_id) : null;
  if (!token || !user)
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  if (!token.session_id || !token.session_exists) {
    await tx.query('delete from auth.refresh_tokens where id = $1', [token.id]);
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (token.not_after && new Date(token.not_after).getTime() <= Date.now()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  }

  let issued: string | null = null;
  if (token.revoked) {
    const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
       where session_id = $1 and revoked = false order by id desc limit 1`,
      [token.session_id],
    );
    if (active[0]?.parent === token.token) {
      issued = active[0].token;
    } else {
      const reuseUntil = new Date(token.updated_at).getTime() + ctx.settings.refreshTokenReuseInterval * 1000;
      if (Date.now() > reuseUntil) {
        if (ctx.settings.refreshTokenRotation) await revokeFamily(tx, token.session_id);
        return { reused: true };
      }
    }
  }
  if (issued === null) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      token.id,
    ]);
    issued = newRefreshToken();
    await insertRefreshToken(tx, {
      token: issued,
      userId: user.id,
      sessionId: token.session_id,
      parent: token.token,
    });
  }
  await tx.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2 where id = $1',
    [token.session_id, req.headers.get('user-agent')],
  );
  return { tokens: await sessionTokens(ctx, tx, user.id, token.session_id, issued) };
}

/**
 * GoTrue revokes every token of the session. It also leaves the youngest one usable for the
 * reuse interval; ending the session (not_after) closes that window, so a stolen family is dead.
 */
async function revokeFamily(tx: Db, sessionId: string): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false', [
    sessionId,
  ]);
  await tx.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [sessionId]);
}
