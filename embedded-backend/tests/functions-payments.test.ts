/**
 * PayPal and premium journeys through real HTTP, against the sandboxes the backend mounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const paypalOrder = (currency = 'EUR') => ({
  items: [{ id: product.id, quantity: 1 }],
  currency,
  shipping_address: shippingAddress,
  payment_method: 'paypal',
});

async function orderState(id: string) {
  const { rows } = await backend.db.query<{ payment_status: string; order_status: string; total: string }>(
    'select payment_status, order_status, total from public.orders where id = $1',
    [id],
  );
  return rows[0]!;
}

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0)!;
  await setVariantStock(backend.db, onlyVariant(product).id, null); // made to order: never runs out here
}, 120_000);

afterAll(() => backend?.stop());

describe('PayPal checkout', () => {
  it('create -> approval page -> approve -> capture -> paid', async () => {
    const created = await invoke(backend, 'create-checkout', paypalOrder('MAD'));
    expect(created.status).toBe(200);
    const approvalUrl = String(created.body.url);
    expect(approvalUrl).toMatch(new RegExp(`^${backend.url}/__sandbox/paypal/checkoutnow\\?token=`));

    const page = await fetch(approvalUrl);
    const html = await page.text();
    expect(html).toContain('PayPal sandbox');
    // MAD is charged as its EUR equivalent (PayPal has no MAD).
    const total = Number((await orderState(String(created.body.order_id))).total);
    expect(html).toContain(`${(Math.round((total / 11) * 100) / 100).toFixed(2)} EUR`);

    const token = new URL(approvalUrl).searchParams.get('token')!;
    const back = new URL(
      await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
        token,
        outcome: 'success',
      }),
    );
    expect(back.pathname).toBe(`/order-confirmation/${created.body.order_id}`);
    expect(back.searchParams.get('paypal')).toBe('return');

    const captured = await invoke(backend, 'capture-paypal-order', { order_id: created.body.order_id });
    expect(captured).toMatchObject({
      status: 200,
      body: { payment_status: 'paid', order_status: 'confirmed' },
    });
    expect(await orderState(String(created.body.order_id))).toMatchObject({
      payment_status: 'paid',
      order_status: 'confirmed',
    });
  });

  it('cancel returns to the shop and leaves the order unpaid', async () => {
    const created = await invoke(backend, 'create-checkout', paypalOrder('USD'));
    const token = new URL(String(created.body.url)).searchParams.get('token')!;
    const back = new URL(
      await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/cancel`, { token }),
    );
    expect(back.searchParams.get('paypal')).toBe('cancel');
    const capture = await invoke(backend, 'capture-paypal-order', { order_id: created.body.order_id });
    expect(capture.body).toEqual({ payment_status: 'pending', order_status: 'pending' });
  });

  // Vite preview (`npm run preview`) is in [auth] additional_redirect_urls of supabase/config.toml,
  // which the runtime hands the functions as ADDITIONAL_REDIRECT_URLS; anything else gets SITE_URL.
  it.each([
    ['http://127.0.0.1:4173', 'the preview it came from', () => 'http://127.0.0.1:4173'],
    ['https://evil.example', 'SITE_URL', () => backend.config.siteUrl],
  ])('an order sent from %s returns from PayPal to %s, in its language', async (origin, _to, site) => {
    const created = await invoke(
      backend,
      'create-checkout',
      { ...paypalOrder(), locale: 'fr' },
      { headers: { origin } },
    );
    expect(created.status).toBe(200);
    const token = new URL(String(created.body.url)).searchParams.get('token')!;
    const back = new URL(
      await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
        token,
        outcome: 'success',
      }),
    );
    expect(`${back.origin}${back.pathname}`).toBe(`${site()}/fr/order-confirmation/${created.body.order_id}`);
    expect(back.searchParams.get('paypal')).toBe('return');
  });

  it('refuses a webhook with a bad signature', async () => {
    const res = await fetch(`${backend.url}/functions/v1/paypal-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'f2b1c0de-0000-4000-8000-000000000000',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'bm90IGEgc2lnbmF0dXJl',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: 'x' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid webhook signature.' });
  });
});

describe('premium', () => {
  it('needs a signed-in user', async () => {
    const answer = await invoke(backend, 'create-checkout');
    expect(answer.status).toBe(401);
    expect((await invoke(backend, 'check-subscription')).status).toBe(401);
    expect((await invoke(backend, 'customer-portal')).status).toBe(401);
  });

  it('checkout session -> sandbox pay -> check-subscription true -> portal url', async () => {
    const user = await signedInUser(backend, 'member@example.com');
    expect(
      (await invoke(backend, 'check-subscription', undefined, { token: user.token })).body,
    ).toMatchObject({ subscribed: false, subscription_tier: null });

    const checkout = await invoke(backend, 'create-checkout', undefined, { token: user.token });
    expect(checkout.status).toBe(200);
    const sessionUrl = String(checkout.body.url);
    expect(sessionUrl).toMatch(new RegExp(`^${backend.url}/__sandbox/stripe/checkout/cs_test_`));
    expect(await (await fetch(sessionUrl)).text()).toContain('Stripe sandbox');
    expect(await pressSandboxButton(`${sessionUrl}/pay`)).toBe(
      `${backend.config.siteUrl}/profile?premium=success`,
    );

    const status = await invoke(backend, 'check-subscription', undefined, { token: user.token });
    expect(status.body).toMatchObject({ subscribed: true, subscription_tier: 'Premium' });
    // Written by stripe-webhook from the sandbox's signed events, for this account only.
    const { rows } = await backend.db.query<{ status: string; stripe_customer_id: string }>(
      'select status, stripe_customer_id from public.subscriptions where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ status: 'active', stripe_customer_id: expect.stringMatching(/^cus_/) }]);

    const portal = await invoke(backend, 'customer-portal', undefined, { token: user.token });
    expect(String(portal.body.url)).toMatch(new RegExp(`^${backend.url}/__sandbox/stripe/portal/bps_`));
  });
});

describe('premium from Vite preview', () => {
  it('Stripe sends the member back to the preview they subscribed from', async () => {
    const user = await signedInUser(backend, 'preview-member@example.com');
    const checkout = await invoke(backend, 'create-checkout', undefined, {
      token: user.token,
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(checkout.status).toBe(200);
    expect(await pressSandboxButton(`${String(checkout.body.url)}/cancel`)).toBe(
      'http://127.0.0.1:4173/profile?premium=cancelled',
    );
  });
});

describe('browser access', () => {
  it('answers the CORS preflight of a function', async () => {
    const res = await fetch(`${backend.url}/functions/v1/create-checkout`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, idempotency-key',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});
