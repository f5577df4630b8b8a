/**
 * POST /invite and POST /admin/generate_link (supabase.auth.admin.inviteUserByEmail and
 * generateLink), service role only, as GoTrue's invite.go and adminGenerateLink answer them.
 * generate_link sends nothing: it stores the code and hands back the link, the code and its hash.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../types';
import { requireAdmin } from '../authenticate';
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import {
  actionLink,
  issueCurrentAddressToken,
  issueEmailToken,
  sendAuthEmail,
  tokenHash,
  type AuthEmailKind,
  type IssuedToken,
} from '../email-links';
import { jsonResponse, notFound, unprocessable, validationFailed } from '../errors';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { allowedRedirect } from '../redirects';
import { findUserByEmail, findUserById, insertUser, mergeMetadata, userJson, type UserRow } from '../users';
import { validateEmail } from '../validation';

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

export async function invite(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  requireAdmin(ctx, req);
  const body = await readJson(req);
  const email = validateEmail(stringField(body, 'email'));
  const redirectTo = allowedRedirect(ctx.settings, url.searchParams.get('redirect_to'));
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  const user = await ctx.db.transaction(async (tx) => {
    const invited =
      existing ??
      (await insertUser(tx, {
        email,
        encryptedPassword: null,
        userMetadata: objectField(body, 'data') ?? {},
        confirmed: false,
      }));
    // An invitation is not held back by max_frequency: the administrator asked for it.
    const fresh = { ...invited, confirmation_sent_at: null };
    await sendAuthEmail(ctx, tx, { kind: 'invite', user: fresh, redirectTo, pkce: null });
    return (await findUserById(tx, invited.id))!;
  });
  return jsonResponse(200, await userJson(ctx.db, user));
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'];

export async function generateLink(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  requireAdmin(ctx, req);
  const body = await readJson(req);
  const email = validateEmail(stringField(body, 'email'));
  const requested = stringField(body, 'redirect_to') || url.searchParams.get('redirect_to');
  const redirectTo = allowedRedirect(ctx.settings, requested);
  let type = stringField(body, 'type');
  let password = stringField(body, 'password');
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    // A magic link for an unknown address signs it up, with a password nobody knows.
    if (type === 'magiclink') {
      type = 'signup';
      password = `${randomBytes(48).toString('base64url')}a1`;
    } else if (type !== 'signup' && type !== 'invite') {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (!LINK_TYPES.includes(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  if (type === 'email_change_current' && !ctx.settings.doubleConfirmChanges) {
    // Only the new address confirms a change ([auth.email] double_confirm_changes = false).
    throw validationFailed('Enable secure email change to generate link for current email');
  }
  let encryptedPassword: string | null = null;
  if (type === 'signup' && !existing) {
    if (!password) throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password, ctx.settings);
    encryptedPassword = await hashPassword(password, ctx.settings);
  }
  const changesEmail = type === 'email_change_new' || type === 'email_change_current';
  const newEmail = changesEmail ? validateEmail(stringField(body, 'new_email')) : '';

  const result = await ctx.db.transaction(async (tx) => {
    const user = await linkUser(tx, type, existing, { email, encryptedPassword, body });
    let issued: IssuedToken;
    if (changesEmail) {
      // GoTrue stores the one code asked for and keeps the other address's: with double
      // confirmation on, both links (email_change_current and email_change_new) are needed.
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) throw emailExists();
      await tx.query(
        'update auth.users set email_change = $2, email_change_confirm_status = 0 where id = $1',
        [user.id, newEmail],
      );
      const pending = (await findUserById(tx, user.id))!;
      issued =
        type === 'email_change_current'
          ? await issueCurrentAddressToken(ctx, tx, pending, false)
          : await issueEmailToken(ctx, tx, 'email_change', pending, newEmail);
    } else {
      issued = await issueEmailToken(ctx, tx, type as AuthEmailKind, user, email);
    }
    const linkType = changesEmail ? 'email_change' : type;
    return {
      user: (await findUserById(tx, user.id))!,
      action_link: actionLink(ctx, issued.hash, linkType, redirectTo),
      email_otp: issued.otp,
      // GoTrue reports the hash over the account's current address, also for email_change_new.
      hashed_token: tokenHash(email, issued.otp),
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
  const { user, ...link } = result;
  return jsonResponse(200, { ...(await userJson(ctx.db, user)), ...link });
}

/** The user a link is for: created for signup/invite of a new address, else the existing one. */
async function linkUser(
  tx: Db,
  type: string,
  existing: UserRow | null,
  input: { email: string; encryptedPassword: string | null; body: Record<string, unknown> },
): Promise<UserRow> {
  const data = objectField(input.body, 'data');
  if (type === 'signup' || type === 'invite') {
    if (existing?.email_confirmed_at) throw emailExists();
    if (existing) {
      if (type === 'signup') await mergeMetadata(tx, existing.id, 'raw_user_meta_data', data);
      return existing;
    }
    return insertUser(tx, {
      email: input.email,
      encryptedPassword: input.encryptedPassword,
      userMetadata: data ?? {},
      confirmed: false,
    });
  }
  if (!existing) throw notFound('user_not_found', 'User with this email not found');
  return existing;
}
