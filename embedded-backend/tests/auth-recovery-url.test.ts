// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:5173/" }
/**
 * The browser half of password recovery: the e-mailed link lands on the site with the session
 * in the URL fragment, and supabase-js (detectSessionInUrl) must turn it into a session and a
 * PASSWORD_RECOVERY event, as it does against hosted Supabase.
 */
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../src/types';
import { createTestBed, createTestDb, uniqueEmail, type AuthTestBed } from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
});
afterAll(() => db.close());

it('turns the landing URL into a session and emits PASSWORD_RECOVERY', async () => {
  const email = uniqueEmail();
  await bed.client().auth.signUp({ email, password: 'secret123' });
  await bed.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/account/reset' });
  const link = bed.mailbox.list({ to: email })[0]!.links.find((href) => href.includes('/verify'))!;
  const landing = (await bed.fetch(link, { redirect: 'manual' })).headers.get('location')!;
  expect(landing).toMatch(/^http:\/\/127\.0\.0\.1:5173\/account\/reset#access_token=/);
  window.history.replaceState(null, '', landing);

  const client = bed.clientWith({ detectSessionInUrl: true });
  const events: AuthChangeEvent[] = [];
  const { data: listener } = client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  const { data } = await client.auth.getSession();
  expect(data.session?.user.email).toBe(email);
  // supabase-js announces the recovery on the next tick after storing the session.
  await vi.waitFor(() => expect(events).toContain('PASSWORD_RECOVERY'));
  listener.subscription.unsubscribe();
  expect(window.location.hash).toBe('');
  expect((await client.auth.updateUser({ password: 'after-recovery-1' })).error).toBeNull();
});
