import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { currentStoredSession, getSupabase } from '@/lib/supabase';

import { AuthContext, type AuthContextValue } from './auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    // A session supabase-js would use as it is (stored, not about to expire) paints the account's
    // screens now instead of after the client's ~50 KB; its first auth event confirms or replaces it.
    const stored = currentStoredSession();
    if (stored) {
      startTransition(() => {
        setSession(stored);
        setLoading(false);
      });
    }
    // Loading the client starts here, on mount, so it is ready by the time the first data request asks.
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    getSupabase().then(
      (supabase) => {
        if (unmounted) return;
        const { data } = supabase.auth.onAuthStateChange((event, nextSession) => {
          // A transition: every screen that shows the account re-renders, and React may spread that
          // over several short tasks instead of blocking a phone's main thread in one.
          startTransition(() => {
            setLastEvent(event);
            setSession(nextSession);
            setLoading(false);
            if (!nextSession) setSigningOut(false);
          });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      (error: unknown) => {
        // Without the client nobody can be signed in: show the signed-out chrome instead of waiting.
        console.warn('Could not load the Supabase client:', error);
        if (!unmounted) setLoading(false);
      },
    );
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    // The subscription status is cleared first (useSubscription reads this), then the session ends.
    setSigningOut(true);
    let sessionLeft = true;
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signOut();
      if (error) console.warn('Sign out failed:', error.message);
      sessionLeft = (await supabase.auth.getSession()).data.session !== null;
    } catch (error) {
      console.warn('Sign out failed:', error);
    }
    // Once the session is gone, the SIGNED_OUT event lowers the flag together with the session.
    if (sessionLeft) setSigningOut(false);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      lastEvent,
      signingOut,
      signOut,
    }),
    [session, loading, lastEvent, signingOut, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
