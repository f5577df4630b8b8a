import { createClient, type Session } from '@supabase/supabase-js';
import { cleanup } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

import { getSupabase } from '@/lib/supabase';

export const TEST_PASSWORD = 'tagine-and-mint-42';

export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Signs a brand-new user up through the app's own client, so the app starts signed in as them. */
export async function signUpTestUser(prefix: string): Promise<Session> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signUp({ email: uniqueEmail(prefix), password: TEST_PASSWORD });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return data.session;
}

/** Unmounts the app before signing out, so the sign-out event updates nothing after the test. */
export function signOutAfterEach() {
  afterEach(async () => {
    cleanup();
    const supabase = await getSupabase();
    await supabase.auth.signOut({ scope: 'local' });
  });
}

/** A service-role client for data visitors cannot write themselves (orders). */
export function serviceClient() {
  return createClient(inject('apiUrl'), inject('serviceRoleKey'), {
    // Its own storage key: a second client on the app's key makes supabase-js warn.
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'zellij-test-service-role' },
  });
}
