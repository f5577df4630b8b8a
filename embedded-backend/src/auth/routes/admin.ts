/** /admin/users endpoints (supabase.auth.admin.*), for the service_role key only. */
import type { Db } from '../../types';
import { requireAdmin } from '../authenticate';
import { objectField, readJson, stringField, type AuthContext, type AuthRequest } from '../context';
import { jsonResponse, notFound, unprocessable, validationFailed } from '../errors';
import { checkPasswordStrength, hashPassword } from '../passwords';
import { durationSeconds } from '../settings';
import { endSessions } from '../sessions';
import {
  AUDIENCE,
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeMetadata,
  userJson,
  type UserRow,
} from '../users';
import { isUuid, validateEmail } from '../validation';
import { applyEmailChange } from './user';

export async function listUsers(ctx: AuthContext, { req, url, path }: AuthRequest): Promise<Response> {
  requireAdmin(ctx, req);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
  const { rows: countRows } = await ctx.db.query<{ total: number }>(
    'select count(*)::int as total from auth.users where aud = $1 and deleted_at is null',
    [AUDIENCE],
  );
  const total = countRows[0]?.total ?? 0;
  const { rows } = await ctx.db.query<UserRow>(
    `select * from auth.users where aud = $1 and deleted_at is null
     order by created_at desc, id limit $2 offset $3`,
    [AUDIENCE, perPage, (page - 1) * perPage],
  );
  const users = await Promise.all(rows.map((user) => userJson(ctx.db, user)));
  // supabase-js reads the paging from these two headers. GoTrue builds the links from the URL it
  // was asked (below the gateway's /auth/v1), keeping the query with `page` replaced, keys sorted.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (n: number, rel: string) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(n));
    query.sort();
    return `<${path}?${query.toString()}>; rel="${rel}"`;
  };
  const links = [...(page < lastPage ? [pageLink(page + 1, 'next')] : []), pageLink(lastPage, 'last')];
  return jsonResponse(
    200,
    { users, aud: AUDIENCE },
    { 'x-total-count': String(total), link: links.join(', ') },
  );
}

export async function createUser(ctx: AuthContext, { req }: AuthRequest): Promise<Response> {
  requireAdmin(ctx, req);
  const body = await readJson(req);
  const email = validateEmail(stringField(body, 'email'));
  if (await findUserByEmail(ctx.db, email)) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const password = stringField(body, 'password');
  if (password) checkPasswordStrength(password, ctx.settings);
  const encryptedPassword = password ? await hashPassword(password, ctx.settings) : null;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      encryptedPassword,
      userMetadata: objectField(body, 'user_metadata') ?? {},
      appMetadata: objectField(body, 'app_metadata'),
      confirmed: body.email_confirm === true,
      role: stringField(body, 'role') || undefined,
    });
    await applyBan(tx, created.id, stringField(body, 'ban_duration'));
    return (await findUserById(tx, created.id))!;
  });
  return jsonResponse(200, await userJson(ctx.db, user));
}

export async function userFromPath(ctx: AuthContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

export async function getUserById(ctx: AuthContext, { req }: AuthRequest, id: string): Promise<Response> {
  requireAdmin(ctx, req);
  return jsonResponse(200, await userJson(ctx.db, await userFromPath(ctx, id)));
}

export async function updateUserById(ctx: AuthContext, { req }: AuthRequest, id: string): Promise<Response> {
  requireAdmin(ctx, req);
  const user = await userFromPath(ctx, id);
  const body = await readJson(req);
  const email = stringField(body, 'email') ? validateEmail(stringField(body, 'email')) : null;
  if (email && email !== user.email) {
    const taken = await findUserByEmail(ctx.db, email);
    if (taken && taken.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  const password = stringField(body, 'password');
  if (password) checkPasswordStrength(password, ctx.settings);
  const encryptedPassword = password ? await hashPassword(password, ctx.settings) : null;
  const updated = await ctx.db.transaction(async (tx) => {
    if (email && email !== user.email) await applyEmailChange(tx, user.id, email);
    if (encryptedPassword) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
        id,
        encryptedPassword,
      ]);
      // An administrator's password reset ends every session, as in GoTrue.
      await endSessions(tx, id, null, 'global');
    }
    if (body.email_confirm === true) await confirmEmail(tx, id);
    await mergeMetadata(tx, id, 'raw_user_meta_data', objectField(body, 'user_metadata'));
    await mergeMetadata(tx, id, 'raw_app_meta_data', objectField(body, 'app_metadata'));
    if (stringField(body, 'role')) {
      await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [
        id,
        stringField(body, 'role'),
      ]);
    }
    await applyBan(tx, id, stringField(body, 'ban_duration'));
    return (await findUserById(tx, id))!;
  });
  return jsonResponse(200, await userJson(ctx.db, updated));
}

export async function deleteUserById(ctx: AuthContext, { req }: AuthRequest, id: string): Promise<Response> {
  requireAdmin(ctx, req);
  await userFromPath(ctx, id);
  const body = await readJson(req);
  if (body.should_soft_delete === true) {
    // The row stays for foreign keys; the address is freed and every way back in is closed.
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set deleted_at = now(), updated_at = now(), email = null, phone = null,
           encrypted_password = '', confirmation_token = '', recovery_token = '', email_change_token_new = '',
           email_change = '', raw_user_meta_data = '{}'::jsonb
         where id = $1`,
        [id],
      );
      await tx.query('delete from auth.identities where user_id = $1', [id]);
      await tx.query('delete from auth.mfa_factors where user_id = $1', [id]);
      await endSessions(tx, id, null, 'global');
    });
  } else {
    await ctx.db.query('delete from auth.users where id = $1', [id]);
  }
  return jsonResponse(200, {});
}

/** ban_duration: "none" lifts a ban; a Go duration ("24h", "876000h") bans and ends all sessions. */
async function applyBan(tx: Db, id: string, banDuration: string) {
  if (!banDuration) return;
  if (banDuration === 'none') {
    await tx.query('update auth.users set banned_until = null, updated_at = now() where id = $1', [id]);
    return;
  }
  const seconds = durationSeconds(banDuration);
  if (seconds === undefined) throw validationFailed(`invalid format for ban duration: ${banDuration}`);
  await tx.query(
    `update auth.users set banned_until = now() + make_interval(secs => $2), updated_at = now() where id = $1`,
    [id, seconds],
  );
  await endSessions(tx, id, null, 'global');
}
