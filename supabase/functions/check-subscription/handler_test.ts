import { assert, assertEquals } from '../_test/assert.ts';
import { userToken } from '../_test/fakes.ts';
import { post, SITE_URL, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createStripe } from '../_shared/stripe.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createCustomerPortalHandler } from '../customer-portal/handler.ts';
import { createCheckSubscriptionHandler } from './handler.ts';

const auth = { authorization: `Bearer ${userToken('user-7', 'member@example.com')}` };

async function withStripe(
  fn: (
    h: Harness,
    call: (
      name: 'check' | 'portal' | 'checkout',
      headers?: Record<string, string>,
    ) => Promise<{ status: number; body: Record<string, unknown> }>,
  ) => Promise<void>,
) {
  const h = await startHarness();
  const handlers = {
    check: createCheckSubscriptionHandler(() => h.deps),
    portal: createCustomerPortalHandler(() => h.deps),
    checkout: createCheckoutHandler(() => h.deps),
  };
  try {
    await fn(h, async (name, headers = auth) => {
      const res = await handlers[name](post(undefined, headers));
      return { status: res.status, body: await res.json() };
    });
  } finally {
    await h.close();
  }
}

Deno.test('check-subscription and customer-portal need a signed-in user', async () => {
  await withStripe(async (_h, call) => {
    assertEquals((await call('check', {})).status, 401);
    assertEquals((await call('portal', { authorization: 'Bearer garbage' })).status, 401);
  });
});

Deno.test(
  'premium journey: not subscribed -> Stripe checkout paid -> subscribed -> portal -> cancelled',
  async () => {
    await withStripe(async (h, call) => {
      assertEquals((await call('check')).body, {
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
      });
      assertEquals((await call('portal')).status, 404);

      const { body } = await call('checkout');
      const back = await submitSandboxForm(`${body.url}/pay`);
      assertEquals(back, `${SITE_URL}/profile?premium=success`);

      const status = await call('check');
      assertEquals([status.body.subscribed, status.body.subscription_tier], [true, 'Premium']);
      const row = h.subscribers.rows.get('user-7')!;
      assertEquals(row.subscribed, true);
      assert(row.stripe_customer_id?.startsWith('cus_'));
      assert(Date.parse(row.subscription_end!) > Date.now() + 27 * 24 * 3600 * 1000);

      const portal = await call('portal');
      assert(String(portal.body.url).startsWith(`${h.apiUrl}/__sandbox/stripe/portal/bps_`));
      const portalId = String(portal.body.url).split('/').pop();
      const [subscription] = (await h.deps.stripe.subscriptions.list({ customer: row.stripe_customer_id! }))
        .data;
      await submitSandboxForm(`${h.apiUrl}/__sandbox/stripe/portal/${portalId}/cancel`, {
        subscription: subscription!.id,
      });
      assertEquals((await call('check')).body.subscribed, false);
      assertEquals(h.subscribers.rows.get('user-7')!.subscribed, false);
    });
  },
);

Deno.test('a Stripe failure is logged and answered as not subscribed with 200', async () => {
  await withStripe(async (h, call) => {
    h.deps.stripe = createStripe('not-a-key', `${h.apiUrl}/__sandbox/stripe`);
    const res = await call('check');
    assertEquals(res, { status: 200, body: { subscribed: false, subscription_tier: null } });
    assertEquals(h.logs, ['Subscription check failed']);
    assertEquals((await call('portal')).status, 502);
  });
});
