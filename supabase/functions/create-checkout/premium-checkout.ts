/**
 * Premium: a Stripe Checkout session (subscription) for the signed-in user. The session carries the
 * user id (client_reference_id and metadata, also on the subscription it creates) and uses the
 * Stripe customer the shop created for this user, so what Stripe later reports is bound to the
 * account, never to whoever holds the same e-mail address.
 */
import { requireUser, type SignedInUser } from '../_shared/clients.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json } from '../_shared/http.ts';
import { isEntitled } from '../_shared/billing.ts';
import { returnSite } from '../_shared/return-site.ts';
import { ensurePremiumPrice } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'users' | 'stripe' | 'billing' | 'siteUrl' | 'additionalRedirectUrls' | 'log'>;

/** The caller's own Stripe customer: the recorded one, or a new one recorded now. */
async function ownCustomer(deps: Deps, user: SignedInUser): Promise<string> {
  const recorded = await deps.billing.customerOf(user.id);
  if (recorded) return recorded;
  const created = await deps.stripe.customers.create({
    email: user.email,
    metadata: { user_id: user.id },
  });
  return deps.billing.linkCustomer(user.id, created.id);
}

export async function checkoutPremium(deps: Deps, req: Request): Promise<Response> {
  const user = await requireUser(deps.users, req, 'Please sign in to subscribe to the premium subscription.');
  if (!user.email) throw new HttpError(400, 'Your account has no email address.');
  // A second subscription would bill the member twice for the same premium.
  const subscriptions = await deps.billing.subscriptionsOf(user.id);
  if (subscriptions.some((row) => isEntitled(row))) {
    throw new HttpError(
      409,
      'You already have a premium subscription. Use Manage Subscription on your profile to change it.',
    );
  }
  // Back to the profile on the shop the member subscribed from, when it is an allowed one.
  const site = returnSite(deps, req.headers.get('origin'));
  try {
    const price = await ensurePremiumPrice(deps.stripe);
    const owner = { user_id: user.id };
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: await ownCustomer(deps, user),
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata: owner,
      subscription_data: { metadata: owner },
      success_url: `${site}/profile?premium=success`,
      cancel_url: `${site}/profile?premium=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a session without url');
    return json({ url: session.url });
  } catch (error) {
    deps.log('Stripe checkout session failed', error);
    throw new HttpError(502, 'Unable to start subscription process. Please try again.');
  }
}
