/**
 * customer-portal: a Stripe billing portal session for the signed-in user's own Stripe customer
 * (the one recorded in `stripe_customers` at checkout) -> { url }. A user without one gets 404.
 */
import { requireUser } from '../_shared/clients.ts';
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, withHttp } from '../_shared/http.ts';
import { returnSite } from '../_shared/return-site.ts';

type Deps = Pick<FunctionDeps, 'users' | 'stripe' | 'billing' | 'siteUrl' | 'additionalRedirectUrls' | 'log'>;

export function createCustomerPortalHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      const deps = getDeps();
      const user = await requireUser(deps.users, req, 'Please sign in to manage your subscription.');
      const customer = await deps.billing.customerOf(user.id);
      if (!customer) throw new HttpError(404, 'No subscription found for this account.');
      try {
        const session = await deps.stripe.billingPortal.sessions.create({
          customer,
          // Back to the profile on the shop the member came from, when it is an allowed one.
          return_url: `${returnSite(deps, req.headers.get('origin'))}/profile`,
        });
        return json({ url: session.url });
      } catch (error) {
        deps.log('Stripe portal session failed', error);
        throw new HttpError(502, 'Unable to open subscription management. Please try again.');
      }
    },
    () => getDeps().log,
  );
}

export const handler = createCustomerPortalHandler(defaultDeps);
