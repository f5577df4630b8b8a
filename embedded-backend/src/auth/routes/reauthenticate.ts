/**
 * GET /reauthenticate (supabase.auth.reauthenticate) mails the signed-in user a one-time code;
 * PUT /user takes it as `nonce` for a password change when [auth.email] secure_password_change
 * asks for one (GoTrue's Reauthenticate and verifyReauthentication).
 */
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { sendAuthEmail, TOKEN_COLUMNS, tokenHash } from '../email-links';
import { badRequest, jsonResponse, unprocessable } from '../errors';
import type { UserRow } from '../users';

export async function reauthenticate(ctx: AuthContext, { req }: AuthRequest): Promise<Response> {
  const { user } = await authenticate(ctx, req);
  if (!user.email) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  await ctx.db.transaction((tx) =>
    sendAuthEmail(ctx, tx, { kind: 'reauthentication', user, redirectTo: ctx.settings.siteUrl, pkce: null }),
  );
  return jsonResponse(200, {});
}

/** Checks the nonce against the stored code (and its age) and spends it. */
export async function verifyReauthentication(ctx: AuthContext, user: UserRow, nonce: string): Promise<void> {
  const invalid = unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  const sentAt = user[TOKEN_COLUMNS.reauthentication.sentAt];
  if (!user.reauthentication_token || !sentAt || !user.email) throw invalid;
  if (new Date(sentAt).getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw invalid;
  if (user.reauthentication_token !== tokenHash(user.email, nonce)) throw invalid;
  await ctx.db.query(
    "update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1",
    [user.id],
  );
}
