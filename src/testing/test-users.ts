import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { cleanup } from '@testing-library/react';
import { afterEach, inject } from 'vitest';

import { getSupabase } from '@/lib/supabase';

export const TEST_PASSWORD = 'tagine-and-mint-42';

export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/**
 * Makes a user with the service role and returns the address: confirmed unless asked otherwise
 * (an unconfirmed one was sent no e-mail yet, so a resend goes out at once).
 */
export async function createTestUser(prefix: string, { confirmed = true } = {}): Promise<string> {
  return (await createTestAccount(prefix, { confirmed })).email;
}

/** As createTestUser, with the account's id too (for rows that name their owner). */
export async function createTestAccount(
  prefix: string,
  { confirmed = true } = {},
): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(prefix);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: confirmed,
  });
  if (error) throw error;
  return { email, id: data.user.id };
}

/**
 * A brand-new user with a confirmed address (made by the service role, as if the e-mailed link had
 * been followed), signed in through the app's own client so the app starts signed in as them. The
 * sign-up form and its confirmation e-mail are tested on their own (auth-page.test.tsx, e2e).
 */
export async function signUpTestUser(prefix: string): Promise<Session> {
  const email = await createTestUser(prefix);
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (error) throw error;
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

let service: SupabaseClient | null = null;

/**
 * The service-role client for data visitors cannot write themselves (orders, confirmed users).
 * One per test file: a second client on the same storage key makes supabase-js warn.
 */
export function serviceClient(): SupabaseClient {
  service ??= createClient(inject('apiUrl'), inject('serviceRoleKey'), {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'zellij-test-service-role' },
  });
  return service;
}
