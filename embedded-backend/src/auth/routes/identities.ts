/**
 * /user/identities (supabase.auth.linkIdentity / unlinkIdentity), behind [auth]
 * enable_manual_linking as in GoTrue. Locally the only identity is e-mail (no OAuth providers),
 * so linking names a provider that is not enabled and unlinking finds a single identity.
 */
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { AuthApiError, badRequest, notFound, unprocessable } from '../errors';
import { isUuid } from '../validation';

async function linkingCaller(ctx: AuthContext, req: Request) {
  const caller = await authenticate(ctx, req);
  if (!ctx.settings.enableManualLinking)
    throw notFound('manual_linking_disabled', 'Manual linking is disabled');
  return caller;
}

export async function authorizeIdentity(ctx: AuthContext, { req, url }: AuthRequest): Promise<Response> {
  await linkingCaller(ctx, req);
  const provider = url.searchParams.get('provider') ?? '';
  throw badRequest(
    'validation_failed',
    `Unsupported provider: provider ${JSON.stringify(provider)} is not enabled (the embedded backend has no OAuth providers)`,
  );
}

export async function deleteIdentity(
  ctx: AuthContext,
  { req }: AuthRequest,
  identityId: string,
): Promise<Response> {
  const { user } = await linkingCaller(ctx, req);
  if (!isUuid(identityId)) throw notFound('validation_failed', 'identity_id must be an UUID');
  const { rows } = await ctx.db.query<{ id: string }>('select id from auth.identities where user_id = $1', [
    user.id,
  ]);
  if (rows.length <= 1)
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  if (!rows.some((row) => row.id === identityId))
    throw unprocessable('identity_not_found', "Identity doesn't exist");
  // Unreachable with e-mail as the only provider (one identity per user); said, not faked.
  throw new AuthApiError(
    501,
    'not_implemented',
    'Unlinking one of several identities is not supported locally',
  );
}
