/** Premium: a Stripe Checkout session (subscription) for the signed-in user. */
import type { FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json } from '../_shared/http.ts';
import { ensurePremiumPrice, findCustomerByEmail } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'users' | 'stripe' | 'siteUrl' | 'log'>;

export async function checkoutPremium(deps: Deps, token: string | null): Promise<Response> {
  const user = token ? await deps.users.fromToken(token) : null;
  if (!user) throw new HttpError(401, 'Please sign in to subscribe to the premium subscription.');
  if (!user.email) throw new HttpError(400, 'Your account has no email address.');
  try {
    const price = await ensurePremiumPrice(deps.stripe);
    const customer =
      (await findCustomerByEmail(deps.stripe, user.email)) ??
      (await deps.stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }));
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: user.id,
      line_items: [{ price, quantity: 1 }],
      metadata: { user_id: user.id },
      success_url: `${deps.siteUrl}/profile?premium=success`,
      cancel_url: `${deps.siteUrl}/profile?premium=cancelled`,
    });
    if (!session.url) throw new Error('Stripe returned a session without url');
    return json({ url: session.url });
  } catch (error) {
    deps.log('Stripe checkout session failed', error);
    throw new HttpError(502, 'Unable to start subscription process. Please try again.');
  }
}
