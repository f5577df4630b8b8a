/**
 * MFA with TOTP: POST /factors (enrol), /factors/{id}/challenge, /factors/{id}/verify and
 * DELETE /factors/{id}, as GoTrue's mfa.go answers them. A verified factor lifts the session to
 * aal2 (claims `aal: 'aal2'`, `amr` gains `totp`) and ends the user's other aal1 sessions.
 */
import { authenticate, type Authenticated } from '../authenticate';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { AuthApiError, badRequest, forbidden, jsonResponse, unprocessable } from '../errors';
import { ownedFactor, qrCodeSvg } from '../factors';
import { clientAddress } from '../rate-limits';
import { insertRefreshToken, newRefreshToken, sessionState, sessionTokens } from '../sessions';
import { newTotpSecret, totpUri, totpValid } from '../totp';
import { isUuid } from '../validation';

/** GoTrue's requireNotAnonymous and its need for a session behind the token. */
async function mfaCaller(ctx: AuthContext, req: Request): Promise<Authenticated & { sessionId: string }> {
  const caller = await authenticate(ctx, req);
  if (caller.user.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!caller.sessionId)
    throw new AuthApiError(500, 'unexpected_failure', 'A valid session and a registered user are required');
  return { ...caller, sessionId: caller.sessionId };
}

export async function enrollFactor(ctx: AuthContext, { req }: AuthRequest): Promise<Response> {
  const { user, sessionId } = await mfaCaller(ctx, req);
  const body = await readJson(req);
  const factorType = stringField(body, 'factor_type');
  if (factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn')
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp')
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  if (!ctx.settings.mfa.totpEnroll)
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const friendlyName = stringField(body, 'friendly_name');
  const issuer = stringField(body, 'issuer') || new URL(ctx.settings.siteUrl).host;

  // GoTrue's validateFactors: sweep stale unverified factors, then the name, count and aal rules.
  await ctx.db.query(
    `delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)`,
    [ctx.settings.mfa.factorExpiry],
  );
  const { rows: factors } = await ctx.db.query<{ friendly_name: string | null; status: string }>(
    'select friendly_name, status from auth.mfa_factors where user_id = $1',
    [user.id],
  );
  if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (
    factors.length >= ctx.settings.mfa.maxEnrolledFactors ||
    verified >= ctx.settings.mfa.maxVerifiedFactors
  ) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && (await sessionState(ctx.db, sessionId))?.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const secret = newTotpSecret();
  const uri = totpUri(issuer, user.email ?? '', secret);
  const id = crypto.randomUUID();
  await ctx.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, friendlyName, secret],
  );
  return jsonResponse(200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrCodeSvg(uri), secret, uri },
  });
}

/** Where the request came from; a challenge must be verified from the same address. */
const requestAddress = (req: Request) => clientAddress(req) ?? '127.0.0.1';

export async function challengeFactor(
  ctx: AuthContext,
  { req }: AuthRequest,
  factorId: string,
): Promise<Response> {
  const { user } = await mfaCaller(ctx, req);
  ctx.limiter.request(req, 'mfa_challenge');
  const factor = await ownedFactor(ctx.db, user.id, factorId);
  if (!ctx.settings.mfa.totpVerify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const id = crypto.randomUUID();
  const { rows } = await ctx.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return tx.query<{ created_at: Date | string }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning created_at`,
      [id, factor.id, requestAddress(req)],
    );
  });
  const expiresAt =
    Math.floor(new Date(rows[0]!.created_at).getTime() / 1000) + ctx.settings.mfa.challengeExpiry;
  return jsonResponse(200, { id, type: factor.factor_type, expires_at: expiresAt });
}

interface ChallengeRow {
  id: string;
  created_at: Date | string;
  verified_at: Date | string | null;
  ip_address: string;
}

export async function verifyFactor(
  ctx: AuthContext,
  { req }: AuthRequest,
  factorId: string,
): Promise<Response> {
  const { user, sessionId } = await mfaCaller(ctx, req);
  ctx.limiter.request(req, 'mfa_verify');
  const factor = await ownedFactor(ctx.db, user.id, factorId);
  const body = await readJson(req);
  const code = stringField(body, 'code');
  const challengeId = stringField(body, 'challenge_id');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
  if (!ctx.settings.mfa.totpVerify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  if (!isUuid(challengeId))
    throw badRequest('bad_json', 'Could not parse request body as JSON: challenge_id must be an UUID');
  const { rows } = await ctx.db.query<ChallengeRow>(
    'select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges where id = $1 and factor_id = $2',
    [challengeId, factor.id],
  );
  const challenge = rows[0];
  if (!challenge)
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified_at !== null || challenge.ip_address !== requestAddress(req))
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (new Date(challenge.created_at).getTime() + ctx.settings.mfa.challengeExpiry * 1000 < Date.now()) {
    await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!factor.secret || !totpValid(factor.secret, code))
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

  const tokens = await ctx.db.transaction(async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [
      factor.id,
    ]);
    await tx.query(
      "update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1",
      [sessionId, factor.id],
    );
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
       values ($1, now(), now(), 'totp', $2)
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId, crypto.randomUUID()],
    );
    // GoTrue's InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'", [
      user.id,
      sessionId,
    ]);
    await tx.query(
      "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2",
      [user.id, factor.factor_type],
    );
    // GoTrue swaps the session's refresh token: the current one is revoked and a child issued, so
    // the client holds a token handed out with the aal2 answer.
    const { rows: current } = await tx.query<{ id: string; token: string }>(
      'select id, token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [sessionId],
    );
    if (!current[0]) throw new Error(`session ${sessionId} has no active refresh token`);
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
      current[0].id,
    ]);
    const issued = newRefreshToken();
    await insertRefreshToken(tx, { token: issued, userId: user.id, sessionId, parent: current[0].token });
    return sessionTokens(ctx, tx, user.id, sessionId, issued);
  });
  return jsonResponse(200, tokens);
}

export async function unenrollFactor(
  ctx: AuthContext,
  { req }: AuthRequest,
  factorId: string,
): Promise<Response> {
  const { user, sessionId } = await mfaCaller(ctx, req);
  const factor = await ownedFactor(ctx.db, user.id, factorId);
  if (factor.status === 'verified' && (await sessionState(ctx.db, sessionId))?.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    // GoTrue's DowngradeSessionsToAAL1: sessions this factor lifted fall back to aal1.
    await tx.query(
      "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1",
      [factor.id],
    );
  });
  return jsonResponse(200, { id: factor.id });
}
