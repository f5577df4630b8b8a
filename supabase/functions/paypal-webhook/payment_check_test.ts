/**
 * Webhooks are trusted only when PayPal signed them and only for what the order should be charged:
 * forged, unsigned or altered events of every type are refused with 400 and change nothing; a signed
 * capture for another amount or currency leaves the order unpaid, flagged and logged.
 */
import { assert, assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS } from '../_test/fakes.ts';
import { post, simulateWebhook, startHarness, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createPaypalWebhookHandler } from './handler.ts';

// 2 x 45 MAD + 45 MAD shipping = 135 MAD, charged as 13.50 USD.
const checkoutBody = {
  items: [{ id: PRODUCTS[1]!.id, quantity: 2 }],
  currency: 'USD',
  shipping_address: {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '0611223344',
    address: '3 Rue',
    city: 'Rabat',
  },
  payment_method: 'paypal',
};
const EVENT_TYPES = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'BILLING.PLAN.CREATED',
];

interface Placed {
  id: string;
  paypalId: string;
}

async function withOrder(fn: (h: Harness, order: Placed) => Promise<void>) {
  const h = await startHarness();
  h.webhook.handler = createPaypalWebhookHandler(() => h.deps);
  try {
    const placed = await (await createCheckoutHandler(() => h.deps)(post(checkoutBody))).json();
    await fn(h, { id: placed.order_id, paypalId: h.orders.rows.get(placed.order_id)!.paypal_order_id! });
  } finally {
    await h.close();
  }
}

const completed = (order: Placed, amount?: { currency_code: string; value: string }) => ({
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  resource: {
    id: 'CAPTURE-1',
    status: 'COMPLETED',
    ...(amount ? { amount } : {}),
    custom_id: order.id,
    supplementary_data: { related_ids: { order_id: order.paypalId } },
  },
});

const stateOf = (h: Harness, id: string) => {
  const row = h.orders.rows.get(id)!;
  return [row.payment_status, row.order_status];
};

Deno.test('a signed capture for another amount or currency leaves the order unpaid and flagged', async () => {
  const cases: Array<[string, { currency_code: string; value: string } | undefined, RegExp]> = [
    ['too little', { currency_code: 'USD', value: '0.01' }, /captured 0\.01 USD; .* charged 13\.50 USD/],
    [
      'other currency',
      { currency_code: 'EUR', value: '13.50' },
      /captured 13\.50 EUR; .* charged 13\.50 USD/,
    ],
    ['no amount', undefined, /without a readable amount; .* charged 13\.50 USD/],
  ];
  for (const [label, amount, reason] of cases) {
    await withOrder(async (h, order) => {
      const { delivered_status } = await simulateWebhook(h, completed(order, amount));
      assertEquals(delivered_status, 200, label);
      assertEquals(stateOf(h, order.id), ['pending', 'pending'], label);
      assertEquals(h.orders.flags.length, 1, label);
      const [flag] = h.orders.flags;
      assertMatch(flag!.reason, reason, label);
      assertEquals(
        [flag!.order_id, flag!.source, flag!.paypal_order_id, flag!.paypal_capture_id],
        [order.id, 'webhook', order.paypalId, 'CAPTURE-1'],
        label,
      );
      assertEquals(flag!.expected, { currency_code: 'USD', value: '13.50' }, label);
      assert(
        h.logs.some((line) => line.includes(order.id) && reason.test(line)),
        `${label}: reason logged`,
      );
      // PayPal retrying the same event flags nothing new and still pays nothing.
      await simulateWebhook(h, completed(order, amount));
      assertEquals([h.orders.flags.length, ...stateOf(h, order.id)], [1, 'pending', 'pending'], label);
    });
  }
});

Deno.test('a signed capture of exactly the charge marks the order paid', async () => {
  await withOrder(async (h, order) => {
    const { delivered_status } = await simulateWebhook(
      h,
      completed(order, { currency_code: 'USD', value: '13.50' }),
    );
    assertEquals(delivered_status, 200);
    assertEquals(stateOf(h, order.id), ['paid', 'confirmed']);
    assertEquals(h.orders.flags, []);
  });
});

Deno.test('forged, unsigned and altered events of every type are refused with 400', async () => {
  await withOrder(async (h, order) => {
    const handler = h.webhook.handler!;
    const forgedHeaders = {
      'paypal-transmission-id': crypto.randomUUID(),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'Zm9yZ2Vk',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    for (const event_type of EVENT_TYPES) {
      const event = { ...completed(order, { currency_code: 'USD', value: '13.50' }), event_type };
      assertEquals((await handler(post(event))).status, 400, `${event_type} unsigned`);
      const forged = await handler(post(event, forgedHeaders));
      assertEquals(forged.status, 400, `${event_type} forged`);
      assertEquals((await forged.json()).error, 'Invalid webhook signature.');
    }

    // A genuine delivery, caught on its way, replayed with the amount changed: the signature no longer holds.
    let captured: { headers: Headers; body: string } | null = null;
    h.webhook.handler = async (req) => {
      captured = { headers: req.headers, body: await req.text() };
      return new Response('{}');
    };
    await simulateWebhook(h, completed(order, { currency_code: 'USD', value: '0.01' }));
    const genuine = captured! as { headers: Headers; body: string };
    const altered = genuine.body.replace('"0.01"', '"13.50"');
    assert(altered !== genuine.body);
    const headers = Object.fromEntries(genuine.headers.entries());
    assertEquals((await handler(post(altered, headers))).status, 400);
    assertEquals(stateOf(h, order.id), ['pending', 'pending']);
    assertEquals(h.orders.flags, []);
  });
});

Deno.test('the sandbox simulator refuses to sign events without the sandbox credentials', async () => {
  await withOrder(async (h, order) => {
    const event = completed(order, { currency_code: 'USD', value: '13.50' });
    assertEquals(await simulateWebhook(h, event, null), { status: 401, delivered_status: undefined });
    const wrong = `Basic ${btoa('zellij-local-paypal-client:guess')}`;
    assertEquals((await simulateWebhook(h, event, wrong)).status, 401);
    assertEquals(stateOf(h, order.id), ['pending', 'pending']);
  });
});
