import type { AuthContextValue } from '@/providers/auth-context';

/**
 * The auth state of a page's first moments: the Supabase client is still loading, so nobody knows
 * yet who is reading (`loading: true`, no user). Pass it to `AuthContext.Provider` to test what a
 * click in that window does; `loading: false` gives the signed-out state it settles into.
 */
export function authNotKnownYet(loading = true): AuthContextValue {
  return {
    user: null,
    session: null,
    loading,
    lastEvent: null,
    signingOut: false,
    signOut: async () => {},
  };
}
