/**
 * The real embedded backend (in memory, no functions) and supabase-js clients for each kind of
 * caller: a visitor (anon key), a signed-in user, the service role, or any raw bearer token.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../../embedded-backend/src/server';

export type { RunningBackend };

export const startApi = (): Promise<RunningBackend> =>
  startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });

export function client(backend: RunningBackend, key: string, bearer?: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} },
    // Node 20 has no global WebSocket; realtime is never connected here, but the client wants one.
    realtime: { transport: WebSocket as never },
  });
}

export const anonClient = (backend: RunningBackend) => client(backend, backend.config.anonKey);
export const serviceClient = (backend: RunningBackend) => client(backend, backend.config.serviceRoleKey);

/** Creates a confirmed user through the admin API and returns a client signed in as them. */
export async function signedInClient(
  backend: RunningBackend,
  email: string,
  /** app_metadata (e.g. the owner's role, which only the service role sets) or user_metadata. */
  metadata: { app_metadata?: object; user_metadata?: object } = {},
): Promise<{ client: SupabaseClient; userId: string; accessToken: string }> {
  const password = 'Correct-horse-battery-9';
  const created = await serviceClient(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...metadata,
  });
  if (created.error) throw created.error;
  const user = anonClient(backend);
  const { data, error } = await user.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client: user, userId: data.user.id, accessToken: data.session.access_token };
}

/** POSTs a checkout to the create-checkout function as a visitor's browser does (anon key). */
export const postCheckout = (backend: RunningBackend, body: object): Promise<Response> =>
  fetch(`${backend.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${backend.config.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
