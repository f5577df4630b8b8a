import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createSandboxes } from '../src/sandbox';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
  SANDBOX_PAYPAL_WEBHOOK_ID,
} from '../src/sandbox/credentials';
import type { Handler } from '../src/types';

const config = defaultConfig();
const BASE = `${config.apiUrl}/__sandbox/paypal`;
let sandbox: Handler;
let token: string;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await sandbox(new Request(`${BASE}${path}`, { ...init, headers }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const orderBody = (currency = 'EUR', value = '10.00') => ({
  intent: 'CAPTURE',
  purchase_units: [
    { reference_id: 'order-1', custom_id: 'order-1', amount: { currency_code: currency, value } },
  ],
  application_context: {
    return_url: 'http://site.test/order-confirmation/order-1?paypal=return',
    cancel_url: 'http://site.test/order-confirmation/order-1?paypal=cancel',
    brand_name: 'Zellij',
  },
});

async function createOrder(body: unknown = orderBody()) {
  return call('/v2/checkout/orders', { method: 'POST', body: JSON.stringify(body) });
}

async function approve(id: string, outcome = 'success') {
  return sandbox(
    new Request(`${BASE}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: id, outcome }),
    }),
  );
}

beforeEach(async () => {
  sandbox = createSandboxes({ config, paypalWebhooks: false });
  const res = await sandbox(
    new Request(`${BASE}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic(SANDBOX_PAYPAL_CLIENT_ID, SANDBOX_PAYPAL_CLIENT_SECRET) },
      body: 'grant_type=client_credentials',
    }),
  );
  token = (await res.json()).access_token;
});

describe('PayPal sandbox', () => {
  it('refuses wrong client credentials and unknown bearer tokens', async () => {
    const res = await sandbox(
      new Request(`${BASE}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basic('x', 'y') },
        body: 'grant_type=client_credentials',
      }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    expect(
      (await call('/v2/checkout/orders/ABC', { headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401);
  });

  it('creates an order with an approve link and honours PayPal-Request-Id', async () => {
    const first = await call('/v2/checkout/orders', {
      method: 'POST',
      headers: { 'paypal-request-id': 'r-1' },
      body: JSON.stringify(orderBody()),
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    const approveLink = first.body.links.find((l: { rel: string }) => l.rel === 'approve');
    expect(approveLink.href).toBe(`${BASE}/checkoutnow?token=${first.body.id}`);
    const replay = await call('/v2/checkout/orders', {
      method: 'POST',
      headers: { 'paypal-request-id': 'r-1' },
      body: JSON.stringify(orderBody()),
    });
    expect(replay.body.id).toBe(first.body.id);
  });

  it('answers like PayPal for MAD, bad amounts and malformed bodies', async () => {
    const mad = await createOrder(orderBody('MAD', '100.00'));
    expect(mad.status).toBe(422);
    expect(mad.body).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'CURRENCY_NOT_SUPPORTED' }],
    });
    expect((await createOrder(orderBody('EUR', '10.123'))).body.details[0].issue).toBe('DECIMAL_PRECISION');
    expect((await createOrder(orderBody('EUR', '0.00'))).body.details[0].issue).toBe(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
    );
    expect((await createOrder(orderBody('EUR', 'ten'))).status).toBe(400);
    const malformed = await call('/v2/checkout/orders', { method: 'POST', body: '{not json' });
    expect(malformed).toMatchObject({
      status: 400,
      body: { name: 'INVALID_REQUEST', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] },
    });
    expect((await createOrder({ intent: 'CAPTURE', purchase_units: [] })).status).toBe(400);
  });

  it('checks a breakdown’s arithmetic as PayPal does: AMOUNT_MISMATCH a cent off', async () => {
    const eur = (value: string) => ({ currency_code: 'EUR', value });
    const withBreakdown = (value: string, breakdown: Record<string, unknown>) => ({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { ...eur(value), breakdown } }],
    });
    const exact = await createOrder(
      withBreakdown('49.14', { item_total: eur('55.91'), shipping: eur('4.09'), discount: eur('10.86') }),
    );
    expect(exact.status).toBe(201);
    const centOff = await createOrder(
      withBreakdown('49.15', { item_total: eur('55.91'), shipping: eur('4.09'), discount: eur('10.86') }),
    );
    expect(centOff).toMatchObject({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'AMOUNT_MISMATCH' }] },
    });
    const mixed = await createOrder(
      withBreakdown('10.00', { item_total: { currency_code: 'USD', value: '10.00' } }),
    );
    expect(mixed.body.details[0].issue).toBe('CURRENCY_MISMATCH');
  });

  it('refuses capture before approval, captures after, then says ORDER_ALREADY_CAPTURED', async () => {
    const { body: order } = await createOrder();
    const early = await call(`/v2/checkout/orders/${order.id}/capture`, { method: 'POST' });
    expect(early.body.details[0].issue).toBe('ORDER_NOT_APPROVED');

    const page = await sandbox(new Request(`${BASE}/checkoutnow?token=${order.id}`));
    const html = await page.text();
    expect(html).toContain('PayPal sandbox');
    expect(html).toContain('10.00 EUR');
    expect(html).toMatch(/<button type="submit" class="primary">Approve payment<\/button>/);

    const approved = await approve(order.id);
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location')!);
    expect(location.searchParams.get('paypal')).toBe('return');
    expect(location.searchParams.get('token')).toBe(order.id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await call(`/v2/checkout/orders/${order.id}/capture`, { method: 'POST' });
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe('COMPLETED');
    expect(captured.body.purchase_units[0].payments.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '10.00' },
    });
    const again = await call(`/v2/checkout/orders/${order.id}/capture`, { method: 'POST' });
    expect(again.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    expect((await call(`/v2/checkout/orders/${order.id}`)).body.status).toBe('COMPLETED');
  });

  it('declines at capture when the buyer picked the decline outcome, and cancel returns to cancel_url', async () => {
    const { body: order } = await createOrder();
    await approve(order.id, 'decline');
    const declined = await call(`/v2/checkout/orders/${order.id}/capture`, { method: 'POST' });
    expect(declined).toMatchObject({ status: 422, body: { details: [{ issue: 'INSTRUMENT_DECLINED' }] } });

    const { body: other } = await createOrder();
    const cancelled = await sandbox(
      new Request(`${BASE}/checkoutnow/cancel`, {
        method: 'POST',
        body: new URLSearchParams({ token: other.id }),
      }),
    );
    expect(new URL(cancelled.headers.get('location')!).searchParams.get('paypal')).toBe('cancel');
  });

  it('answers 404 for unknown orders and approval tokens', async () => {
    expect((await call('/v2/checkout/orders/NOPE123')).body.name).toBe('RESOURCE_NOT_FOUND');
    expect((await sandbox(new Request(`${BASE}/checkoutnow?token=NOPE`))).status).toBe(404);
  });

  it('verifies only signatures it made for the registered webhook id', async () => {
    const verify = (input: Record<string, unknown>) =>
      call('/v1/notifications/verify-webhook-signature', { method: 'POST', body: JSON.stringify(input) });
    const forged = {
      auth_algo: 'SHA256withRSA',
      cert_url: 'x',
      transmission_id: 'id',
      transmission_sig: 'c2ln',
      transmission_time: new Date().toISOString(),
      webhook_id: SANDBOX_PAYPAL_WEBHOOK_ID,
      webhook_event: { event_type: 'X' },
    };
    expect((await verify(forged)).body).toEqual({ verification_status: 'FAILURE' });
    expect((await verify({ webhook_id: SANDBOX_PAYPAL_WEBHOOK_ID })).status).toBe(400);
  });
});

describe('PayPal sandbox webhook simulator', () => {
  const simulate = (authorization?: string) =>
    sandbox(
      new Request(`${BASE}/simulate-webhook`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } }),
      }),
    );

  it('signs nothing for a caller without the sandbox client id and secret', async () => {
    for (const authorization of [undefined, basic(SANDBOX_PAYPAL_CLIENT_ID, 'guess'), `Bearer ${token}`]) {
      const res = await simulate(authorization);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'The webhook simulator needs Basic auth with the sandbox client id and secret.',
      });
    }
    // With the credentials the request gets past the gate (this sandbox has webhooks turned off).
    expect((await simulate(basic(SANDBOX_PAYPAL_CLIENT_ID, SANDBOX_PAYPAL_CLIENT_SECRET))).status).toBe(400);
  });
});
