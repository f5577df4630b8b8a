import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
}

export const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, subscription_tier: null };

export interface AuthContextValue {
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

export const AuthContext = createContext<AuthContextValue | null>(null);
