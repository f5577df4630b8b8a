/**
 * Premium belongs to the account that paid, through real HTTP (browser call -> gateway -> Deno ->
 * database, and the Stripe sandbox's signed events -> stripe-webhook): an account holding a paying
 * member's e-mail address is not premium and never reaches the member's billing portal, and
 * stripe-webhook refuses forged, stale or altered deliveries without changing anything.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from '../src/sandbox/credentials';
import { stripeEvent, stripeSignatureHeader } from '../src/sandbox/stripe/webhooks';
import {
  invoke,
  pressSandboxButton,
  signedInUser,
  startTestBackend,
  type Backend,
} from './functions-harness';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(() => backend?.stop());

const admin = () =>
  createClient(backend.url, backend.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

const check = (token: string) => invoke(backend, 'check-subscription', undefined, { token });

/** A member who paid for premium in the Stripe sandbox. */
async function payingMember(email: string) {
  const member = await signedInUser(backend, email);
  const checkout = await invoke(backend, 'create-checkout', undefined, { token: member.token });
  await pressSandboxButton(`${checkout.body.url}/pay`);
  expect((await check(member.token)).body.subscribed).toBe(true);
  return member;
}

async function changeEmail(userId: string, email: string) {
  const { error } = await admin().auth.admin.updateUserById(userId, { email, email_confirm: true });
  if (error) throw error;
}

/** The portal page the function answers with, as the caller would open it. */
async function portalPage(token: string) {
  const portal = await invoke(backend, 'customer-portal', undefined, { token });
  return {
    status: portal.status,
    html: portal.body.url ? await (await fetch(String(portal.body.url))).text() : '',
  };
}

const subscriptionRows = async () =>
  (await backend.db.query('select * from public.subscriptions order by stripe_subscription_id')).rows;

describe('an account with a paying member’s e-mail address', () => {
  it('signing up with the address the member left: not premium, no portal, its own customer', async () => {
    const member = await payingMember('rania@example.com');
    await changeEmail(member.id, 'rania.new@example.com');
    // The member's Stripe customer still carries rania@example.com: it must not matter.
    const other = await signedInUser(backend, 'rania@example.com');
    expect((await check(other.token)).body).toMatchObject({ subscribed: false, subscription_tier: null });
    expect(await portalPage(other.token)).toEqual({ status: 404, html: '' });

    const checkout = await invoke(backend, 'create-checkout', undefined, { token: other.token });
    expect(checkout.status).toBe(200);
    const { rows } = await backend.db.query<{ user_id: string; stripe_customer_id: string }>(
      'select user_id, stripe_customer_id from public.stripe_customers where user_id in ($1, $2)',
      [member.id, other.id],
    );
    expect(new Set(rows.map((r) => r.stripe_customer_id)).size).toBe(2);
    const ownPortal = await portalPage(other.token);
    expect(ownPortal.status).toBe(200);
    expect(ownPortal.html).toContain('You have no subscriptions.');
    expect((await check(other.token)).body.subscribed).toBe(false);

    // The member keeps premium under the new address: it follows the account.
    expect((await check(member.token)).body.subscribed).toBe(true);
    expect((await portalPage(member.token)).html).toContain('Cancel subscription');
  });

  it('changing to the address the member left: not premium, no portal', async () => {
    const member = await payingMember('yassine@example.com');
    await changeEmail(member.id, 'yassine.elsewhere@example.com');
    const other = await signedInUser(backend, 'someone@example.com');
    await changeEmail(other.id, 'yassine@example.com');
    expect((await check(other.token)).body.subscribed).toBe(false);
    expect((await portalPage(other.token)).status).toBe(404);
  });
});

describe('stripe-webhook', () => {
  const post = (body: string, signature?: string) =>
    fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });

  it('refuses forged, stale and altered deliveries with 400 and changes nothing', async () => {
    const member = await payingMember('salma@example.com');
    const [row] = (
      await backend.db.query<{ stripe_subscription_id: string; stripe_customer_id: string }>(
        'select stripe_subscription_id, stripe_customer_id from public.subscriptions where user_id = $1',
        [member.id],
      )
    ).rows;
    const before = await subscriptionRows();
    // What an attacker would like Stripe to have said: the subscription is over.
    const body = JSON.stringify(
      stripeEvent('customer.subscription.deleted', {
        id: row!.stripe_subscription_id,
        object: 'subscription',
        customer: row!.stripe_customer_id,
        status: 'canceled',
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    const genuine = stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET);
    const attempts: [string, string, string | undefined][] = [
      ['no signature', body, undefined],
      ['bad signature', body, `t=${now},v1=${'0'.repeat(64)}`],
      ['wrong secret', body, stripeSignatureHeader(body, 'whsec_guessed_secret')],
      ['stale timestamp', body, stripeSignatureHeader(body, SANDBOX_STRIPE_WEBHOOK_SECRET, now - 301)],
      ['altered payload', body.replace('"status":"canceled"', '"status":"active"'), genuine],
    ];
    for (const [label, payload, signature] of attempts) {
      const res = await post(payload, signature);
      expect([label, res.status, await res.json()]).toEqual([
        label,
        400,
        { error: 'Invalid webhook signature.' },
      ]);
    }
    expect(await subscriptionRows()).toEqual(before);
    expect((await check(member.token)).body.subscribed).toBe(true);
  });

  it('a genuine delivery replayed later writes what Stripe says now, not what it said then', async () => {
    const member = await payingMember('karim@example.com');
    const { rows } = await backend.db.query<{ stripe_subscription_id: string; stripe_customer_id: string }>(
      'select stripe_subscription_id, stripe_customer_id from public.subscriptions where user_id = $1',
      [member.id],
    );
    const active = { id: rows[0]!.stripe_subscription_id, object: 'subscription', status: 'active' };
    const portal = await invoke(backend, 'customer-portal', undefined, { token: member.token });
    await pressSandboxButton(`${portal.body.url}/cancel`, { subscription: active.id });
    expect((await check(member.token)).body.subscribed).toBe(false);

    const replay = JSON.stringify(stripeEvent('customer.subscription.updated', active));
    const res = await post(replay, stripeSignatureHeader(replay, SANDBOX_STRIPE_WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect((await check(member.token)).body.subscribed).toBe(false);
  });
});
