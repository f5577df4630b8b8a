/**
 * PayPal's word is checked before an order is paid, through real HTTP (sandbox -> gateway -> Deno
 * -> database): unsigned or forged webhooks are refused, a signed capture for another amount or
 * currency leaves the order unpaid and flagged for the owner, and the sandbox signs events only for
 * callers holding its credentials.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SANDBOX_PAYPAL_CLIENT_ID, SANDBOX_PAYPAL_CLIENT_SECRET } from '../src/sandbox/credentials';
import {
  invoke,
  onlyVariant,
  pressSandboxButton,
  products,
  setVariantStock,
  shippingAddress,
  signedInUser,
  startTestBackend,
  type Backend,
  type SeedProduct,
} from './functions-harness';

let backend: Backend;
let product: SeedProduct;

const sandboxAuth = `Basic ${Buffer.from(`${SANDBOX_PAYPAL_CLIENT_ID}:${SANDBOX_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;

interface Placed {
  id: string;
  paypalId: string;
  charge: { currency_code: string; value: string };
  approvalUrl: string;
}

/** A PayPal order as create-checkout makes it, with what PayPal was asked to charge. */
async function placePaypalOrder(currency = 'USD', token?: string): Promise<Placed> {
  const created = await invoke(
    backend,
    'create-checkout',
    {
      items: [{ id: product.id, quantity: 1 }],
      currency,
      shipping_address: shippingAddress,
      payment_method: 'paypal',
    },
    { token },
  );
  expect(created.status).toBe(200);
  const { rows } = await backend.db.query<{ paypal_order_id: string; total: string }>(
    'select paypal_order_id, total from public.orders where id = $1',
    [created.body.order_id],
  );
  const total = Number(rows[0]!.total);
  const charge =
    currency === 'USD'
      ? { currency_code: 'USD', value: (Math.round((total / 10) * 100) / 100).toFixed(2) }
      : { currency_code: 'EUR', value: (Math.round((total / 11) * 100) / 100).toFixed(2) };
  return {
    id: String(created.body.order_id),
    paypalId: rows[0]!.paypal_order_id,
    charge,
    approvalUrl: String(created.body.url),
  };
}

async function simulate(body: unknown, authorization: string | null = sandboxAuth) {
  const res = await fetch(`${backend.url}/__sandbox/paypal/simulate-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const capture = (order: Placed, amount: { currency_code: string; value: string }) => ({
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: {
    id: `CAP${Date.now()}`,
    status: 'COMPLETED',
    amount,
    custom_id: order.id,
    supplementary_data: { related_ids: { order_id: order.paypalId } },
  },
});

async function state(id: string) {
  const { rows } = await backend.db.query<{ payment_status: string; order_status: string }>(
    'select payment_status, order_status from public.orders where id = $1',
    [id],
  );
  return rows[0]!;
}

async function flags(id: string) {
  const { rows } = await backend.db.query<{ reason: string; source: string; received: unknown }>(
    'select reason, source, received from public.order_payment_flags where order_id = $1',
    [id],
  );
  return rows;
}

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0)!;
  await setVariantStock(backend.db, onlyVariant(product).id, null); // made to order: never runs out here
}, 120_000);

afterAll(() => backend?.stop());

describe('paypal-webhook', () => {
  it('refuses unsigned and forged events of every type with 400 and changes nothing', async () => {
    const order = await placePaypalOrder();
    const headers = {
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'Zm9yZ2VkIHNpZ25hdHVyZQ==',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    for (const type of [
      'PAYMENT.CAPTURE.COMPLETED',
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.DENIED',
      'X.Y',
    ]) {
      const event = { ...capture(order, order.charge), event_type: type };
      const unsigned = await invoke(backend, 'paypal-webhook', event);
      expect(unsigned, type).toMatchObject({
        status: 400,
        body: { error: 'Missing PayPal webhook headers or body.' },
      });
      const forged = await invoke(backend, 'paypal-webhook', event, { headers });
      expect(forged, type).toMatchObject({ status: 400, body: { error: 'Invalid webhook signature.' } });
    }
    expect(await state(order.id)).toEqual({ payment_status: 'pending', order_status: 'pending' });
    expect(await flags(order.id)).toEqual([]);
  });

  it('leaves a signed capture for less, or in another currency, unpaid and flagged', async () => {
    for (const wrong of [
      (charge: Placed['charge']) => ({ ...charge, value: '0.01' }),
      (charge: Placed['charge']) => ({ ...charge, currency_code: 'EUR' }),
    ]) {
      const order = await placePaypalOrder('USD');
      const sent = await simulate(capture(order, wrong(order.charge)));
      expect(sent).toEqual({ status: 200, body: { delivered_status: 200 } });
      expect(await state(order.id)).toEqual({ payment_status: 'pending', order_status: 'pending' });
      const [flag, ...more] = await flags(order.id);
      expect(more).toEqual([]);
      expect(flag).toMatchObject({ source: 'webhook', received: wrong(order.charge) });
      expect(flag!.reason).toContain(`the order should be charged ${order.charge.value} USD`);
    }
  });

  it('pays the order for a signed capture of exactly its charge', async () => {
    const order = await placePaypalOrder('MAD');
    expect((await simulate(capture(order, order.charge))).body).toEqual({ delivered_status: 200 });
    expect(await state(order.id)).toEqual({ payment_status: 'paid', order_status: 'confirmed' });
  });

  it('has the sandbox sign nothing for a caller without its credentials', async () => {
    const order = await placePaypalOrder();
    for (const authorization of [null, 'Basic bm9ib2R5Om5vdGhpbmc=']) {
      const sent = await simulate(capture(order, order.charge), authorization);
      expect(sent.status).toBe(401);
    }
    expect(await state(order.id)).toEqual({ payment_status: 'pending', order_status: 'pending' });
  });
});

describe('capture-paypal-order', () => {
  it('leaves a capture that does not match the order unpaid and flagged', async () => {
    const order = await placePaypalOrder('EUR');
    // The order now costs more than PayPal was asked for (as if edited after the PayPal order was made).
    await backend.db.query(
      'update public.orders set subtotal = subtotal + 1000, total = total + 1000 where id = $1',
      [order.id],
    );
    await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
      token: new URL(order.approvalUrl).searchParams.get('token')!,
      outcome: 'success',
    });
    const answer = await invoke(backend, 'capture-paypal-order', { order_id: order.id });
    expect(answer).toMatchObject({
      status: 200,
      body: { payment_status: 'pending', order_status: 'pending' },
    });
    expect(await state(order.id)).toEqual({ payment_status: 'pending', order_status: 'pending' });
    const [flag] = await flags(order.id);
    expect(flag).toMatchObject({ source: 'capture', received: order.charge });
  });
});

describe('order_payment_flags', () => {
  it('is out of reach of visitors and of the buyer whose order was flagged', async () => {
    const buyer = await signedInUser(backend, 'flagged-buyer@example.com');
    const order = await placePaypalOrder('USD', buyer.token);
    await simulate(capture(order, { ...order.charge, value: '0.01' }));
    expect(await flags(order.id)).toHaveLength(1);
    const options = {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    };
    const anon = createClient(backend.url, backend.config.anonKey, options);
    const asBuyer = createClient(backend.url, backend.config.anonKey, {
      ...options,
      global: { headers: { Authorization: `Bearer ${buyer.token}` } },
    });
    for (const client of [anon, asBuyer]) {
      // Visitors have no grant; a signed-in buyer may ask but only the shop owner's policy lets rows out.
      const read = await client.from('order_payment_flags').select('*');
      expect(read.data ?? []).toEqual([]);
      const write = await client.from('order_payment_flags').delete().eq('order_id', order.id);
      expect(write.error).not.toBeNull();
    }
    expect(await flags(order.id)).toHaveLength(1);
  });
});
