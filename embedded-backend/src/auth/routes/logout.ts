/** POST /logout?scope=global|local|others: ends sessions; their refresh tokens go with them. */
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { validationFailed } from '../errors';
import { endSessions, type LogoutScope } from '../sessions';

const SCOPES: readonly string[] = ['global', 'local', 'others'];

export async function logout(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  // As GoTrue: a missing or empty scope is global; anything else unknown is refused by name.
  const scope = url.searchParams.get('scope') || 'global';
  if (!SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
  const { user, sessionId } = await authenticate(ctx, req);
  await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope);
  return new Response(null, { status: 204 });
}
