/**
 * The endpoints that only send an e-mail: POST /recover, /otp (magic link) and /resend.
 * They answer 200 {} whether or not the address is registered, so addresses cannot be probed.
 */
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { readPkceChallenge, sendAuthEmail, type AuthEmailKind, type PkceChallenge } from '../email-links';
import { jsonResponse, unprocessable, validationFailed } from '../errors';
import { allowedRedirect } from '../redirects';
import { findUserByEmail, insertUser, type UserRow } from '../users';
import { validateEmail } from '../validation';

interface EmailRequest {
  body: Record<string, unknown>;
  email: string;
  redirectTo: string;
  pkce: PkceChallenge | null;
}

async function readEmailRequest(ctx: AuthContext, { req, url }: AuthRequest): Promise<EmailRequest> {
  const body = await readJson(req);
  return {
    body,
    email: validateEmail(stringField(body, 'email')),
    redirectTo: allowedRedirect(ctx.settings, url.searchParams.get('redirect_to')),
    pkce: readPkceChallenge(body),
  };
}

async function mail(ctx: AuthContext, kind: AuthEmailKind, user: UserRow, request: EmailRequest) {
  await ctx.db.transaction((tx) =>
    sendAuthEmail(ctx, tx, { kind, user, redirectTo: request.redirectTo, pkce: request.pkce }),
  );
}

export async function recover(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  ctx.limiter.request(r.req, 'recover');
  const request = await readEmailRequest(ctx, r);
  const user = await findUserByEmail(ctx.db, request.email);
  if (user) await mail(ctx, 'recovery', user, request);
  return jsonResponse(200, {});
}

export async function magicLink(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  ctx.limiter.request(r.req, 'otp');
  const request = await readEmailRequest(ctx, r);
  let user = await findUserByEmail(ctx.db, request.email);
  if (!user) {
    if (request.body.create_user === false)
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    if (!ctx.settings.enableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    // A new user proves the address by following the link, which also confirms it.
    user = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: request.email,
        encryptedPassword: null,
        userMetadata: objectField(request.body, 'data') ?? {},
        confirmed: false,
      }),
    );
  }
  await mail(ctx, user.email_confirmed_at ? 'magiclink' : 'signup', user, request);
  return jsonResponse(200, {});
}

export async function resend(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  ctx.limiter.request(r.req, 'resend');
  const request = await readEmailRequest(ctx, r);
  const type = stringField(request.body, 'type');
  if (type === 'signup') {
    const user = await findUserByEmail(ctx.db, request.email);
    if (user && !user.email_confirmed_at) await mail(ctx, 'signup', user, request);
  } else if (type === 'email_change') {
    const user = await findUserByEmail(ctx.db, request.email);
    if (user?.email_change) await mail(ctx, 'email_change', user, request);
  } else {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  return jsonResponse(200, {});
}
