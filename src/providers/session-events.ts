import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

import type { StoredSession } from '@/lib/stored-session';
import {
  currentStoredSession,
  getSupabase,
  msUntilRefresh,
  SESSION_STORAGE_KEY,
  whenSupabaseLoads,
} from '@/lib/supabase';

/** supabase-js's event, or null for what storage told on start (or a client that failed to load). */
type SessionListener = (event: AuthChangeEvent | null, session: Session | null) => void;

let latest: { event: AuthChangeEvent | null; session: Session | null } | undefined;
const listeners = new Set<SessionListener>();
let started = false;

function announce(event: AuthChangeEvent | null, session: Session | null) {
  latest = { event, session };
  for (const listener of listeners) listener(event, session);
}

/**
 * Who is signed in, for the auth provider and for code outside React (the account's bag): `listener`
 * gets the latest session at once (when known) and every change after. The first follower starts
 * following, once for the page's life.
 */
export function followSession(listener: SessionListener): () => void {
  listeners.add(listener);
  if (latest) listener(latest.event, latest.session);
  if (!started) {
    started = true;
    startFollowing();
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * What is stored tells who is here (nobody, or a session supabase-js would use as it is) without
 * supabase-js's ~47 KB; only a sign-in link in the address or a session to refresh needs it on start.
 * Once it has loaded (here, or for a sign-in, a sign-out, an upload), its events say who is here.
 */
function startFollowing() {
  let followingClient = false;
  let refresh: ReturnType<typeof setTimeout> | undefined;
  const loadClient = () =>
    getSupabase().catch((error: unknown) => {
      // Without the client nobody can be signed in: the signed-out chrome instead of waiting.
      console.warn('Could not load the Supabase client:', error);
      if (!latest) announce(null, null);
    });
  // supabase-js must run before the session lapses, to refresh it; until then nothing needs it.
  const refreshBeforeExpiry = (stored: StoredSession) => {
    clearTimeout(refresh);
    refresh = setTimeout(() => void loadClient(), msUntilRefresh(stored));
  };

  const stored = currentStoredSession();
  if (stored === undefined) void loadClient();
  else {
    announce(null, stored);
    if (stored) refreshBeforeExpiry(stored);
  }
  whenSupabaseLoads((supabase) => {
    followingClient = true;
    clearTimeout(refresh);
    supabase.auth.onAuthStateChange(announce);
  });
  // Another tab signed in or out: supabase-js follows that itself once loaded; until then, storage does.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY || followingClient) return;
    const next = currentStoredSession();
    if (next === undefined) return void loadClient();
    announce(next ? 'SIGNED_IN' : 'SIGNED_OUT', next);
    if (next) refreshBeforeExpiry(next);
  });
}
