/**
 * "Notify me" on the whole local stack: request_back_in_stock through supabase-js as a visitor and as
 * a customer, the requests table closed to both, and a restock by the service role turning each open
 * request into exactly one e-mail in /__mailbox (send-mail in Deno, Resend sandbox), even when the
 * stock bounces 0 -> 5 -> 0 -> 3. Also: the answer is the same whether the address had asked before.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { anonClient, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { mailbox, waitFor } from './helpers/mail';
import { SEED, SEED_SKU } from './helpers/seed-ids';
import { setVariantStock, variantId } from './helpers/variants';

let backend: RunningBackend;
let service: SupabaseClient;
let visitor: SupabaseClient;
let customer: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0, mailWorkerIntervalMs: 250 });
  service = serviceClient(backend);
  visitor = anonClient(backend);
  customer = (await signedInClient(backend, 'layla.customer@example.com')).client;
  vesselSmall = await variantId(service, SEED_SKU.amazighSmall);
}, 120_000);
afterAll(() => backend?.stop());

// Sold out in both its sizes; the tests restock its small one.
const VESSEL = SEED.amazighMotifVessel;
let vesselSmall: string;

const setSmallStock = (stock: number) => setVariantStock(service, SEED_SKU.amazighSmall, stock);

/** Notify me for one size (variant), or without it for any size of the product. */
const ask = (db: SupabaseClient, email: string, productId: string = VESSEL, variant?: string) =>
  db.rpc('request_back_in_stock', {
    p_product_id: productId,
    p_email: email,
    ...(variant ? { p_variant_id: variant } : {}),
  });

/** The whole HTTP answer to a request, minus the one header that differs between any two. */
async function rawAsk(email: string) {
  const res = await fetch(`${backend.url}/rest/v1/rpc/request_back_in_stock`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${backend.config.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ p_product_id: VESSEL, p_email: email }),
  });
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers, body: await res.text() };
}

const requestsFor = async (email: string) =>
  (
    await service
      .from('back_in_stock_requests')
      .select('email, notified_at, mail_id')
      .eq('email', email)
      .order('created_at')
  ).data ?? [];

describe('Notify me', () => {
  it('stores a request without telling whether the address had asked before', async () => {
    expect(await ask(visitor, 'first.asker@example.com')).toMatchObject({ data: 'requested', error: null });
    const knownAnswer = await rawAsk('first.asker@example.com');
    const newAnswer = await rawAsk('never.seen@example.com');
    expect(newAnswer).toEqual(knownAnswer);
    expect(knownAnswer.status).toBe(200);
    // Asking twice, in another spelling, is asking once.
    expect(await ask(customer, '  FIRST.Asker@example.com ')).toMatchObject({ data: 'requested' });
    expect(await requestsFor('first.asker@example.com')).toHaveLength(1);
  });

  it('refuses a malformed address or an unknown product, and stores nothing for a product in stock', async () => {
    const bad = await ask(visitor, 'not-an-address');
    expect(bad.error).toMatchObject({ code: 'PT422', hint: 'invalid_email' });
    const unknown = await ask(visitor, 'a@example.com', '99999999-9999-4999-8999-999999999999');
    expect(unknown.error).toMatchObject({ code: 'PT404', hint: 'unknown_product' });
    expect(await ask(visitor, 'in.stock@example.com', SEED.figJam)).toMatchObject({ data: 'in_stock' });
    expect(await requestsFor('in.stock@example.com')).toEqual([]);
  });

  it.each([
    ['a visitor', () => visitor],
    ['a signed-in customer', () => customer],
  ])('keeps the requests from %s: no reading, writing, changing or deleting', async (_, who) => {
    const db = who();
    const read = await db.from('back_in_stock_requests').select('email');
    expect(read.error?.code).toBe('42501');
    const head = await db.from('back_in_stock_requests').select('*', { count: 'exact', head: true });
    expect(head.error).not.toBeNull();
    const insert = await db
      .from('back_in_stock_requests')
      .insert({ product_id: VESSEL, email: 'x@example.com' });
    expect(insert.error?.code).toBe('42501');
    const update = await db
      .from('back_in_stock_requests')
      .update({ notified_at: new Date().toISOString() })
      .neq('email', '');
    expect(update.error?.code).toBe('42501');
    const remove = await db.from('back_in_stock_requests').delete().neq('email', '');
    expect(remove.error?.code).toBe('42501');
    expect(await requestsFor('first.asker@example.com')).toEqual([
      { email: 'first.asker@example.com', notified_at: null, mail_id: null },
    ]);
  });

  it('mails each waiting shopper exactly once when the stock comes back, even as it bounces 0 -> 5 -> 0 -> 3', async () => {
    const shopper = 'waiting.shopper@example.com';
    expect(await ask(visitor, shopper, VESSEL, vesselSmall)).toMatchObject({ data: 'requested' });

    await setSmallStock(5);
    const [mail] = await waitFor(async () => {
      const found = await mailbox(backend.url, shopper);
      return found.length ? found : null;
    });
    // The size that came back, in the mail's words.
    expect(mail!.subject).toBe('Back in stock: Amazigh Motif Vessel (small)');
    expect(mail!.html).toContain('Amazigh Motif Vessel (small) is back in stock');
    expect(mail!.text).toContain('See the piece: ');
    expect(mail!.links).toEqual([`${backend.config.siteUrl}/product/amazigh-motif-vessel?size=small`]);
    const [done] = await requestsFor(shopper);
    expect(done!.notified_at).not.toBeNull();
    expect(done!.mail_id).not.toBeNull();
    // The earlier asker, who waited for any size, got theirs too.
    await waitFor(async () => (await mailbox(backend.url, 'first.asker@example.com')).length === 1);

    await setSmallStock(0);
    await setSmallStock(3);
    // Several runs of the mail worker later (every 250 ms), still one message each, one outbox row each.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mailbox(backend.url, shopper)).toHaveLength(1);
    expect(await mailbox(backend.url, 'first.asker@example.com')).toHaveLength(1);
    const rows = await service
      .from('mail_outbox')
      .select('status')
      .eq('kind', 'back_in_stock')
      .eq('recipient', shopper);
    expect(rows.data).toEqual([{ status: 'sent' }]);
  });

  it('answers a new request after the e-mail: the next restock mails that request, once', async () => {
    const shopper = 'asks.again@example.com';
    await setSmallStock(0);
    await ask(visitor, shopper, VESSEL, vesselSmall);
    await setSmallStock(2);
    await waitFor(async () => (await mailbox(backend.url, shopper)).length === 1);
    await setSmallStock(0);
    expect(await ask(visitor, shopper, VESSEL, vesselSmall)).toMatchObject({ data: 'requested' });
    await setSmallStock(4);
    await waitFor(async () => (await mailbox(backend.url, shopper)).length === 2);
    expect((await requestsFor(shopper)).every((r) => r.notified_at !== null)).toBe(true);
  });
});
