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
/** The loaded client, read through a call so that code after an `await` sees it afresh. */
const loadedClient = () => loaded;
const loadListeners = new Set<(supabase: SupabaseClient) => void>();

/**
 * The one Supabase client of the app. supabase-js (~47 KB gzip, more than a page's own code) loads only
 * when something needs what only it does: signing in or out, a session to refresh or read from a
 * sign-in link, an upload. Reads go through getDatabase and functions through getFunctions, which
 * send what it would send. Sessions persist in local storage and refresh automatically once it runs.
 */
export async function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      loaded = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          storageKey: SESSION_STORAGE_KEY,
        },
      });
      for (const listener of loadListeners) listener(loaded);
      return loaded;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deploy) is asked for again next time.
      client = undefined;
      throw error;
    },
  );
  const supabase = await client;
  await nextTask();
  return supabase;
}

/**
 * Each caller of a client continues in a task of its own. A hydrated screen refetches its four or five
 * queries at once; continuing all of them from the one resolved import built and sent every request in
 * a single long task, right when the shop should start answering taps.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A form that signs in, up or out, or changes the account, starts loading supabase-js when the shopper
 * first focuses it, so the tap on its button does not wait for the download. A failure here is met
 * again, and shown, by the submit.
 */
export const loadSupabaseEarly = () => void getSupabase().catch(() => undefined);

/**
 * Calls `listener` with the client once supabase-js has loaded (at once if it has), without loading it:
 * the auth provider follows the session's events from then on. Answers the function that stops waiting.
 */
export function whenSupabaseLoads(listener: (supabase: SupabaseClient) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
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

/**
 * How long a stored session supabase-js would use as it is stays so: then supabase-js must load to
 * refresh it (currentStoredSession answers undefined from that moment).
 */
export const msUntilRefresh = (session: StoredSession): number =>
  Math.min(Math.max(0, (session.expires_at - EXPIRY_MARGIN_S) * 1000 - Date.now()), 2 ** 31 - 1);

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

/** What supabase-js sends with every request for `session` (or for nobody signed in). */
type SessionHeaders = { apikey: string; Authorization: string };

const headersFor = (session: Pick<StoredSession, 'access_token'> | null): SessionHeaders => ({
  apikey: env.supabaseAnonKey,
  Authorization: `Bearer ${session?.access_token ?? env.supabaseAnonKey}`,
});

/**
 * The headers for a request of our own to the API (a file from an edge function): the stored session's
 * while supabase-js would use it as it is, else the one supabase-js holds once it has read or refreshed it.
 */
export async function sessionHeaders(): Promise<SessionHeaders> {
  const stored = loadedClient() ? undefined : currentStoredSession();
  if (stored !== undefined) return headersFor(stored);
  const { data } = await (await getSupabase()).auth.getSession();
  return headersFor(data.session);
}

/**
 * One part of supabase-js (`fromClient` picks it from the full client): once supabase-js has loaded,
 * the client's own, which keeps the session fresh; before that, the part alone, made by `alone` with
 * the API key and the stored session's token (or none), which is what supabase-js would send. When
 * the stored session needs supabase-js (a refresh, a sign-in link), this waits for it.
 */
async function clientPart<Part>(
  fromClient: (supabase: SupabaseClient) => Part,
  alone: (headers: SessionHeaders) => Promise<Part>,
): Promise<Part> {
  if (loaded) return fromClient(loaded);
  const session = currentStoredSession();
  if (session === undefined) return fromClient(await getSupabase());
  const part = await alone(headersFor(session));
  await nextTask();
  // It may have loaded meanwhile (a sign-in): its own part then carries the session it keeps fresh.
  const current = loadedClient();
  return current ? fromClient(current) : part;
}

/**
 * Every PostgREST read and rpc, through PostgREST's own client (~5 KB gzip) until supabase-js has
 * loaded: a page that shows rows, or refreshes the prerendered ones, needs no more.
 */
export const getDatabase = (): Promise<SupabaseDatabase> =>
  clientPart<SupabaseDatabase>(
    (supabase) => supabase,
    async (headers) => {
      const { PostgrestClient } = await import('@supabase/postgrest-js');
      return new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, { headers });
    },
  );

/** What a screen calls edge functions with: supabase-js's `functions.invoke`, with the same answers. */
export type SupabaseFunctions = Pick<SupabaseClient['functions'], 'invoke'>;

/**
 * Edge functions (the premium status a signed-in reader's header shows, a PayPal capture on return),
 * through the functions client alone (~2 KB gzip) until supabase-js has loaded.
 */
export const getFunctions = (): Promise<SupabaseFunctions> =>
  clientPart<SupabaseFunctions>(
    (supabase) => supabase.functions,
    async (headers) => {
      const { FunctionsClient } = await import('@supabase/functions-js');
      return new FunctionsClient(`${env.supabaseUrl}/functions/v1`, { headers });
    },
  );

/** Storage's buckets, as supabase-js's `storage.from` gives them. */
export type SupabaseStorage = Pick<SupabaseClient['storage'], 'from'>;

/** Storage (the links to a review's photos), through its client alone until supabase-js has loaded. */
export const getStorage = (): Promise<SupabaseStorage> =>
  clientPart<SupabaseStorage>(
    (supabase) => supabase.storage,
    async (headers) => {
      const { StorageClient } = await import('@supabase/storage-js');
      return new StorageClient(`${env.supabaseUrl}/storage/v1`, headers);
    },
  );
