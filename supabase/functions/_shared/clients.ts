/**
 * The Supabase clients of the functions, typed by the generated Database. The service client holds the
 * service role, which bypasses RLS: it is used only for what visitors must not do themselves (writing
 * orders and subscription status) and to verify a caller's access token. A caller's client forwards
 * their access token, so what it reads is what RLS lets that caller read.
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { requireEnv } from './env.ts';
import { bearerToken, HttpError } from './http.ts';

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function serviceClient() {
  return createClient<Database>(
    requireEnv('SUPABASE_URL'),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    serverSide,
  );
}

export type AdminClient = ReturnType<typeof serviceClient>;

/** A client acting as the caller whose access token this is (PostgREST checks it; RLS applies). */
export function callerClient(accessToken: string) {
  return createClient<Database>(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    ...serverSide,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

export interface SignedInUser {
  id: string;
  email: string;
  /** app_metadata.role is 'owner' (only the service role can write app_metadata). */
  isOwner: boolean;
}

export interface UserResolver {
  /** The user of a valid access token; null for anything else (expired, forged, anon key). */
  fromToken(token: string): Promise<SignedInUser | null>;
}

export function supabaseUsers(client: AdminClient): UserResolver {
  return {
    async fromToken(token) {
      const { data, error } = await client.auth.getUser(token);
      if (error || !data.user) return null;
      return {
        id: data.user.id,
        email: data.user.email ?? '',
        isOwner: data.user.app_metadata?.role === 'owner',
      };
    },
  };
}

/**
 * The `role` claim of a JWT, read without verifying it: only used to tell the public anon key
 * (a guest) from a user's access token, which is then verified by Supabase Auth.
 */
export function unverifiedRole(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const padded = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return JSON.parse(atob(padded)).role;
  } catch {
    return undefined;
  }
}

/** The user a request's access token names, or a 401 saying `refusal` (no token, expired, forged, anon key). */
export async function requireUser(users: UserResolver, req: Request, refusal: string): Promise<SignedInUser> {
  const token = bearerToken(req);
  const user = token ? await users.fromToken(token) : null;
  if (!user) throw new HttpError(401, refusal);
  return user;
}

/**
 * The shop owner behind a request only the owner may make (`action`: "export invoices"), with the
 * access token that names them: 401 for no valid user, 403 {code: not_shop_owner} for anyone else, as
 * every owner function answers.
 */
export async function requireOwner(
  users: UserResolver,
  req: Request,
  action: string,
): Promise<{ user: SignedInUser; token: string }> {
  const user = await requireUser(users, req, `Please sign in as the shop owner to ${action}.`);
  if (!user.isOwner) {
    throw new HttpError(403, `Only the shop owner can ${action}.`, { code: 'not_shop_owner' });
  }
  return { user, token: bearerToken(req)! };
}
