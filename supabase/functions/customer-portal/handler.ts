/** customer-portal: a Stripe billing portal session for the signed-in user -> { url }. */
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { bearerToken, HttpError, json, withHttp } from '../_shared/http.ts';
import { findCustomerByEmail } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'users' | 'stripe' | 'siteUrl' | 'log'>;

export function createCustomerPortalHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      const deps = getDeps();
      const token = bearerToken(req);
      const user = token ? await deps.users.fromToken(token) : null;
      if (!user) throw new HttpError(401, 'Please sign in to manage your subscription.');
      let customerId: string | undefined;
      try {
        customerId = (await findCustomerByEmail(deps.stripe, user.email))?.id;
        if (customerId) {
          const session = await deps.stripe.billingPortal.sessions.create({
            customer: customerId,
            return_url: `${deps.siteUrl}/profile`,
          });
          return json({ url: session.url });
        }
      } catch (error) {
        deps.log('Stripe portal session failed', error);
        throw new HttpError(502, 'Unable to open subscription management. Please try again.');
      }
      throw new HttpError(404, 'No subscription found for this account.');
    },
    () => getDeps().log,
  );
}

export const handler = createCustomerPortalHandler(defaultDeps);
