import { useMutation } from '@tanstack/react-query';

import { NEWSLETTER_DELAY_MS } from '@/lib/constants';
import { getDatabase } from '@/lib/supabase';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

const UNIQUE_VIOLATION = '23505';

/**
 * Stores the address (stored, not only logged: docs/spec-deviations.md). The database answers a repeated address
 * exactly like a new one (it keeps the first sign-up's row), so nobody can probe who subscribed; should
 * the unique index still be hit, that is answered as "already on the list", not as an error.
 */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const supabase = await getDatabase();
  const { error } = await supabase.from('newsletter_subscribers').insert({ email: email.trim() });
  if (error?.code === UNIQUE_VIOLATION) return 'already-subscribed';
  if (error) throw error;
  return 'subscribed';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC §2/§9: the 'Subscribing...' state lasts about one second even when the server is faster. */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: async (email: string) => {
      const [outcome] = await Promise.all([subscribeToNewsletter(email), wait(NEWSLETTER_DELAY_MS)]);
      return outcome;
    },
  });
}
