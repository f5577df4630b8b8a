/**
 * Supabase clients. The service-role client bypasses RLS and is used only for what visitors must
 * not do themselves (writing orders and subscription status). The caller client forwards the
 * request's Authorization so RLS applies as for the signed-in user.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

const serverSide = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function serviceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), serverSide);
}

export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization');
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    ...serverSide,
    global: { headers: authorization ? { Authorization: authorization } : {} },
  });
}

export interface SignedInUser {
  id: string;
  email: string;
}

export interface UserResolver {
  /** The user of a valid access token; null for anything else (expired, forged, anon key). */
  fromToken(token: string): Promise<SignedInUser | null>;
}

export function supabaseUsers(client: SupabaseClient): UserResolver {
  return {
    async fromToken(token) {
      const { data, error } = await client.auth.getUser(token);
      if (error || !data.user) return null;
      return { id: data.user.id, email: data.user.email ?? '' };
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
