import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /**
   * True until the first auth event (or session fetch) has told us who is here, or a stored session
   * supabase-js will use as it is has (src/lib/supabase.ts).
   */
  loading: boolean;
  /** The last auth event, e.g. PASSWORD_RECOVERY sends the reader to the new-password form. */
  lastEvent: AuthChangeEvent | null;
  /**
   * True from the moment a sign-out starts until the session has ended: screens drop the account's
   * own data first (the premium status is cleared before the session ends).
   */
  signingOut: boolean;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
