import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createSandboxes } from '../src/sandbox';
import { SANDBOX_STRIPE_SECRET_KEY, SANDBOX_STRIPE_WEBHOOK_SECRET } from '../src/sandbox/credentials';
import { parseStripeForm } from '../src/sandbox/stripe/form';
import type { Handler } from '../src/types';

const config = defaultConfig();
const BASE = `${config.apiUrl}/__sandbox/stripe`;
let sandbox: Handler;

async function stripe(
  method: string,
  path: string,
  params: Record<string, string> = {},
  key = SANDBOX_STRIPE_SECRET_KEY,
) {
  const query = new URLSearchParams(params).toString();
  const get = method === 'GET';
  const res = await sandbox(
    new Request(`${BASE}${path}${get && query ? `?${query}` : ''}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: get ? undefined : query,
    }),
  );
  return { status: res.status, body: await res.json() };
}

/** The premium plan's product and monthly price, created through the API. */
async function monthlyPrice(extra: Record<string, string> = {}) {
  const product = await stripe('POST', '/v1/products', { name: 'Zellij Premium' });
  return stripe('POST', '/v1/prices', {
    product: product.body.id,
    currency: 'mad',
    unit_amount: '4900',
    'recurring[interval]': 'month',
    ...extra,
  });
}

beforeEach(() => {
  sandbox = createSandboxes({ config, paypalWebhooks: false, stripeWebhooks: false });
});

describe('Stripe sandbox', () => {
  it('parses Stripe form encoding into nested objects and arrays', () => {
    const parsed = parseStripeForm(
      new URLSearchParams(
        'line_items[0][price]=p1&line_items[0][quantity]=1&metadata[user_id]=u&lookup_keys[0]=a&lookup_keys[1]=b&expand[]=x&mode=subscription',
      ),
    );
    expect(parsed).toEqual({
      line_items: [{ price: 'p1', quantity: '1' }],
      metadata: { user_id: 'u' },
      lookup_keys: ['a', 'b'],
      expand: ['x'],
      mode: 'subscription',
    });
  });

  it('refuses a missing or malformed key with Stripe error JSON', async () => {
    const bad = await stripe('GET', '/v1/customers', {}, 'nope-key-123');
    expect(bad.status).toBe(401);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect(bad.body.error.message).toMatch(/^Invalid API Key provided/);
  });

  it('creates customers and lists them by email; unknown ids are resource_missing', async () => {
    const created = await stripe('POST', '/v1/customers', {
      email: 'a@example.com',
      'metadata[user_id]': 'u1',
    });
    expect(created.body).toMatchObject({
      object: 'customer',
      email: 'a@example.com',
      metadata: { user_id: 'u1' },
    });
    await stripe('POST', '/v1/customers', { email: 'b@example.com' });
    const listed = await stripe('GET', '/v1/customers', { email: 'a@example.com', limit: '1' });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    const missing = await stripe('GET', '/v1/customers/cus_missing');
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'resource_missing' } } });
  });

  it('runs checkout -> hosted pay page -> active subscription -> portal cancel', async () => {
    const price = await monthlyPrice({ lookup_key: 'premium' });
    expect((await stripe('GET', '/v1/prices', { 'lookup_keys[0]': 'premium' })).body.data[0].id).toBe(
      price.body.id,
    );
    const customer = await stripe('POST', '/v1/customers', { email: 'p@example.com' });
    const session = await stripe('POST', '/v1/checkout/sessions', {
      mode: 'subscription',
      customer: customer.body.id,
      'line_items[0][price]': price.body.id,
      'line_items[0][quantity]': '1',
      success_url: 'http://site.test/profile?premium=success',
      cancel_url: 'http://site.test/profile?premium=cancelled',
    });
    expect(session.body.url).toBe(`${BASE}/checkout/${session.body.id}`);

    const pageHtml = await (await sandbox(new Request(session.body.url))).text();
    expect(pageHtml).toContain('Stripe sandbox');
    expect(pageHtml).toContain('49.00 MAD');
    const paid = await sandbox(new Request(`${session.body.url}/pay`, { method: 'POST' }));
    expect(paid.headers.get('location')).toBe('http://site.test/profile?premium=success');

    const active = await stripe('GET', '/v1/subscriptions', {
      customer: customer.body.id,
      status: 'active',
      limit: '1',
    });
    expect(active.body.data).toHaveLength(1);
    const sub = active.body.data[0];
    expect(sub.current_period_end - sub.current_period_start).toBeGreaterThan(27 * 24 * 3600);
    expect((await stripe('GET', `/v1/checkout/sessions/${session.body.id}`)).body).toMatchObject({
      status: 'complete',
      subscription: sub.id,
    });

    const portal = await stripe('POST', '/v1/billing_portal/sessions', {
      customer: customer.body.id,
      return_url: 'http://site.test/profile',
    });
    const portalHtml = await (await sandbox(new Request(portal.body.url))).text();
    expect(portalHtml).toContain('Cancel subscription');
    await sandbox(
      new Request(`${portal.body.url}/cancel`, {
        method: 'POST',
        body: new URLSearchParams({ subscription: sub.id }),
      }),
    );
    expect(
      (await stripe('GET', '/v1/subscriptions', { customer: customer.body.id, status: 'active' })).body.data,
    ).toHaveLength(0);
  });

  it('makes a customer from customer_email when a checkout without one is paid', async () => {
    const price = await monthlyPrice();
    const session = await stripe('POST', '/v1/checkout/sessions', {
      mode: 'subscription',
      customer_email: 'new@example.com',
      'line_items[0][price]': price.body.id,
      success_url: 'http://site.test/done',
    });
    await sandbox(new Request(`${session.body.url}/pay`, { method: 'POST' }));
    const paid = await stripe('GET', `/v1/checkout/sessions/${session.body.id}`);
    const customer = await stripe('GET', `/v1/customers/${paid.body.customer}`);
    expect(customer.body).toMatchObject({ object: 'customer', email: 'new@example.com', name: null });
  });

  it('answers 404 pages for unknown checkout and portal links', async () => {
    for (const path of ['/checkout/cs_test_nope', '/portal/bps_nope']) {
      const res = await sandbox(new Request(`${BASE}${path}`));
      expect(res.status).toBe(404);
      expect(await res.text()).toMatch(/Stripe sandbox[\s\S]*link is not valid/);
    }
  });

  it('validates checkout sessions like Stripe', async () => {
    expect((await stripe('POST', '/v1/checkout/sessions', { mode: 'subscription' })).body.error.code).toBe(
      'parameter_missing',
    );
    const missingPrice = await stripe('POST', '/v1/checkout/sessions', {
      mode: 'subscription',
      success_url: 'http://x',
      'line_items[0][price]': 'price_nope',
    });
    expect(missingPrice).toMatchObject({ status: 404, body: { error: { code: 'resource_missing' } } });
    const cancel = await stripe('POST', '/v1/billing_portal/sessions', { customer: 'cus_nope' });
    expect(cancel.status).toBe(404);
  });
});

describe('Stripe sandbox webhooks', () => {
  /** A stand-in stripe-webhook endpoint that keeps what it receives. */
  async function receiver() {
    const received: { path: string; signature: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', signature: String(req.headers['stripe-signature']), body });
        res.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { apiUrl, received, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('signs its deliveries as Stripe does: the official SDK accepts them with the endpoint secret only', async () => {
    const endpoint = await receiver();
    try {
      sandbox = createSandboxes({
        config: defaultConfig({ apiUrl: endpoint.apiUrl }),
        paypalWebhooks: false,
        stripeWebhookSecret: SANDBOX_STRIPE_WEBHOOK_SECRET,
      });
      const price = await monthlyPrice();
      const customer = await stripe('POST', '/v1/customers', { email: 'w@example.com' });
      const session = await stripe('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        customer: customer.body.id,
        client_reference_id: 'user-1',
        'subscription_data[metadata][user_id]': 'user-1',
        'line_items[0][price]': price.body.id,
        success_url: 'http://site.test/',
      });
      await sandbox(
        new Request(`${endpoint.apiUrl}/__sandbox/stripe/checkout/${session.body.id}/pay`, {
          method: 'POST',
        }),
      );
      const sdk = new Stripe(SANDBOX_STRIPE_SECRET_KEY);
      const events = endpoint.received.map((d) => {
        expect(d.path).toBe('/functions/v1/stripe-webhook');
        expect(d.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(() => sdk.webhooks.constructEvent(d.body, d.signature, 'whsec_other')).toThrow();
        return sdk.webhooks.constructEvent(d.body, d.signature, SANDBOX_STRIPE_WEBHOOK_SECRET);
      });
      expect(events.map((e) => e.type)).toEqual([
        'customer.subscription.created',
        'checkout.session.completed',
      ]);
      const [created, completed] = events as [
        Stripe.CustomerSubscriptionCreatedEvent,
        Stripe.CheckoutSessionCompletedEvent,
      ];
      expect(created.data.object.metadata).toEqual({ user_id: 'user-1' });
      expect(completed.data.object).toMatchObject({
        client_reference_id: 'user-1',
        subscription: created.data.object.id,
      });

      await stripe('DELETE', `/v1/subscriptions/${created.data.object.id}`);
      const last = endpoint.received.at(-1)!;
      expect(sdk.webhooks.constructEvent(last.body, last.signature, SANDBOX_STRIPE_WEBHOOK_SECRET).type).toBe(
        'customer.subscription.deleted',
      );
    } finally {
      await endpoint.close();
    }
  });
});
