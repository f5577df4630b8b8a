/**
 * check-subscription: mirrors the signed-in user's Stripe subscription into `subscribers` and
 * answers { subscribed, subscription_tier, subscription_end }. Stripe failures are logged and
 * answered as not subscribed (SPEC §8), with 200.
 */
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { bearerToken, HttpError, json, withHttp } from '../_shared/http.ts';
import type { SubscriberRow } from '../_shared/orders.ts';
import { findCustomerByEmail, PREMIUM_TIER } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'users' | 'stripe' | 'subscribers' | 'log'>;

async function stripeStatus(deps: Deps, user: { id: string; email: string }): Promise<SubscriberRow> {
  const none: SubscriberRow = {
    user_id: user.id,
    email: user.email,
    stripe_customer_id: null,
    subscribed: false,
    subscription_tier: null,
    subscription_end: null,
  };
  const customer = await findCustomerByEmail(deps.stripe, user.email);
  if (!customer) return none;
  const { data } = await deps.stripe.subscriptions.list({
    customer: customer.id,
    status: 'active',
    limit: 1,
  });
  const subscription = data[0];
  if (!subscription) return { ...none, stripe_customer_id: customer.id };
  // Current API versions keep the billing period on the items; older ones on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number };
  const end = subscription.items.data[0]?.current_period_end ?? legacy.current_period_end;
  return {
    ...none,
    stripe_customer_id: customer.id,
    subscribed: true,
    subscription_tier: PREMIUM_TIER,
    subscription_end: end ? new Date(end * 1000).toISOString() : null,
  };
}

export function createCheckSubscriptionHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      const deps = getDeps();
      const token = bearerToken(req);
      const user = token ? await deps.users.fromToken(token) : null;
      if (!user) throw new HttpError(401, 'Please sign in to check your subscription.');
      let status: SubscriberRow;
      try {
        status = await stripeStatus(deps, user);
      } catch (error) {
        deps.log('Subscription check failed', error);
        return json({ subscribed: false, subscription_tier: null });
      }
      try {
        await deps.subscribers.upsert(status);
      } catch (error) {
        deps.log('Saving subscription status failed', error); // Stripe's answer is still the truth to show
      }
      return json({
        subscribed: status.subscribed,
        subscription_tier: status.subscription_tier,
        subscription_end: status.subscription_end,
      });
    },
    () => getDeps().log,
  );
}

export const handler = createCheckSubscriptionHandler(defaultDeps);
