/**
 * GET /verify (the e-mailed link) and POST /verify (verifyOtp). GET answers like GoTrue's
 * implicit flow, redirecting to redirect_to with the session in the URL fragment, e.g.
 * `#access_token=...&expires_at=...&expires_in=3600&refresh_token=...&token_type=bearer&type=recovery`
 * (supabase-js then emits SIGNED_IN or PASSWORD_RECOVERY), or `?code=...` for a PKCE flow.
 */
import type { Db } from '../../types';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import {
  issueAuthCode,
  TOKEN_COLUMNS,
  tokenHash,
  type AuthEmailKind,
  type TokenColumn,
} from '../email-links';
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

/**
 * GoTrue's answer to the first of the two links of a double-confirmed e-mail change
 * (singleConfirmationAccepted): the change waits for the other address.
 */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** What following a code did: signed the user in, or (first half of an e-mail change) nothing yet. */
type Consumed = { user: UserRow; kind: AuthEmailKind; waiting: false } | { waiting: true };

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
    const result = await ctx.db.transaction<{ tokens: SessionTokens } | { code: string } | { waiting: true }>(
      async (tx) => {
        const consumed = await consumeToken(ctx, tx, type, proof, expired);
        if (consumed.waiting) return consumed;
        const { user, kind } = consumed;
        if (!isPkce) return { tokens: await startSession(ctx, tx, user, 'otp', req) };
        const code = await issueAuthCode(tx, user.id, kind);
        if (!code) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
        return { code };
      },
    );
    if ('waiting' in result) {
      // GoTrue's prepRedirectURL: no session yet, the message in the fragment (and, for a PKCE
      // flow, in the query too); the PKCE flow stays open for the second link.
      const message = { message: SINGLE_CONFIRMATION_ACCEPTED };
      return redirect(withFragment(isPkce ? withQuery(redirectTo, message) : redirectTo, message));
    }
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
    const consumed = await consumeToken(ctx, tx, type, proof, expired);
    return consumed.waiting ? null : startSession(ctx, tx, consumed.user, 'otp', req);
  });
  // The first half of a double-confirmed e-mail change: GoTrue answers this instead of a session.
  if (tokens === null) return jsonResponse(200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
  return jsonResponse(200, tokens);
}

/** Finds the user the code belongs to, checks its age, applies what it confirms and spends it. */
async function consumeToken(
  ctx: AuthContext,
  tx: Db,
  type: string,
  proof: Proof,
  expired: AuthApiError,
): Promise<Consumed> {
  const kinds = KINDS_BY_TYPE[type];
  if (!kinds) throw validationFailed('Unsupported verification type');
  for (const kind of kinds) {
    const found = await findTokenOwner(ctx, tx, kind, proof);
    if (!found) continue;
    const { user, column } = found;
    const sentAt = user[TOKEN_COLUMNS[kind].sentAt];
    if (!sentAt || new Date(sentAt).getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw expired;
    if (await applyConfirmation(ctx, tx, kind, user, column)) return { waiting: true };
    return { user: (await findUserById(tx, user.id))!, kind, waiting: false };
  }
  throw expired;
}

interface TokenOwner {
  user: UserRow;
  /** The column the code was found in (for an e-mail change: the new or the current address's). */
  column: TokenColumn;
}

async function findTokenOwner(
  ctx: AuthContext,
  tx: Db,
  kind: AuthEmailKind,
  proof: Proof,
): Promise<TokenOwner | null> {
  const column = TOKEN_COLUMNS[kind].token;
  if ('tokenHash' in proof) {
    // An e-mail change link may be either address's (GoTrue's FindUserByEmailChangeToken).
    const columns: TokenColumn[] =
      kind === 'email_change' ? [column, 'email_change_token_current'] : [column];
    for (const candidate of columns) {
      const { rows } = await tx.query<UserRow>(
        `select * from auth.users where ${candidate} = $1 and deleted_at is null`,
        [proof.tokenHash],
      );
      if (rows[0]) return { user: rows[0], column: candidate };
    }
    return null;
  }
  const hash = tokenHash(proof.email, proof.otp);
  if (kind !== 'email_change') {
    const user = await findUserByEmail(tx, proof.email);
    return user && user[column] && user[column] === hash ? { user, column } : null;
  }
  // A code for an e-mail change is hashed with the address it was sent to: with double
  // confirmation on, the current address's first, then the new one's (GoTrue's FindUserForEmailChange).
  if (ctx.settings.doubleConfirmChanges) {
    const current = await findUserByEmail(tx, proof.email);
    if (current?.email_change_token_current && current.email_change_token_current === hash) {
      return { user: current, column: 'email_change_token_current' };
    }
  }
  const { rows } = await tx.query<UserRow>(
    'select * from auth.users where email_change = $1 and email_change_token_new = $2 and deleted_at is null',
    [proof.email, hash],
  );
  return rows[0] ? { user: rows[0], column } : null;
}

/**
 * Spends the code and applies what it confirms. Answers true when it was the first of the two
 * links of a double-confirmed e-mail change: the change then waits for the other address
 * (GoTrue's emailChangeVerify, email_change_confirm_status 0 → 1). As in GoTrue, this applies only
 * while confirmations are on (no mailer_autoconfirm) and the user has an address to confirm from.
 */
async function applyConfirmation(
  ctx: AuthContext,
  tx: Db,
  kind: AuthEmailKind,
  user: UserRow,
  column: TokenColumn,
): Promise<boolean> {
  await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [user.id]);
  if (kind !== 'email_change') {
    // Following any e-mailed link proves the address.
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
    return false;
  }
  const { doubleConfirmChanges, enableConfirmations } = ctx.settings;
  if (doubleConfirmChanges && enableConfirmations && !user.email_change_confirm_status && user.email) {
    await tx.query('update auth.users set email_change_confirm_status = 1 where id = $1', [user.id]);
    return true;
  }
  const newEmail = user.email_change ?? '';
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  await applyEmailChange(tx, user.id, newEmail);
  return false;
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
