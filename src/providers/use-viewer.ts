import { currentStoredSession } from '@/lib/supabase';
import { useHydrating } from '@/lib/use-hydrating';

import { useAuth } from './use-auth';

/**
 * Who reads, as the stored session tells before supabase-js has loaded: the user's id, `null` for
 * nobody (nothing stored: supabase-js would find nobody either), `undefined` when only supabase-js can
 * tell (a session it refreshes first, a sign-in link in the address).
 */
export function storedViewerId(): string | null | undefined {
  const stored = currentStoredSession();
  return stored === undefined ? undefined : (stored?.user.id ?? null);
}

/**
 * The reader a screen reads as: the auth provider's answer once it has one; before that, the stored
 * session's. A screen that shows only a loading state until its read answers (an order, /saved) then
 * reads in its first render, as its route's prefetch did, instead of after supabase-js's ~50 KB (a
 * guest) or the auth provider's first update (someone signed in). While a prerendered shell hydrates
 * (the build knows nobody), nobody is known yet: the render right after reads the stored session.
 */
export function useViewer(): { known: boolean; id: string | null } {
  const { user, loading } = useAuth();
  const hydrating = useHydrating();
  if (hydrating) return { known: false, id: null };
  if (!loading) return { known: true, id: user?.id ?? null };
  const stored = storedViewerId();
  return { known: stored !== undefined, id: stored ?? null };
}
