/**
 * GET /verify (the e-mailed link) and POST /verify (verifyOtp). GET answers like GoTrue's
 * implicit flow, redirecting to redirect_to with the session in the URL fragment, e.g.
 * `#access_token=...&expires_at=...&expires_in=3600&refresh_token=...&token_type=bearer&type=recovery`
 * (supabase-js then emits SIGNED_IN or PASSWORD_RECOVERY), or `?code=...` for a PKCE flow.
 */
import type { Db } from '../../types';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { issueAuthCode, TOKEN_COLUMNS, tokenHash, type AuthEmailKind } from '../email-links';
import { AuthApiError, forbidden, jsonResponse, notFound, unprocessable, validationFailed } from '../errors';
import { allowedRedirect } from '../redirects';
import { startSession, type SessionTokens } from '../sessions';
import { confirmEmail, findUserByEmail, findUserById, type UserRow } from '../users';
import { applyEmailChange } from './user';

/** 'email' (verifyOtp's generic type) may be either a sign-up or a magic link code. */
const KINDS_BY_TYPE: Record<string, AuthEmailKind[]> = {
  signup: ['signup'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  email_change: ['email_change'],
  email: ['signup', 'magiclink'],
};

type Proof = { tokenHash: string } | { email: string; otp: string };

export async function verifyGet(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  ctx.limiter.request(req, 'verify');
  const type = url.searchParams.get('type') ?? '';
  const rawToken = url.searchParams.get('token') ?? '';
  const redirectTo = allowedRedirect(ctx.settings, url.searchParams.get('redirect_to'));
  const isPkce = rawToken.startsWith('pkce_');
  try {
    if (!rawToken) throw validationFailed('Verify requires a token or a token hash');
    const expired = forbidden('otp_expired', 'Email link is invalid or has expired');
    const proof = { tokenHash: isPkce ? rawToken.slice('pkce_'.length) : rawToken };
    const result = await ctx.db.transaction<{ tokens: SessionTokens } | { code: string }>(async (tx) => {
      const { user, kind } = await consumeToken(ctx, tx, type, proof, expired);
      if (!isPkce) return { tokens: await startSession(ctx, tx, user, 'otp', req) };
      const code = await issueAuthCode(tx, user.id, kind);
      if (!code) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
      return { code };
    });
    if ('code' in result) return redirect(withQuery(redirectTo, { code: result.code }));
    return redirect(withFragment(redirectTo, sessionFragment(result.tokens, type)));
  } catch (error) {
    if (!(error instanceof AuthApiError) || error.status >= 500) throw error;
    const params = {
      error: OAUTH_ERRORS[error.status] ?? 'server_error',
      error_code: error.errorCode,
      error_description: error.message,
    };
    return redirect(isPkce ? withQuery(redirectTo, params) : withFragment(redirectTo, params));
  }
}

export async function verifyPost(ctx: AuthContext, { req }: AuthRequest): Promise<Response> {
  ctx.limiter.request(req, 'verify');
  const body = await readJson(req);
  const type = stringField(body, 'type');
  const hash = stringField(body, 'token_hash').replace(/^pkce_/, '');
  const email = stringField(body, 'email');
  const otp = stringField(body, 'token');
  let proof: Proof;
  if (hash) proof = { tokenHash: hash };
  else if (email && otp) proof = { email: email.trim().toLowerCase(), otp };
  else throw validationFailed('Verify requires a token or a token hash');
  const expired = forbidden('otp_expired', 'Token has expired or is invalid');
  const tokens = await ctx.db.transaction(async (tx) => {
    const { user } = await consumeToken(ctx, tx, type, proof, expired);
    return startSession(ctx, tx, user, 'otp', req);
  });
  return jsonResponse(200, tokens);
}

/** Finds the user the code belongs to, checks its age, applies what it confirms and spends it. */
async function consumeToken(
  ctx: AuthContext,
  tx: Db,
  type: string,
  proof: Proof,
  expired: AuthApiError,
): Promise<{ user: UserRow; kind: AuthEmailKind }> {
  const kinds = KINDS_BY_TYPE[type];
  if (!kinds) throw validationFailed('Unsupported verification type');
  for (const kind of kinds) {
    const user = await findTokenOwner(tx, kind, proof);
    if (!user) continue;
    const sentAt = user[TOKEN_COLUMNS[kind].sentAt];
    if (!sentAt || new Date(sentAt).getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw expired;
    await applyConfirmation(tx, kind, user);
    return { user: (await findUserById(tx, user.id))!, kind };
  }
  throw expired;
}

async function findTokenOwner(tx: Db, kind: AuthEmailKind, proof: Proof): Promise<UserRow | null> {
  const column = TOKEN_COLUMNS[kind].token;
  if ('tokenHash' in proof) {
    const { rows } = await tx.query<UserRow>(
      `select * from auth.users where ${column} = $1 and deleted_at is null`,
      [proof.tokenHash],
    );
    return rows[0] ?? null;
  }
  // A code for an e-mail change was sent to (and is hashed with) the new address.
  const user =
    kind === 'email_change'
      ? ((
          await tx.query<UserRow>('select * from auth.users where email_change = $1 and deleted_at is null', [
            proof.email,
          ])
        ).rows[0] ?? null)
      : await findUserByEmail(tx, proof.email);
  return user && user[column] && user[column] === tokenHash(proof.email, proof.otp) ? user : null;
}

async function applyConfirmation(tx: Db, kind: AuthEmailKind, user: UserRow): Promise<void> {
  const column = TOKEN_COLUMNS[kind].token;
  await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [user.id]);
  if (kind !== 'email_change') {
    // Following any e-mailed link proves the address.
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
    return;
  }
  const newEmail = user.email_change ?? '';
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  await applyEmailChange(tx, user.id, newEmail);
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function sessionFragment(tokens: SessionTokens, type: string): Record<string, string> {
  return {
    access_token: tokens.access_token,
    expires_at: String(tokens.expires_at),
    expires_in: String(tokens.expires_in),
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    type,
  };
}

const encode = (params: Record<string, string>) => new URLSearchParams(params).toString();

function withFragment(target: string, params: Record<string, string>): string {
  return `${target.split('#')[0]}#${encode(params)}`;
}

function withQuery(target: string, params: Record<string, string>): string {
  const [base, fragment] = target.split('#');
  const joined = `${base}${base!.includes('?') ? '&' : '?'}${encode(params)}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/** A plain Response (not Response.redirect) so the gateway can still add CORS headers. */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}
