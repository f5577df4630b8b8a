/**
 * Fake and repeated cash orders through create-checkout over real HTTP (issue 32): the shopper's phone,
 * however typed, is read into E.164 before the blocklist and the limits see it; each refusal is a 4xx
 * with its code and the way to pay instead; a burst from one address is a 429. And the owner marks a
 * parcel refused at the door twice at once: its pieces go back once. How long an order holds its
 * pieces is the settings row's, whatever the functions' env says.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { postCheckout, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { SEED, SEED_SKU } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  service = serviceClient(backend);
  // Every checkout here comes from 127.0.0.1: only the burst test below meets the address limit.
  await settings({ cod_max_attempts_per_10_minutes: 10_000 });
});
afterAll(() => backend.stop());

const JAM = [{ id: SEED.figJam, quantity: 1 }];

async function checkout(phone: string, email = 'amina@example.com', payment_method = 'cod') {
  const res = await postCheckout(backend, {
    items: JAM,
    currency: 'MAD',
    payment_method,
    shipping_address: { name: 'Amina Tazi', email, phone, address: '12 Derb', city: 'Fes', country: 'MA' },
  });
  const body = (await res.json()) as { order_id?: string; error?: string; code?: string };
  return { status: res.status, code: body.code, error: body.error, orderId: body.order_id };
}

const settings = (values: Record<string, number>) =>
  service.from('shop_settings').update(values).eq('id', true).throwOnError();

describe('create-checkout and the cash-on-delivery guard', () => {
  it('refuses a blocklisted phone however the shopper types it, and the e-mail in any case', async () => {
    await service
      .from('cod_blocklist')
      .insert({ phone: '06 00 00 00 01', reason: 'Fake orders' })
      .throwOnError();
    await service
      .from('cod_blocklist')
      .insert({ email: 'Faker@Example.com', reason: 'Fake orders' })
      .throwOnError();
    for (const phone of ['+212 6 00 00 00 01', '0600000001', '00212600000001']) {
      const answer = await checkout(phone);
      expect([phone, answer.status, answer.code]).toEqual([phone, 403, 'cod_blocked']);
      expect(answer.error).toMatch(/PayPal/);
    }
    expect((await checkout('0611111111', ' FAKER@example.COM')).code).toBe('cod_blocked');
    // The way they may still pay.
    expect((await checkout('0600000001', 'amina@example.com', 'paypal')).status).toBe(200);
  });

  it('refuses a third waiting cash order for one phone (409) and a customer who refused twice (403)', async () => {
    expect((await checkout('0622222222')).status).toBe(200);
    expect((await checkout('+212622222222')).status).toBe(200);
    const third = await checkout('06 22 22 22 22');
    expect([third.status, third.code]).toEqual([409, 'cod_too_many_open']);

    for (const phone of ['0633333333', '0633333334']) {
      const { orderId } = await checkout(phone, 'karim@example.com');
      for (const move of ['confirmed', 'processing']) {
        await service.from('orders').update({ order_status: move }).eq('id', orderId!).throwOnError();
      }
      await service
        .from('orders')
        .update({ order_status: 'shipped', carrier: 'Amana', tracking_number: 'A1' })
        .eq('id', orderId!)
        .throwOnError();
      await service
        .from('orders')
        .update({ order_status: 'returned', returned_reason: 'refused' })
        .eq('id', orderId!)
        .throwOnError();
    }
    const again = await checkout('0644444444', 'Karim@example.com');
    expect([again.status, again.code]).toEqual([403, 'cod_refusals']);
  });

  it('answers a burst of cash checkouts from one address with 429', async () => {
    await settings({ cod_max_attempts_per_10_minutes: 3, cod_max_open_per_phone: 100 });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await checkout('0655555555'));
    // Every checkout of this file came from 127.0.0.1 within the 10 minutes: the limit is reached.
    expect(answers.at(-1)).toMatchObject({ status: 429, code: 'cod_rate_limited' });
    await settings({ cod_max_attempts_per_10_minutes: 10_000 });
    expect((await checkout('0655555555')).status).toBe(200);
  });
});

describe('a parcel refused at the door, marked by two owners at once', () => {
  it('returns its pieces once, and the second is told it is done', async () => {
    const owners = await Promise.all(
      ['one', 'two'].map((n) =>
        signedInClient(backend, `owner-${n}@example.com`, { app_metadata: { role: 'owner' } }),
      ),
    );
    const { orderId } = await checkout('0666666666', 'door@example.com');
    for (const move of [
      { order_status: 'confirmed' },
      { order_status: 'processing' },
      { order_status: 'shipped', carrier: 'Amana', tracking_number: 'A1' },
    ]) {
      await service.from('orders').update(move).eq('id', orderId!).throwOnError();
    }
    const stock = async () =>
      (await service.from('product_variants').select('stock_quantity').eq('sku', SEED_SKU.figJam).single())
        .data!.stock_quantity as number;
    const before = await stock();
    const answers = await Promise.all(
      owners.map(({ client }) =>
        client.rpc('owner_mark_returned', { p_order_id: orderId, p_reason: 'refused' }),
      ),
    );
    expect(answers.map((a) => a.error?.hint ?? 'ok').sort()).toEqual(['invalid_status_change', 'ok']);
    expect(await stock()).toBe(before + 1);
    const { data: events } = await service.from('order_events').select('to_status').eq('order_id', orderId!);
    expect(events!.filter((e) => e.to_status === 'returned')).toHaveLength(1);
  });
});

describe('how long a checkout holds its pieces', () => {
  it('follows the settings row the owner edits, for PayPal and cash on delivery alike', async () => {
    await settings({ payment_hold_minutes: 90, cod_confirm_hours: 6 });
    try {
      const cod = await checkout('0677777777', 'hold@example.com');
      const paypal = await checkout('0677777778', 'hold@example.com', 'paypal');
      expect([cod.status, paypal.status]).toEqual([200, 200]);
      const { data } = await service
        .from('orders')
        .select('payment_method, created_at, hold_expires_at')
        .in('id', [cod.orderId!, paypal.orderId!])
        .order('payment_method')
        .throwOnError();
      const held = data.map((row) => [
        row.payment_method,
        Math.round((Date.parse(row.hold_expires_at!) - Date.parse(row.created_at)) / 60_000),
      ]);
      expect(held).toEqual([
        ['cod', 6 * 60],
        ['paypal', 90],
      ]);
    } finally {
      await settings({ payment_hold_minutes: 30, cod_confirm_hours: 48 });
    }
  });
});
