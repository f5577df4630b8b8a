import { useContext } from 'react';

import { AuthContext, type AuthContextValue } from './auth-context';

/** Who is signed in, their session and subscription; only inside <AuthProvider> (SPEC §8 names the error). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
