/** GET /user and PUT /user for the signed-in user, with GoTrue's checks in GoTrue's order. */
import type { Db } from '../../types';
import { authenticate } from '../authenticate';
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { readPkceChallenge, sendAuthEmail } from '../email-links';
import { AuthApiError, forbidden, jsonResponse, unprocessable } from '../errors';
import { hasVerifiedFactor } from '../factors';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../passwords';
import { allowedRedirect } from '../redirects';
import { endSessions, sessionState } from '../sessions';
import { findUserByEmail, findUserById, insertEmailIdentity, mergeMetadata, userJson } from '../users';
import { validateEmail } from '../validation';
import { verifyReauthentication } from './reauthenticate';

/** GoTrue asks for a nonce when the session is older than this (UpdatePasswordRequireReauthentication). */
const RECENT_SIGN_IN_MS = 24 * 3600 * 1000;

export async function getUser(ctx: AuthContext, { req }: AuthRequest): Promise<Response> {
  const { user } = await authenticate(ctx, req);
  return jsonResponse(200, await userJson(ctx.db, user));
}

export async function updateUser(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  const { user, sessionId } = await authenticate(ctx, req);
  ctx.limiter.request(req, 'user');
  const body = await readJson(req);
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const newEmail = stringField(body, 'email') ? validateEmail(stringField(body, 'email')) : null;
  const pkce = readPkceChallenge(body);
  if (password) checkPasswordStrength(password, ctx.settings);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changesEmail = newEmail !== null && newEmail !== user.email;
  const session = sessionId ? await sessionState(ctx.db, sessionId) : null;
  if ((password || changesEmail) && session?.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) {
    throw new AuthApiError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (user.is_anonymous && password && !newEmail) {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  if (changesEmail && (await findUserByEmail(ctx.db, newEmail))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }

  let encryptedPassword: string | null = null;
  if (password) {
    const recent = session !== null && Date.now() - session.createdAt.getTime() < RECENT_SIGN_IN_MS;
    if (ctx.settings.securePasswordChange && !recent) {
      const nonce = stringField(body, 'nonce');
      if (!nonce)
        throw new AuthApiError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      await verifyReauthentication(ctx, user, nonce);
    }
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    encryptedPassword = await hashPassword(password, ctx.settings);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    if (encryptedPassword) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        user.id,
        encryptedPassword,
      ]);
      // As GoTrue: a new password signs out every other session of the user.
      if (sessionId) await endSessions(tx, user.id, sessionId, 'others');
    }
    await mergeMetadata(tx, user.id, 'raw_user_meta_data', data);
    if (changesEmail) {
      // An anonymous user adding an address with confirmations off is linked at once, as a
      // sign-up would be; a permanent user always confirms through a link sent to the new
      // address, whatever enable_confirmations says, and with double_confirm_changes on through
      // one sent to the current address too (GoTrue's UserUpdate and sendEmailChange).
      if (user.is_anonymous && !ctx.settings.enableConfirmations) {
        await applyEmailChange(tx, user.id, newEmail);
      } else {
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, newEmail]);
        const pending = (await findUserById(tx, user.id))!;
        const redirectTo = allowedRedirect(ctx.settings, url.searchParams.get('redirect_to'));
        await sendAuthEmail(ctx, tx, { kind: 'email_change', user: pending, redirectTo, pkce });
      }
    }
    return (await findUserById(tx, user.id))!;
  });
  return jsonResponse(200, await userJson(ctx.db, updated));
}

/**
 * Moves the user (and its e-mail identity) to the new address and clears the pending change.
 * An anonymous user gains its e-mail identity here and stops being anonymous (GoTrue's
 * emailChangeVerify).
 */
export async function applyEmailChange(tx: Db, userId: string, email: string): Promise<void> {
  const { rows } = await tx.query<{ is_anonymous: boolean }>(
    'select is_anonymous from auth.users where id = $1',
    [userId],
  );
  if (rows[0]?.is_anonymous) {
    await insertEmailIdentity(tx, userId, {
      sub: userId,
      email,
      email_verified: true,
      phone_verified: false,
    });
    await tx.query(
      `update auth.users set is_anonymous = false,
         raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider": "email", "providers": ["email"]}'::jsonb
       where id = $1`,
      [userId],
    );
  }
  await tx.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text),
       updated_at = now()
     where id = $1`,
    [userId, email],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
