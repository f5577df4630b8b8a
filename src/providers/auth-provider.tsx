import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { getSupabase } from '@/lib/supabase';

import { AuthContext, NOT_SUBSCRIBED, type AuthContextValue, type SubscriptionStatus } from './auth-context';

async function fetchSubscription(): Promise<SubscriptionStatus> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<SubscriptionStatus>('check-subscription', {
    method: 'POST',
  });
  if (error) throw error;
  return { subscribed: Boolean(data?.subscribed), subscription_tier: data?.subscription_tier ?? null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [subscription, setSubscription] = useState<SubscriptionStatus>(NOT_SUBSCRIBED);

  const checkSubscription = useCallback(async () => {
    try {
      setSubscription(await fetchSubscription());
    } catch (error) {
      // SPEC §8: a failed check is logged and treated as not subscribed.
      console.warn('Subscription check failed:', error);
      setSubscription(NOT_SUBSCRIBED);
    }
  }, []);

  useEffect(() => {
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
          });
          if (!nextSession) {
            setSubscription(NOT_SUBSCRIBED);
          } else if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') {
            // Calling Supabase inside this callback can deadlock the auth lock; run it right after.
            setTimeout(() => void checkSubscription(), 0);
          }
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
  }, [checkSubscription]);

  const signOut = useCallback(async () => {
    // SPEC §4: clear the subscription status first, then end the session.
    setSubscription(NOT_SUBSCRIBED);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.signOut();
      if (error) console.warn('Sign out failed:', error.message);
    } catch (error) {
      console.warn('Sign out failed:', error);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      lastEvent,
      subscription,
      checkSubscription,
      signOut,
    }),
    [session, loading, lastEvent, subscription, checkSubscription, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
