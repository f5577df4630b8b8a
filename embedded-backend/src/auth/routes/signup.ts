/**
 * POST /signup: e-mail and password, with user metadata from options.data. Without an e-mail and
 * a phone it is an anonymous sign-in (supabase.auth.signInAnonymously), routed as GoTrue routes it.
 */
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { readPkceChallenge, sendAuthEmail, type PkceChallenge } from '../email-links';
import { AuthApiError, jsonResponse, unprocessable, validationFailed } from '../errors';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { allowedRedirect } from '../redirects';
import { startSession } from '../sessions';
import { findUserByEmail, findUserById, insertUser, serializeUser, userJson, type UserRow } from '../users';
import { validateEmail } from '../validation';
import { signupAnonymously } from './anonymous';

export async function signup(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  const body = await readJson(req);
  if (stringField(body, 'email') === '' && stringField(body, 'phone') === '') {
    return signupAnonymously(ctx, req, body);
  }
  ctx.limiter.request(req, 'signup');
  if (!ctx.settings.enableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const password = stringField(body, 'password');
  if (stringField(body, 'phone') !== '')
    throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, ctx.settings);
  if (stringField(body, 'email') === '') throw validationFailed('To signup, please provide your email');
  const email = validateEmail(stringField(body, 'email'));
  const pkce = readPkceChallenge(body);
  const redirectTo = allowedRedirect(ctx.settings, url.searchParams.get('redirect_to'));

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return repeatedSignup(ctx, existing, redirectTo, pkce);

  const encryptedPassword = await hashPassword(password, ctx.settings);
  const confirmed = !ctx.settings.enableConfirmations;
  const result = await ctx.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        encryptedPassword,
        userMetadata: objectField(body, 'data') ?? {},
        confirmed,
      });
      if (confirmed) return startSession(ctx, tx, user, 'password', req);
      await sendAuthEmail(ctx, tx, { kind: 'signup', user, redirectTo, pkce });
      return userJson(tx, (await findUserById(tx, user.id))!);
    })
    .catch((error: unknown) => {
      if (error instanceof AuthApiError) throw error;
      // e.g. a trigger on auth.users failed; GoTrue answers with this text.
      throw Object.assign(new AuthApiError(500, 'unexpected_failure', 'Database error saving new user'), {
        cause: error,
      });
    });
  return jsonResponse(200, result);
}

/**
 * Signing up with a registered address. With confirmations off GoTrue says so; with them on it
 * answers like a fresh sign-up so addresses cannot be probed: an unconfirmed user gets the
 * confirmation e-mail again, a confirmed one is answered with an obfuscated user (no identities).
 * The existing user is never signed in or changed here: the claimant's identity is unproven.
 */
async function repeatedSignup(
  ctx: AuthContext,
  existing: UserRow,
  redirectTo: string,
  pkce: PkceChallenge | null,
): Promise<Response> {
  if (!ctx.settings.enableConfirmations) {
    throw unprocessable('user_already_exists', 'User already registered');
  }
  if (!existing.email_confirmed_at) {
    const user = await ctx.db.transaction(async (tx) => {
      await sendAuthEmail(ctx, tx, { kind: 'signup', user: existing, redirectTo, pkce });
      return (await findUserById(tx, existing.id))!;
    });
    return jsonResponse(200, await userJson(ctx.db, user));
  }
  const now = new Date().toISOString();
  const obfuscated = serializeUser(
    {
      ...existing,
      id: crypto.randomUUID(),
      email_confirmed_at: null,
      confirmed_at: null,
      last_sign_in_at: null,
      confirmation_sent_at: now,
      created_at: now,
      updated_at: now,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: {},
    },
    [],
  );
  return jsonResponse(200, obfuscated);
}
