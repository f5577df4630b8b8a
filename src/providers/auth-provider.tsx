import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { getSupabase } from '@/lib/supabase';

import { AuthContext, type AuthContextValue } from './auth-context';
import { followSession } from './session-events';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(
    () =>
      followSession((event, next) => {
        // A transition: every screen that shows the account re-renders, and React may spread that
        // over several short tasks instead of blocking a phone's main thread in one.
        startTransition(() => {
          if (event) setLastEvent(event);
          setSession(next);
          setLoading(false);
          if (!next) setSigningOut(false);
        });
      }),
    [],
  );

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
