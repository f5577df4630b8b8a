/** POST /token?grant_type=password | refresh_token | pkce */
import { createHash } from 'node:crypto';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { badRequest, jsonResponse, notFound, validationFailed } from '../errors';
import { passwordMatches } from '../passwords';
import { refreshSession } from '../refresh';
import { startSession, type AuthenticationMethod } from '../sessions';
import { findUserByEmail, findUserById, isBanned } from '../users';

export async function token(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  const grantType = url.searchParams.get('grant_type');
  if (grantType !== 'password' && grantType !== 'refresh_token' && grantType !== 'pkce')
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  // One bucket for every grant: a flood of password guesses spends the same budget as refreshes.
  ctx.limiter.request(req, 'token');
  const body = await readJson(req);
  switch (grantType) {
    case 'password':
      return jsonResponse(200, await passwordGrant(ctx, req, body));
    case 'refresh_token':
      return jsonResponse(200, await refreshSession(ctx, req, stringField(body, 'refresh_token')));
    case 'pkce':
      return jsonResponse(200, await pkceGrant(ctx, req, body));
  }
}

async function passwordGrant(ctx: AuthContext, req: Request, body: Record<string, unknown>) {
  const email = stringField(body, 'email').trim();
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email && phone)
    throw validationFailed('Only an email address or phone number should be provided on login.');
  const invalid = badRequest('invalid_credentials', 'Invalid login credentials');
  if (!email) throw invalid;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw invalid;
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalid;
  // Checked after the password so an unconfirmed address is only revealed to its owner.
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password', req));
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  authentication_method: string;
  auth_code_issued_at: Date | string | null;
  created_at: Date | string;
}

/** GoTrue's flow state lifetime: the code must be exchanged within 5 minutes. */
const FLOW_STATE_SECONDS = 300;

async function pkceGrant(ctx: AuthContext, req: Request, body: Record<string, unknown>) {
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier)
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const { rows } = await ctx.db.query<FlowStateRow>('select * from auth.flow_state where auth_code = $1', [
    authCode,
  ]);
  const flow = rows[0];
  if (!flow) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (Date.now() > issuedAt + FLOW_STATE_SECONDS * 1000) {
    throw notFound('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  if (expected !== flow.code_challenge)
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  const user = flow.user_id ? await findUserById(ctx.db, flow.user_id) : null;
  if (!user) throw notFound('user_not_found', 'User not found');
  return ctx.db.transaction(async (tx) => {
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return startSession(ctx, tx, user, flow.authentication_method as AuthenticationMethod, req);
  });
}
