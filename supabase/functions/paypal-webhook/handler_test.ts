import { assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS } from '../_test/fakes.ts';
import {
  post,
  sandboxClientAuth,
  simulateWebhook,
  startHarness,
  submitSandboxForm,
  type Harness,
} from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createPaypalWebhookHandler } from './handler.ts';

const checkoutBody = {
  items: [{ id: PRODUCTS[1]!.id, quantity: 2 }],
  currency: 'USD',
  shipping_address: {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '0611223344',
    address: '3 Rue',
    city: 'Casablanca',
  },
  payment_method: 'paypal',
};

async function withWebhook(
  fn: (h: Harness, placeOrder: () => Promise<{ order_id: string; url: string }>) => Promise<void>,
) {
  const h = await startHarness();
  h.webhook.handler = createPaypalWebhookHandler(() => h.deps);
  const checkout = createCheckoutHandler(() => h.deps);
  try {
    await fn(h, async () => (await checkout(post(checkoutBody))).json());
  } finally {
    await h.close();
  }
}

const simulate = async (h: Harness, body: unknown) => (await simulateWebhook(h, body)).delivered_status;

/** The buyer approves on PayPal's page; PayPal's CHECKOUT.ORDER.APPROVED makes the shop capture. Its token. */
async function approve(h: Harness, url: string): Promise<string> {
  const token = new URL(url).searchParams.get('token')!;
  await submitSandboxForm(`${h.apiUrl}/__sandbox/paypal/checkoutnow/approve`, { token, outcome: 'success' });
  return token;
}

Deno.test('a forged or unsigned webhook is refused with 400', async () => {
  await withWebhook(async (h) => {
    const handler = h.webhook.handler!;
    const event = { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: 'x' } };
    const unsigned = await handler(post(event));
    assertEquals(unsigned.status, 400);
    const forged = await handler(
      post(event, {
        'paypal-transmission-id': crypto.randomUUID(),
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'Zm9yZ2Vk',
        'paypal-cert-url': 'https://example.com/cert',
        'paypal-auth-algo': 'SHA256withRSA',
      }),
    );
    assertEquals(forged.status, 400);
    assertMatch((await forged.json()).error, /Invalid webhook signature/);
  });
});

Deno.test('CHECKOUT.ORDER.APPROVED from the approval page captures the payment', async () => {
  await withWebhook(async (h, placeOrder) => {
    const { order_id, url } = await placeOrder();
    const token = await approve(h, url);
    const row = h.orders.rows.get(order_id)!;
    assertEquals([row.payment_status, row.order_status], ['paid', 'confirmed']);
    assertEquals((await h.deps.paypal.getOrder(token)).status, 'COMPLETED');
  });
});

Deno.test(
  'PAYMENT.CAPTURE.DENIED marks the order failed; events about unknown orders are acknowledged',
  async () => {
    await withWebhook(async (h, placeOrder) => {
      const { order_id } = await placeOrder();
      const paypalId = h.orders.rows.get(order_id)!.paypal_order_id!;
      const denied = {
        id: 'CAPTURE1',
        status: 'DECLINED',
        custom_id: order_id,
        supplementary_data: { related_ids: { order_id: paypalId } },
      };
      assertEquals(await simulate(h, { event_type: 'PAYMENT.CAPTURE.DENIED', resource: denied }), 200);
      assertEquals(h.orders.rows.get(order_id)!.payment_status, 'failed');
      const stranger = {
        id: 'CAPTURE2',
        custom_id: crypto.randomUUID(),
        supplementary_data: { related_ids: { order_id: 'UNKNOWN' } },
      };
      assertEquals(await simulate(h, { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: stranger }), 200);
      assertEquals(await simulate(h, { event_type: 'BILLING.PLAN.CREATED', resource: {} }), 200);
    });
  },
);

Deno.test('a refund made in PayPal’s dashboard reaches the shop as what PayPal says of it', async () => {
  await withWebhook(async (h, placeOrder) => {
    const { order_id, url } = await placeOrder();
    const token = await approve(h, url);
    const captureId = (await h.deps.paypal.getOrder(token)).purchase_units?.[0]?.payments?.captures?.[0]?.id;
    const res = await fetch(`${h.apiUrl}/__sandbox/paypal/simulate-dashboard-refund`, {
      method: 'POST',
      headers: { authorization: sandboxClientAuth },
      body: JSON.stringify({ capture_id: captureId, amount: { currency_code: 'USD', value: '1.50' } }),
    });
    const { refund, delivered_status } = await res.json();
    assertEquals([res.status, delivered_status], [201, 200]);
    assertEquals(h.refunds.news, [
      {
        refund_id: refund.id,
        capture_id: captureId!,
        custom_id: order_id,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '1.50' },
      },
    ]);
  });
});
