/**
 * The admin MFA endpoints (supabase.auth.admin.mfa.listFactors / deleteFactor), service role
 * only: GET /admin/users/{id}/factors, PUT and DELETE /admin/users/{id}/factors/{factor_id}.
 * Answers are the factor objects, as GoTrue's adminUserGetFactors/UpdateFactor/DeleteFactor send.
 */
import { requireAdmin } from '../authenticate';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { jsonResponse } from '../errors';
import { ownedFactor, type FactorRow } from '../factors';
import { serializeFactor } from '../users';
import { userFromPath } from './admin';

const FACTOR_COLUMNS = 'id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at';

export async function listUserFactors(
  ctx: AuthContext,
  { req }: AuthRequest,
  userId: string,
): Promise<Response> {
  requireAdmin(ctx, req);
  const user = await userFromPath(ctx, userId);
  const { rows } = await ctx.db.query<Parameters<typeof serializeFactor>[0]>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [user.id],
  );
  return jsonResponse(200, rows.map(serializeFactor));
}

async function factorJson(ctx: AuthContext, factorId: string) {
  const { rows } = await ctx.db.query<Parameters<typeof serializeFactor>[0]>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1`,
    [factorId],
  );
  return serializeFactor(rows[0]!);
}

/**
 * A route on /admin/users/{id}/factors/{factor_id}: the service role is checked, then the user and
 * their factor are found (404 otherwise), before the route sees the request.
 */
const onUserFactor =
  (route: (ctx: AuthContext, req: Request, factor: FactorRow) => Promise<Response>) =>
  async (ctx: AuthContext, { req }: AuthRequest, userId: string, factorId: string): Promise<Response> => {
    requireAdmin(ctx, req);
    const user = await userFromPath(ctx, userId);
    return route(ctx, req, await ownedFactor(ctx.db, user.id, factorId));
  };

export const updateUserFactor = onUserFactor(async (ctx, req, factor) => {
  const friendlyName = stringField(await readJson(req), 'friendly_name');
  if (friendlyName) {
    await ctx.db.query('update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [
      factor.id,
      friendlyName,
    ]);
  }
  return jsonResponse(200, await factorJson(ctx, factor.id));
});

export const deleteUserFactor = onUserFactor(async (ctx, _req, factor) => {
  const deleted = await factorJson(ctx, factor.id);
  await ctx.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    // Sessions this factor lifted no longer have its proof: back to aal1.
    await tx.query(
      "update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1",
      [factor.id],
    );
  });
  return jsonResponse(200, deleted);
});
