/**
 * Auth through the whole local stack (startBackend: gateway, REST, migrations, seed) over real
 * HTTP, the way the shop's supabase-js client reaches it.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../src/server';
import type { StoredMail } from '../src/mail/index';
import { uniqueEmail } from './auth-harness';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
});
afterAll(() => backend?.stop());

function client(key = backend.config.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']> },
  });
}

async function signedIn() {
  const supabase = client();
  const email = uniqueEmail('stack');
  const { data, error } = await supabase.auth.signUp({
    email,
    password: 'secret123',
    options: { emailRedirectTo: 'http://127.0.0.1:5173', data: { first_name: 'Salma' } },
  });
  expect(error).toBeNull();
  // Confirmations are on (config.toml): no session until the e-mailed link's token is verified.
  expect(data.session).toBeNull();
  const mail = await fetch(`${backend.url}/__mailbox/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: StoredMail[] };
  const link = new URL(messages[0]!.links.find((href) => href.includes('type=signup'))!);
  const verified = await supabase.auth.verifyOtp({
    type: 'signup',
    token_hash: link.searchParams.get('token')!,
  });
  expect(verified.error).toBeNull();
  return { supabase, email, user: data.user! };
}

describe('auth in the running backend', () => {
  it('signs up and in over HTTP, with CORS headers from the gateway', async () => {
    const { email, user } = await signedIn();
    const other = client();
    const { data, error } = await other.auth.signInWithPassword({ email, password: 'secret123' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);

    const response = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("makes the user's token pass row level security in REST as auth.uid()", async () => {
    const { supabase, user } = await signedIn();
    const { data: product, error: productError } = await supabase
      .from('products')
      .select('id')
      .limit(1)
      .single();
    expect(productError).toBeNull();
    const { error: insertError } = await supabase
      .from('saved_items')
      .insert({ item_type: 'product', item_id: product!.id });
    expect(insertError).toBeNull();
    const { data: mine } = await supabase.from('saved_items').select('user_id, item_id');
    expect(mine).toEqual([{ user_id: user.id, item_id: product!.id }]);

    const { supabase: stranger } = await signedIn();
    expect((await stranger.from('saved_items').select('id')).data).toEqual([]);
    // Visitors without a session may not read saved items at all.
    const anonymous = await client().from('saved_items').select('id');
    expect(anonymous.data).toBeNull();
    expect(anonymous.error?.code).toBe('42501');
  });

  it('delivers the reset e-mail to /__mailbox, whose link lands signed in on the site', async () => {
    const { email } = await signedIn();
    await client().auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/account/reset' });
    const page = await fetch(`${backend.url}/__mailbox`);
    expect(await page.text()).toContain('Reset your password');
    const { messages } = (await (
      await fetch(`${backend.url}/__mailbox/api/messages?to=${email}`)
    ).json()) as {
      messages: StoredMail[];
    };
    const link = messages[0]!.links.find((href) => href.startsWith(`${backend.url}/auth/v1/verify`))!;
    const landing = await fetch(link, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/account/reset');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('lets the service role delete a user, and their rows go with them', async () => {
    const { supabase, user } = await signedIn();
    const { data: product } = await supabase.from('products').select('id').limit(1).single();
    await supabase.from('saved_items').insert({ item_type: 'product', item_id: product!.id });
    const admin = client(backend.config.serviceRoleKey);
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull();
    const { data } = await admin.from('saved_items').select('id').eq('user_id', user.id);
    expect(data).toEqual([]);
  });
});
