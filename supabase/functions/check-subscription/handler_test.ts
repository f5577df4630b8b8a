import { assert, assertEquals } from '../_test/assert.ts';
import { userToken } from '../_test/fakes.ts';
import { post, SITE_URL, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createCustomerPortalHandler } from '../customer-portal/handler.ts';
import { PERIOD_END_GRACE_MS } from '../_shared/billing.ts';
import { createStripeWebhookHandler } from '../stripe-webhook/handler.ts';
import { createCheckSubscriptionHandler } from './handler.ts';

const MEMBER = '7a7a7a7a-0000-4000-8000-000000000007';
const auth = (id = MEMBER, email = 'member@example.com') => ({
  authorization: `Bearer ${userToken(id, email)}`,
});

type Call = (
  name: 'check' | 'portal' | 'checkout',
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Record<string, unknown> }>;

async function withStripe(fn: (h: Harness, call: Call) => Promise<void>) {
  const h = await startHarness();
  h.stripeWebhook.handler = createStripeWebhookHandler(() => h.deps);
  const handlers = {
    check: createCheckSubscriptionHandler(() => h.deps),
    portal: createCustomerPortalHandler(() => h.deps),
    checkout: createCheckoutHandler(() => h.deps),
  };
  try {
    await fn(h, async (name, headers = auth()) => {
      const res = await handlers[name](post(undefined, headers));
      return { status: res.status, body: await res.json() };
    });
  } finally {
    await h.close();
  }
}

/** Create-checkout as the caller, then "Pay and subscribe" on the sandbox page. */
async function subscribe(call: Call, headers = auth()) {
  const { body } = await call('checkout', headers);
  assertEquals(await submitSandboxForm(`${body.url}/pay`), `${SITE_URL}/profile?premium=success`);
}

Deno.test('check-subscription and customer-portal need a signed-in user', async () => {
  await withStripe(async (_h, call) => {
    assertEquals((await call('check', {})).status, 401);
    assertEquals((await call('portal', { authorization: 'Bearer garbage' })).status, 401);
  });
});

Deno.test(
  'premium journey: checkout -> signed webhook -> subscribed -> portal cancel -> not subscribed',
  async () => {
    await withStripe(async (h, call) => {
      assertEquals((await call('check')).body, {
        subscribed: false,
        subscription_tier: null,
        subscription_end: null,
      });
      assertEquals((await call('portal')).status, 404);

      await subscribe(call);
      const status = await call('check');
      assertEquals([status.body.subscribed, status.body.subscription_tier], [true, 'Premium']);
      assert(Date.parse(String(status.body.subscription_end)) > Date.now() + 27 * 24 * 3600 * 1000);
      const customer = h.billing.customers.get(MEMBER)!;
      assert(customer.startsWith('cus_'));
      const [row] = await h.billing.subscriptionsOf(MEMBER);
      assertEquals([row?.status, row?.stripe_customer_id], ['active', customer]);

      const portal = await call('portal');
      assert(String(portal.body.url).startsWith(`${h.apiUrl}/__sandbox/stripe/portal/bps_`));
      await submitSandboxForm(`${portal.body.url}/cancel`, { subscription: row!.stripe_subscription_id });
      assertEquals((await call('check')).body.subscribed, false);
      assertEquals((await h.billing.subscriptionsOf(MEMBER))[0]?.status, 'canceled');
    });
  },
);

Deno.test('a second checkout reuses the caller’s own Stripe customer', async () => {
  await withStripe(async (h, call) => {
    await call('checkout');
    const first = h.billing.customers.get(MEMBER);
    await call('checkout');
    assertEquals(h.billing.customers.get(MEMBER), first);
    assertEquals((await h.deps.stripe.customers.list({ email: 'member@example.com' })).data.length, 1);
  });
});

Deno.test(
  'another account with the paying member’s e-mail is neither premium nor let into the portal',
  async () => {
    await withStripe(async (h, call) => {
      await subscribe(call);
      const sameEmail = auth('b0b0b0b0-0000-4000-8000-00000000000b', 'member@example.com');
      assertEquals((await call('check', sameEmail)).body.subscribed, false);
      assertEquals((await call('portal', sameEmail)).status, 404);
      // Its own checkout makes its own customer, not the member's.
      await call('checkout', sameEmail);
      const own = h.billing.customers.get('b0b0b0b0-0000-4000-8000-00000000000b');
      assert(own && own !== h.billing.customers.get(MEMBER));
      assertEquals((await call('check', sameEmail)).body.subscribed, false);
    });
  },
);

Deno.test('an active row whose period ran out more than the grace ago gives no premium', async () => {
  await withStripe(async (h, call) => {
    await subscribe(call);
    const [row] = await h.billing.subscriptionsOf(MEMBER);
    const endedAgo = async (ms: number) => {
      const end = new Date(Date.now() - ms).toISOString();
      await h.billing.recordSubscription({ ...row!, current_period_end: end }, new Date());
      return (await call('check')).body.subscribed;
    };
    // The renewal webhook may still be on its way: premium holds within the grace ...
    assertEquals(await endedAgo(PERIOD_END_GRACE_MS - 3600_000), true);
    // ... and not once webhooks have been silent for longer than Stripe keeps retrying.
    assertEquals(await endedAgo(PERIOD_END_GRACE_MS + 3600_000), false);
  });
});

Deno.test('a member who has premium cannot start a second subscription', async () => {
  await withStripe(async (h, call) => {
    await subscribe(call);
    const again = await call('checkout');
    assertEquals(again.status, 409);
    assert(String(again.body.error).includes('already have a premium subscription'));
    assertEquals((await h.billing.subscriptionsOf(MEMBER)).length, 1);
    // Once that subscription is cancelled, subscribing again is allowed.
    const [row] = await h.billing.subscriptionsOf(MEMBER);
    await h.billing.recordSubscription({ ...row!, status: 'canceled' }, new Date());
    assertEquals((await call('checkout')).status, 200);
  });
});

Deno.test(
  'a failed read is logged and answered as not subscribed with 200; portal failures are 502',
  async () => {
    await withStripe(async (h, call) => {
      await subscribe(call);
      h.billing.subscriptionsOf = () => Promise.reject(new Error('database down'));
      assertEquals(await call('check'), {
        status: 200,
        body: { subscribed: false, subscription_tier: null },
      });
      assertEquals(h.logs, ['Subscription check failed']);
      h.deps.stripe.billingPortal.sessions.create = () => Promise.reject(new Error('Stripe down'));
      assertEquals((await call('portal')).status, 502);
    });
  },
);
