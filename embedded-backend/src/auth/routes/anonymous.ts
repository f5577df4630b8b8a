/**
 * Anonymous sign-in, GoTrue's SignupAnonymously: a user without address or identity, whose
 * tokens say `is_anonymous: true` with role authenticated (RLS tells them apart through
 * auth.jwt() ->> 'is_anonymous'). Adding an e-mail later (PUT /user) links it: see applyEmailChange.
 */
import { objectField, type AuthContext } from '../context';
import { AuthApiError, jsonResponse, unprocessable } from '../errors';
import { startSession } from '../sessions';
import { insertUser } from '../users';

export async function signupAnonymously(
  ctx: AuthContext,
  req: Request,
  body: Record<string, unknown>,
): Promise<Response> {
  if (!ctx.settings.enableAnonymousSignIns)
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  ctx.limiter.request(req, 'anonymous');
  if (!ctx.settings.enableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const tokens = await ctx.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: null,
        encryptedPassword: null,
        userMetadata: objectField(body, 'data') ?? {},
        confirmed: false,
      });
      return startSession(ctx, tx, user, 'anonymous', req);
    })
    .catch((error: unknown) => {
      if (error instanceof AuthApiError) throw error;
      throw Object.assign(
        new AuthApiError(500, 'unexpected_failure', 'Database error creating anonymous user'),
        { cause: error },
      );
    });
  return jsonResponse(200, tokens);
}
