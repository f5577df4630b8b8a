/**
 * E-mailed confirmations as GoTrue makes them: a numeric one-time code, stored only as
 * sha224(address + code) in the user's token column; the link carries that hash to /verify
 * (prefixed `pkce_` when a PKCE flow is waiting for it).
 */
import { createHash, randomInt } from 'node:crypto';
import { renderAuthEmail, type AuthEmailKind, type AuthEmailTemplate } from '../mail/templates';
import type { Db } from '../types';
import type { AuthContext } from './context';
import { AuthApiError, validationFailed } from './errors';
import type { UserRow } from './users';

export type { AuthEmailKind };

export type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';
type SentColumn =
  'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

export const TOKEN_COLUMNS: Record<AuthEmailKind, { token: TokenColumn; sentAt: SentColumn }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  // GoTrue sends existing users their magic link through the recovery token.
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  // An invitation is a sign-up confirmation the administrator started.
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  reauthentication: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
};

/** How a PKCE flow names what the e-mail authenticates (auth.flow_state.authentication_method). */
const PKCE_METHOD: Record<AuthEmailKind, string> = {
  signup: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  invite: 'invite',
  reauthentication: 'reauthentication',
};

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads code_challenge/code_challenge_method; both or neither must be given. */
export function readPkceChallenge(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method =
    typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address.toLowerCase() + otp)
    .digest('hex');
}

function generateOtp(length: number): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

export interface SendAuthEmail {
  kind: AuthEmailKind;
  user: UserRow;
  /** Already checked against the allow list. */
  redirectTo: string;
  pkce: PkceChallenge | null;
}

/**
 * Stores a new code for the user, then mails the link. Enforces [auth.email] max_frequency.
 * An e-mail change goes to the new address and, with double_confirm_changes on and an address to
 * confirm from, also to the current one, each with its own code (GoTrue's sendEmailChange); the
 * pair counts once against the project's e-mail budget, as GoTrue sends it in one go.
 */
export async function sendAuthEmail(ctx: AuthContext, tx: Db, mail: SendAuthEmail): Promise<void> {
  const columns = TOKEN_COLUMNS[mail.kind];
  const lastSent = mail.user[columns.sentAt];
  if (lastSent) {
    const waitMs = new Date(lastSent).getTime() + ctx.settings.emailMaxFrequency * 1000 - Date.now();
    if (waitMs > 0) {
      throw new AuthApiError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      );
    }
  }
  // As GoTrue, the project's hourly e-mail budget applies when sign-ups need confirming.
  if (ctx.settings.enableConfirmations) ctx.limiter.email();
  const address = mail.kind === 'email_change' ? mail.user.email_change : mail.user.email;
  if (!address) throw new Error(`no address to send the ${mail.kind} e-mail to`);
  const issued = await issueEmailToken(ctx, tx, mail.kind, mail.user, address, mail.pkce);
  const deliveries: { template: AuthEmailTemplate; to: string; token: IssuedToken }[] = [
    { template: mail.kind, to: address, token: issued },
  ];
  if (mail.kind === 'email_change') {
    // A new request starts the count again; a link from an earlier request cannot confirm this one.
    await tx.query(
      `update auth.users set email_change_confirm_status = 0, email_change_token_current = '' where id = $1`,
      [mail.user.id],
    );
    if (ctx.settings.doubleConfirmChanges && mail.user.email) {
      const current = await issueCurrentAddressToken(ctx, tx, mail.user, mail.pkce !== null);
      deliveries.push({ template: 'email_change_current', to: mail.user.email, token: current });
    }
  }
  for (const { template, to, token } of deliveries) {
    const rendered = renderAuthEmail(template, {
      // A reauthentication e-mail carries only the code, which PUT /user takes as `nonce`.
      actionUrl:
        mail.kind === 'reauthentication'
          ? null
          : actionLink(ctx, token.linkToken, mail.kind, mail.redirectTo),
      otp: token.otp,
      email: to,
      siteUrl: ctx.settings.siteUrl,
    });
    ctx.mailbox.send({ to, ...rendered });
  }
}

export interface IssuedToken {
  otp: string;
  /** sha224(address + otp), as stored. */
  hash: string;
  /** What the link carries: the hash, prefixed `pkce_` for a PKCE flow. */
  linkToken: string;
}

/**
 * Makes a new code for the user and stores its hash (and the PKCE flow waiting for it) without
 * sending anything; the admin API's generate_link hands the result to the caller instead.
 */
export async function issueEmailToken(
  ctx: AuthContext,
  tx: Db,
  kind: AuthEmailKind,
  user: UserRow,
  address: string,
  pkce: PkceChallenge | null = null,
): Promise<IssuedToken> {
  const columns = TOKEN_COLUMNS[kind];
  const otp = generateOtp(ctx.settings.otpLength);
  const hash = tokenHash(address, otp);
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now() where id = $1`, [
    user.id,
    hash,
  ]);
  if (kind === 'invite') await tx.query('update auth.users set invited_at = now() where id = $1', [user.id]);
  if (!pkce) return { otp, hash, linkToken: hash };
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, 'email', now(), now(), $6)`,
    [crypto.randomUUID(), user.id, crypto.randomUUID(), pkce.method, pkce.challenge, PKCE_METHOD[kind]],
  );
  return { otp, hash, linkToken: `pkce_${hash}` };
}

/**
 * The second code of a double-confirmed e-mail change, for the account's current address, stored
 * as sha224(current address + code) in email_change_token_current. It shares the change's sent
 * time and the PKCE flow (if any) the new address's code made, so a PKCE link is only prefixed.
 */
export async function issueCurrentAddressToken(
  ctx: AuthContext,
  tx: Db,
  user: UserRow,
  pkce: boolean,
): Promise<IssuedToken> {
  if (!user.email) throw new Error('no current address to confirm the e-mail change from');
  const otp = generateOtp(ctx.settings.otpLength);
  const hash = tokenHash(user.email, otp);
  await tx.query(
    'update auth.users set email_change_token_current = $2, email_change_sent_at = now() where id = $1',
    [user.id, hash],
  );
  return { otp, hash, linkToken: pkce ? `pkce_${hash}` : hash };
}

/** The /verify link an e-mail (or generate_link) carries, in GoTrue's form. */
export function actionLink(ctx: AuthContext, token: string, type: string, redirectTo: string): string {
  const url = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

/** The newest waiting PKCE flow of this user for this kind of e-mail, if the link was a PKCE one. */
export async function issueAuthCode(tx: Db, userId: string, kind: AuthEmailKind): Promise<string | null> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, PKCE_METHOD[kind]],
  );
  return rows[0]?.auth_code ?? null;
}
