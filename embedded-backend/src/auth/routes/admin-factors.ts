/**
 * The admin MFA endpoints (supabase.auth.admin.mfa.listFactors / deleteFactor), service role
 * only: GET /admin/users/{id}/factors, PUT and DELETE /admin/users/{id}/factors/{factor_id}.
 * Answers are the factor objects, as GoTrue's adminUserGetFactors/UpdateFactor/DeleteFactor send.
 */
import { requireAdmin } from '../authenticate';
import { readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { jsonResponse } from '../errors';
import { ownedFactor } from '../factors';
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

async function factorFromPath(ctx: AuthContext, req: Request, userId: string, factorId: string) {
  requireAdmin(ctx, req);
  const user = await userFromPath(ctx, userId);
  return ownedFactor(ctx.db, user.id, factorId);
}

async function factorJson(ctx: AuthContext, factorId: string) {
  const { rows } = await ctx.db.query<Parameters<typeof serializeFactor>[0]>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1`,
    [factorId],
  );
  return serializeFactor(rows[0]!);
}

export async function updateUserFactor(
  ctx: AuthContext,
  { req }: AuthRequest,
  userId: string,
  factorId: string,
): Promise<Response> {
  const factor = await factorFromPath(ctx, req, userId, factorId);
  const friendlyName = stringField(await readJson(req), 'friendly_name');
  if (friendlyName) {
    await ctx.db.query('update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [
      factor.id,
      friendlyName,
    ]);
  }
  return jsonResponse(200, await factorJson(ctx, factor.id));
}

export async function deleteUserFactor(
  ctx: AuthContext,
  { req }: AuthRequest,
  userId: string,
  factorId: string,
): Promise<Response> {
  const factor = await factorFromPath(ctx, req, userId, factorId);
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
}
