/**
 * The abandoned-bag reminder survives `kill -9` of the whole backend (Node, PGlite and the Deno
 * worker) in the middle of sending: after a restart on the same data folder, whose start-up run of
 * queue_bag_reminders finds the bags already reminded, each customer has exactly one reminder in the
 * mailbox, with the List-Unsubscribe headers of RFC 8058, and a POST to that address (what a mail
 * client's own button does) unsubscribes.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

import { defaultConfig } from '../../embedded-backend/src/config';
import { backendProcess, serviceClientOf } from './helpers/backend-process';
import { mailbox, resendSandbox, waitFor } from './helpers/mail';
import { SEED_SKU } from './helpers/seed-ids';

const backend = backendProcess('bag-reminder-crash');
afterAll(() => backend.cleanUp());

const CUSTOMERS = 8;
const password = 'tagine-and-mint-42';
const customer = (n: number) => `bag.crash.${n}@example.com`;

it('sends each abandoned bag its one reminder across a kill -9 mid-send', async () => {
  const first = await backend.start();
  const url = first.url;
  const service = serviceClientOf(url);
  const { data: variant } = await service
    .from('product_variants')
    .select('id')
    .eq('sku', SEED_SKU.figJam)
    .single();
  for (let n = 0; n < CUSTOMERS; n++) {
    // The box ticked at sign-up (user metadata), in French.
    const created = await service.auth.admin.createUser({
      email: customer(n),
      password,
      email_confirm: true,
      user_metadata: { marketing_opt_in: true, locale: 'fr' },
    });
    if (created.error) throw created.error;
    const user = createClient(url, defaultConfig().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signedIn = await user.auth.signInWithPassword({ email: customer(n), password });
    if (signedIn.error) throw signedIn.error;
    const saved = await user.rpc('save_cart', {
      p_lines: [{ variant_id: variant!.id, quantity: 1 + (n % 3) }],
    });
    if (saved.error) throw saved.error;
  }
  // Left eleven hours ago.
  const aged = await service
    .from('carts')
    .update({ updated_at: new Date(Date.now() - 11 * 3600_000).toISOString() })
    .not('id', 'is', null);
  if (aged.error) throw aged.error;

  await resendSandbox(url, { delay_ms: 300 });
  const queued = await service.rpc('queue_bag_reminders');
  expect(queued.data).toBe(CUSTOMERS);
  const reminders = async () => (await mailbox(url)).filter((m) => m.to.startsWith('bag.crash.'));
  const sentCount = async () =>
    (
      await service
        .from('mail_outbox')
        .select('id', { count: 'exact', head: true })
        .eq('kind', 'bag_reminder')
        .eq('status', 'sent')
    ).count ?? 0;
  await waitFor(
    async () => {
      const [delivered, sent] = await Promise.all([reminders(), sentCount()]);
      return delivered.length >= 2 && delivered.length > sent;
    },
    60_000,
    20,
  );
  await backend.kill();
  await backend.start(first.port);
  await waitFor(async () => (await sentCount()) === CUSTOMERS, 90_000, 250);

  const delivered = await reminders();
  expect(delivered).toHaveLength(CUSTOMERS);
  for (let n = 0; n < CUSTOMERS; n++) {
    const mine = delivered.filter((m) => m.to === customer(n));
    expect(mine.map((m) => m.subject)).toEqual(['Votre panier vous attend']);
    expect(mine[0]!.links.some((link) => /\/fr\/cart$/.test(link))).toBe(true);
    expect(mine[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?token=[0-9a-f-]{36}&lang=fr>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  }
  expect((await service.rpc('queue_bag_reminders')).data).toBe(0);
  expect((await resendSandbox(url)).idempotent_replays).toBeGreaterThanOrEqual(1);

  // The mail client's one click: POST List-Unsubscribe=One-Click to the header's address, no token.
  const address = /^<(.+)>$/.exec(delivered[0]!.headers!['List-Unsubscribe']!)![1]!;
  const posted = await fetch(address, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status).toBe(200);
  expect(await posted.text()).toMatch(/^Vous êtes désabonné/);
  const { data: prefs } = await service
    .from('marketing_preferences')
    .select('opted_in_at')
    .is('opted_in_at', null);
  expect(prefs).toHaveLength(1);
  await backend.kill();
}, 400_000);
