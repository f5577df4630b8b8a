/** GET /user and PUT /user for the signed-in user. */
import type { Db } from '../../types';
import { authenticate } from '../authenticate';
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { readPkceChallenge, sendAuthEmail } from '../email-links';
import { jsonResponse, unprocessable } from '../errors';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../passwords';
import { allowedRedirect } from '../redirects';
import { endSessions } from '../sessions';
import { findUserByEmail, findUserById, mergeMetadata, userJson } from '../users';
import { validateEmail } from '../validation';

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

  let encryptedPassword: string | null = null;
  if (password) {
    checkPasswordStrength(password, ctx.settings);
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    encryptedPassword = await hashPassword(password, ctx.settings);
  }
  const changesEmail = newEmail !== null && newEmail !== user.email;
  if (changesEmail && (await findUserByEmail(ctx.db, newEmail))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
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
      if (ctx.settings.enableConfirmations) {
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, newEmail]);
        const pending = (await findUserById(tx, user.id))!;
        const redirectTo = allowedRedirect(ctx.settings, url.searchParams.get('redirect_to'));
        await sendAuthEmail(ctx, tx, { kind: 'email_change', user: pending, redirectTo, pkce });
      } else {
        await applyEmailChange(tx, user.id, newEmail);
      }
    }
    return (await findUserById(tx, user.id))!;
  });
  return jsonResponse(200, await userJson(ctx.db, updated));
}

/** Moves the user (and its e-mail identity) to the new address and clears the pending change. */
export async function applyEmailChange(tx: Db, userId: string, email: string): Promise<void> {
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
