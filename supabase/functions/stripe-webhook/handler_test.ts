/**
 * stripe-webhook against the Stripe sandbox: its genuine deliveries are applied; forged, stale or
 * altered ones are refused with 400 and change nothing; late or replayed genuine events cannot
 * bring back a state Stripe no longer has.
 */
import { stripeEvent, stripeSignatureHeader } from '../../../embedded-backend/src/sandbox/stripe/webhooks.ts';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../../../embedded-backend/src/sandbox/credentials.ts';
import { assert, assertEquals } from '../_test/assert.ts';
import { userToken } from '../_test/fakes.ts';
import { post, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createStripeWebhookHandler } from './handler.ts';

const MEMBER = '5a5a5a5a-0000-4000-8000-000000000005';

interface Delivery {
  body: string;
  signature?: string | null;
}

async function withWebhook(
  fn: (h: Harness, deliver: (d: Delivery) => Promise<number>, subscriptionId: string) => Promise<void>,
) {
  const h = await startHarness();
  const webhook = createStripeWebhookHandler(() => h.deps);
  h.stripeWebhook.handler = webhook;
  try {
    const checkout = createCheckoutHandler(() => h.deps);
    const res = await checkout(
      post(undefined, { authorization: `Bearer ${userToken(MEMBER, 'm@example.com')}` }),
    );
    await submitSandboxForm(`${(await res.json()).url}/pay`);
    const [row] = await h.billing.subscriptionsOf(MEMBER);
    assert(row, 'the sandbox delivery recorded the subscription');
    const deliver = async ({
      body,
      signature = stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET),
    }: Delivery) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature !== null) headers['stripe-signature'] = signature;
      const answer = await webhook(
        new Request('http://functions.test/stripe-webhook', { method: 'POST', headers, body }),
      );
      await answer.body?.cancel();
      return answer.status;
    };
    await fn(h, deliver, row.stripe_subscription_id);
  } finally {
    await h.close();
  }
}

const snapshot = (h: Harness) => JSON.stringify([[...h.billing.customers], [...h.billing.subscriptions]]);

Deno.test('the sandbox’s signed deliveries record the subscription for the paying account', async () => {
  await withWebhook((h, _deliver, subscriptionId) => {
    const row = h.billing.subscriptions.get(subscriptionId)!;
    assertEquals([row.user_id, row.status, row.cancel_at_period_end], [MEMBER, 'active', false]);
    assert(row.price_id?.startsWith('price_'));
    return Promise.resolve();
  });
});

Deno.test('forged, stale and altered deliveries are refused with 400 and change nothing', async () => {
  await withWebhook(async (h, deliver, subscriptionId) => {
    const subscription = await h.deps.stripe.subscriptions.retrieve(subscriptionId);
    await h.deps.stripe.subscriptions.cancel(subscriptionId);
    const before = snapshot(h);
    const body = JSON.stringify(stripeEvent('customer.subscription.updated', subscription));
    const now = Math.floor(Date.now() / 1000);
    const genuine = stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET);
    const attempts: Delivery[] = [
      { body, signature: null },
      { body, signature: 't=0,v1=00' },
      { body, signature: `t=${now},v1=${'ab'.repeat(32)}` },
      { body, signature: stripeSignatureHeader(body, 'whsec_someone_elses_secret') },
      { body, signature: stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET, now - 301) },
      {
        body: body.replace(
          '"type":"customer.subscription.updated"',
          '"type":"customer.subscription.created"',
        ),
        signature: genuine,
      },
      { body: `${body} `, signature: genuine },
    ];
    for (const attempt of attempts)
      assertEquals(await deliver(attempt), 400, attempt.signature ?? 'no header');
    assertEquals(snapshot(h), before);
  });
});

Deno.test('a genuine but late event cannot revive a cancelled subscription', async () => {
  await withWebhook(async (h, deliver, subscriptionId) => {
    const active = await h.deps.stripe.subscriptions.retrieve(subscriptionId);
    const late = stripeEvent('customer.subscription.updated', active);
    await h.deps.stripe.subscriptions.cancel(subscriptionId);
    assertEquals(h.billing.subscriptions.get(subscriptionId)?.status, 'canceled');
    // Delivered (and signed) now, saying "active": the handler reads the state back from Stripe.
    assertEquals(await deliver({ body: JSON.stringify(late) }), 200);
    assertEquals(h.billing.subscriptions.get(subscriptionId)?.status, 'canceled');
    // An event older than the one applied is not written at all.
    const older = { ...late, created: late.created - 3600 };
    assertEquals(await deliver({ body: JSON.stringify(older) }), 200);
    assert(h.logs.some((line) => line.includes('is older than the state kept')));
  });
});

Deno.test(
  'events about subscriptions of no account, and other event types, are acknowledged and ignored',
  async () => {
    await withWebhook(async (h, deliver) => {
      const before = snapshot(h);
      const stranger = await h.deps.stripe.customers.create({ email: 'm@example.com' });
      const product = await h.deps.stripe.products.create({ name: 'x' });
      const price = await h.deps.stripe.prices.create({
        product: product.id,
        currency: 'mad',
        unit_amount: 1,
        recurring: { interval: 'month' },
      });
      const session = await h.deps.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: stranger.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'http://shop.test/',
      });
      // Paid in the sandbox: its own deliveries reach the handler, which finds no account for them.
      await submitSandboxForm(`${session.url}/pay`);
      assertEquals(await deliver({ body: JSON.stringify(stripeEvent('invoice.paid', { id: 'in_1' })) }), 200);
      assertEquals(snapshot(h), before);
      assert(h.logs.some((line) => line.includes('belongs to no account')));
    });
  },
);
