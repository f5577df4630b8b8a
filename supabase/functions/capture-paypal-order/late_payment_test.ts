/**
 * A buyer who pays after the order's hold ran out: the order comes back when its pieces are still
 * there; otherwise the capture is refunded in full at PayPal and the order flagged, never oversold.
 */
import { assert, assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS } from '../_test/fakes.ts';
import { post, simulateWebhook, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createPaypalWebhookHandler } from '../paypal-webhook/handler.ts';
import { createCaptureHandler } from './handler.ts';

const bowl = PRODUCTS[0]!; // stock 5
const body = {
  items: [{ id: bowl.id, quantity: 2, variant: { size: 'small' } }],
  currency: 'EUR',
  shipping_address: {
    name: 'Omar',
    email: 'omar@example.com',
    phone: '0600112233',
    address: '2 Rue',
    city: 'Rabat',
  },
  payment_method: 'paypal',
};

async function approvedThenExpired(
  fn: (h: Harness, orderId: string, capture: () => Promise<unknown>) => Promise<void>,
) {
  const h = await startHarness();
  try {
    const { order_id, url } = await (await createCheckoutHandler(() => h.deps)(post(body))).json();
    await submitSandboxForm(`${url.split('?')[0]}/approve`, {
      token: new URL(url).searchParams.get('token')!,
      outcome: 'success',
    });
    await h.orders.expireHold(order_id);
    assertEquals(h.orders.stock.get(bowl.id), 5);
    const captureHandler = createCaptureHandler(() => h.deps);
    await fn(h, order_id, async () => (await captureHandler(post({ order_id }))).json());
  } finally {
    await h.close();
  }
}

const captureOf = async (h: Harness, orderId: string) =>
  (await h.deps.paypal.getOrder(h.orders.rows.get(orderId)!.paypal_order_id!)).purchase_units?.[0]?.payments
    ?.captures?.[0];

Deno.test('a payment after the hold expired takes the pieces again when they are still there', async () => {
  await approvedThenExpired(async (h, orderId, capture) => {
    assertEquals(await capture(), { payment_status: 'paid', order_status: 'confirmed' });
    assertEquals(h.orders.stock.get(bowl.id), 3);
    assertEquals(h.orders.flags, []);
    assertEquals((await captureOf(h, orderId))?.status, 'COMPLETED');
  });
});

Deno.test('a payment after the hold expired with the pieces sold is refunded once and flagged', async () => {
  await approvedThenExpired(async (h, orderId, capture) => {
    h.orders.stock.set(bowl.id, 1); // someone else bought them meanwhile
    assertEquals(await capture(), { payment_status: 'refunded', order_status: 'cancelled' });
    assertEquals(h.orders.stock.get(bowl.id), 1);
    const paypalCapture = await captureOf(h, orderId);
    assertEquals(paypalCapture?.status, 'REFUNDED');
    assertEquals(h.orders.flags.length, 1);
    assertMatch(h.orders.flags[0]!.reason, /after the order was cancelled.*refunded in full/);
    assertEquals(h.orders.flags[0]!.paypal_capture_id, paypalCapture!.id);

    // PayPal's own news of the capture arrives afterwards: nothing is refunded or flagged twice.
    h.webhook.handler = createPaypalWebhookHandler(() => h.deps);
    const paypalId = h.orders.rows.get(orderId)!.paypal_order_id!;
    const event = {
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        ...paypalCapture,
        custom_id: orderId,
        supplementary_data: { related_ids: { order_id: paypalId } },
      },
    };
    assertEquals((await simulateWebhook(h, event)).delivered_status, 200);
    assertEquals(await capture(), { payment_status: 'refunded', order_status: 'cancelled' });
    assertEquals(h.orders.flags.length, 1);
    assert(h.logs.some((line) => line.includes('late payment refunded')));
  });
});

Deno.test(
  'PayPal refuses a second refund of the same capture, and repeats the first for the same request',
  async () => {
    await approvedThenExpired(async (h, orderId) => {
      await h.deps.paypal.captureOrder(h.orders.rows.get(orderId)!.paypal_order_id!);
      const captureId = (await captureOf(h, orderId))!.id;
      const first = await h.deps.paypal.refundCapture(captureId);
      assertEquals(first.status, 'COMPLETED');
      assertEquals((await h.deps.paypal.refundCapture(captureId)).id, first.id);
    });
  },
);
