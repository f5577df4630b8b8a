/**
 * The official Stripe SDK configured for Deno (fetch-based HTTP client). In production only
 * STRIPE_SECRET_KEY is set and the SDK talks to api.stripe.com. Locally STRIPE_API_BASE points it
 * at the sandbox, e.g. http://127.0.0.1:54321/__sandbox/stripe: the SDK takes host/port/protocol
 * but no base path, so the fetch it uses puts the path prefix in front of every /v1/... request.
 */
import Stripe from 'stripe';
import type { SubscriptionState } from './billing.ts';

export function createStripe(secretKey: string, apiBase?: string, fetchFn: typeof fetch = fetch): Stripe {
  if (!apiBase) return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  const base = new URL(apiBase);
  const prefix = base.pathname.replace(/\/$/, '');
  const prefixedFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.pathname = `${prefix}${url.pathname}`;
    return fetchFn(url, init);
  };
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'https:' ? '443' : '80'),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    httpClient: Stripe.createFetchHttpClient(prefixedFetch),
    // The sandbox is local: a failed call is a bug to see, not a blip to retry.
    maxNetworkRetries: 0,
  });
}

/** The premium plan: found by lookup key, created on first use (sandbox, or a fresh Stripe account). */
export const PREMIUM_LOOKUP_KEY = 'zellij_premium_monthly';
/**
 * 49.00 MAD a month. MAD is the shop's base currency and one Stripe can present and charge in
 * (amounts in the smallest unit, centimes), so shoppers see the same figure as on the site.
 */
export const PREMIUM_PRICE = { currency: 'mad', unit_amount: 4900, interval: 'month' as const };
export const PREMIUM_TIER = 'Premium';

/** Per client, so a client pointed at another account or sandbox never sees a stale id. */
const premiumPriceIds = new WeakMap<Stripe, string>();

export async function ensurePremiumPrice(stripe: Stripe): Promise<string> {
  const cached = premiumPriceIds.get(stripe);
  if (cached) return cached;
  const id = await findOrCreatePremiumPrice(stripe);
  premiumPriceIds.set(stripe, id);
  return id;
}

async function findOrCreatePremiumPrice(stripe: Stripe): Promise<string> {
  const existing = await stripe.prices.list({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: true, limit: 1 });
  if (existing.data[0]) return existing.data[0].id;
  const product = await stripe.products.create({
    name: 'Zellij Premium',
    description: 'Premium membership of the Zellij shop',
  });
  try {
    const price = await stripe.prices.create({
      product: product.id,
      currency: PREMIUM_PRICE.currency,
      unit_amount: PREMIUM_PRICE.unit_amount,
      recurring: { interval: PREMIUM_PRICE.interval },
      lookup_key: PREMIUM_LOOKUP_KEY,
    });
    return price.id;
  } catch (error) {
    // A concurrent first call created it (lookup keys are unique): use that one.
    const raced = await stripe.prices.list({ lookup_keys: [PREMIUM_LOOKUP_KEY], active: true, limit: 1 });
    if (raced.data[0]) return raced.data[0].id;
    throw error;
  }
}

/** The columns of `subscriptions` from a subscription as the Stripe API answers it. */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  // Current API versions keep the billing period on the items; older ones on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number };
  const end = item?.current_period_end ?? legacy.current_period_end;
  return {
    stripe_subscription_id: subscription.id,
    stripe_customer_id: idOf(subscription.customer),
    status: subscription.status,
    price_id: item?.price?.id ?? null,
    current_period_end: end ? new Date(end * 1000).toISOString() : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
  };
}

/** Stripe fields that hold either an id or the expanded object. */
export const idOf = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : value.id;
