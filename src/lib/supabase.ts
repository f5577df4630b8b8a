import type { createClient } from '@supabase/supabase-js';

import type { Database } from '@/types/database.types';

import { env } from './env';

export type SupabaseClient = ReturnType<typeof createClient<Database>>;

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client of the app. supabase-js (~50 KB gzip) is loaded on first use instead of with
 * the first paint; the auth provider asks for it on mount, so it is on its way before any data request.
 * Sessions persist in local storage and refresh automatically.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      }),
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deploy) is asked for again next time.
      client = undefined;
      throw error;
    },
  );
  const supabase = await client;
  // Each caller continues in a task of its own. A hydrated screen refetches its four or five queries
  // at once; continuing all of them from the one resolved promise built and sent every request in a
  // single long task, right when the shop should start answering taps.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return supabase;
}
