import type { createClient } from '@supabase/supabase-js';

import type { Database } from '@/types/database.types';

import { env } from './env';
import { readStoredSession, type StoredSession } from './stored-session';

export type SupabaseClient = ReturnType<typeof createClient<Database>>;
/** What a screen reads with: PostgREST's `from` and `rpc`, exactly as on the client. */
export type SupabaseDatabase = Pick<SupabaseClient, 'from' | 'rpc'>;

/**
 * Where supabase-js keeps the session: its own default (`sb-<first label of the API host>-auth-token`),
 * named here so that the reads below find the same session and a deploy keeps everyone signed in.
 */
export const SESSION_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

let client: Promise<SupabaseClient> | undefined;
let loaded: SupabaseClient | undefined;

/**
 * The one Supabase client of the app. supabase-js (~50 KB gzip) is loaded on first use instead of with
 * the first paint; the auth provider asks for it on mount, so it is on its way before any data request.
 * Sessions persist in local storage and refresh automatically.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      (loaded = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          storageKey: SESSION_STORAGE_KEY,
        },
      })),
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

/** What supabase-js answers a request (PostgREST, an rpc, a function): the data, or the error. */
export type Answer<T> = { data: T; error: null } | { error: NonNullable<unknown> };

/**
 * The data of a request, or the error supabase-js answered, thrown as it came: every read and write of a
 * feature throws, so a failure reaches the screen as a failure and never as empty data (a write that
 * turns one error into an outcome, such as "already saved", reads the answer itself).
 */
export async function dataOf<T>(pending: PromiseLike<Answer<T>>): Promise<T> {
  const answer = await pending;
  if (answer.error !== null) throw answer.error;
  return answer.data;
}

/**
 * `send` through the client `connect` gives (getSupabase, or getDatabase for a read that need not wait
 * for supabase-js), answering its data (see dataOf).
 */
export async function request<Client, T>(
  connect: () => Promise<Client>,
  send: (client: Client) => PromiseLike<Answer<T>>,
): Promise<T> {
  return dataOf(send(await connect()));
}

/** Seconds before expiry at which supabase-js refreshes a session instead of using it (auth-js). */
const EXPIRY_MARGIN_S = 90;

/** An address supabase-js reads a session from (a confirmation, recovery or sign-in link). */
const carriesAuthRedirect = () =>
  /[?#&](access_token|refresh_token|code|error_description)=/.test(window.location.href);

/**
 * The session a read may use before supabase-js has loaded: the stored one while supabase-js would use
 * it unchanged (not within its refresh margin, no sign-in link in the address); `null` when nobody is
 * signed in; `undefined` when only supabase-js can tell (it refreshes or reads the link first).
 */
export function currentStoredSession(): StoredSession | null | undefined {
  // No browser (the build's prerender in Node): supabase-js answers.
  if (typeof window === 'undefined' || carriesAuthRedirect()) return undefined;
  const stored = readStoredSession(SESSION_STORAGE_KEY);
  if (stored === null) return null;
  if (stored === undefined || stored.expires_at - Date.now() / 1000 <= EXPIRY_MARGIN_S) return undefined;
  return stored;
}

/**
 * PostgREST reads for a screen that shows nothing useful until they answer (/saved, an order page):
 * once supabase-js has loaded, the client above; before that, PostgREST's own client (~5 KB gzip)
 * with the API key and the stored session's token (or none), which is what supabase-js would send.
 * When the stored session needs supabase-js (a refresh, a sign-in link), this waits for it.
 */
export async function getDatabase(): Promise<SupabaseDatabase> {
  if (loaded) return loaded;
  const session = currentStoredSession();
  if (session === undefined) return getSupabase();
  const { PostgrestClient } = await import('@supabase/postgrest-js');
  if (loaded) return loaded;
  return new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${session?.access_token ?? env.supabaseAnonKey}`,
    },
  });
}
