import { assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS } from '../_test/fakes.ts';
import { post, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createCaptureHandler } from './handler.ts';

const spoon = PRODUCTS[1]!;
const checkoutBody = (payment_method = 'paypal') => ({
  items: [{ id: spoon.id, quantity: 1 }],
  currency: 'EUR',
  shipping_address: {
    name: 'Omar',
    email: 'omar@example.com',
    phone: '0600112233',
    address: '2 Rue',
    city: 'Rabat',
  },
  payment_method,
});

async function scenario(
  fn: (
    h: Harness,
    tools: {
      checkout: (method?: string) => Promise<{ order_id: string; url: string }>;
      capture: (id: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;
    },
  ) => Promise<void>,
) {
  const h = await startHarness();
  const checkoutHandler = createCheckoutHandler(() => h.deps);
  const captureHandler = createCaptureHandler(() => h.deps);
  try {
    await fn(h, {
      checkout: async (method) => (await checkoutHandler(post(checkoutBody(method)))).json(),
      capture: async (id) => {
        const res = await captureHandler(post({ order_id: id }));
        return { status: res.status, body: await res.json() };
      },
    });
  } finally {
    await h.close();
  }
}

const approve = (approveUrl: string, outcome = 'success') =>
  submitSandboxForm(`${approveUrl.split('?')[0]}/approve`, {
    token: new URL(approveUrl).searchParams.get('token')!,
    outcome,
  });

Deno.test(
  'approve on the PayPal page, then capture: paid and confirmed; capturing again changes nothing',
  async () => {
    await scenario(async (_h, { checkout, capture }) => {
      const { order_id, url } = await checkout();
      assertEquals((await capture(order_id)).body, { payment_status: 'pending', order_status: 'pending' });
      const back = await approve(url);
      assertMatch(back!, new RegExp(`/order-confirmation/${order_id}\\?paypal=return&token=`));
      assertEquals((await capture(order_id)).body, { payment_status: 'paid', order_status: 'confirmed' });
      assertEquals((await capture(order_id)).body, { payment_status: 'paid', order_status: 'confirmed' });
    });
  },
);

Deno.test("an order already captured at PayPal is reconciled from PayPal's order", async () => {
  await scenario(async (h, { checkout, capture }) => {
    const { order_id, url } = await checkout();
    await approve(url);
    await h.deps.paypal.captureOrder(h.orders.rows.get(order_id)!.paypal_order_id!);
    assertEquals((await capture(order_id)).body, { payment_status: 'paid', order_status: 'confirmed' });
  });
});

Deno.test('a declined card marks the payment failed and the order cancelled', async () => {
  await scenario(async (_h, { checkout, capture }) => {
    const { order_id, url } = await checkout();
    await approve(url, 'decline');
    assertEquals((await capture(order_id)).body, { payment_status: 'failed', order_status: 'cancelled' });
  });
});

Deno.test('refuses unknown, malformed and cash-on-delivery orders', async () => {
  await scenario(async (_h, { checkout, capture }) => {
    assertEquals((await capture('99999999-9999-4999-8999-999999999999')).status, 404);
    assertEquals((await capture('nope')).status, 400);
    assertEquals((await capture(undefined)).status, 400);
    const cod = await checkout('cod');
    assertEquals((await capture(cod.order_id)).status, 400);
  });
});
