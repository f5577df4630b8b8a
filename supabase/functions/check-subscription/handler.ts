/**
 * check-subscription: { subscribed, subscription_tier, subscription_end } of the signed-in user,
 * read from that user's own `subscriptions` rows (kept current by stripe-webhook). The user comes
 * from the verified access token; no e-mail address is looked up anywhere. A failed read is logged
 * and answered as not subscribed, with 200.
 */
import { isEntitled } from '../_shared/billing.ts';
import { requireUser } from '../_shared/clients.ts';
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { json, withHttp } from '../_shared/http.ts';
import { PREMIUM_TIER } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'users' | 'billing' | 'log'>;

const laterEnd = (a: string | null, b: string | null) => Date.parse(b ?? '') - Date.parse(a ?? '') || 0;

export function createCheckSubscriptionHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      const deps = getDeps();
      const user = await requireUser(deps.users, req, 'Please sign in to check your subscription.');
      try {
        const rows = await deps.billing.subscriptionsOf(user.id);
        const [current] = rows
          .filter((row) => isEntitled(row))
          .sort((a, b) => laterEnd(a.current_period_end, b.current_period_end));
        return json({
          subscribed: Boolean(current),
          subscription_tier: current ? PREMIUM_TIER : null,
          subscription_end: current?.current_period_end ?? null,
        });
      } catch (error) {
        deps.log('Subscription check failed', error);
        return json({ subscribed: false, subscription_tier: null });
      }
    },
    () => getDeps().log,
  );
}

export const handler = createCheckSubscriptionHandler(defaultDeps);
