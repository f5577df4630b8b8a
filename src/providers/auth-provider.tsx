import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

import { supabase } from '@/lib/supabase';

export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
}

const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, subscription_tier: null };

interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the first auth event (or session fetch) has told us who is here. */
  loading: boolean;
  /** The last auth event, e.g. PASSWORD_RECOVERY sends the reader to the new-password form. */
  lastEvent: AuthChangeEvent | null;
  subscription: SubscriptionStatus;
  checkSubscription: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function fetchSubscription(): Promise<SubscriptionStatus> {
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
    const { data } = supabase.auth.onAuthStateChange((event, nextSession) => {
      setLastEvent(event);
      setSession(nextSession);
      setLoading(false);
      if (!nextSession) {
        setSubscription(NOT_SUBSCRIBED);
      } else if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') {
        // Calling Supabase inside this callback can deadlock the auth lock; run it right after.
        setTimeout(() => void checkSubscription(), 0);
      }
    });
    return () => data.subscription.unsubscribe();
  }, [checkSubscription]);

  const signOut = useCallback(async () => {
    // SPEC §4: clear the subscription status first, then end the session.
    setSubscription(NOT_SUBSCRIBED);
    const { error } = await supabase.auth.signOut();
    if (error) console.warn('Sign out failed:', error.message);
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

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
