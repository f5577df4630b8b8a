/**
 * stripe-webhook: Stripe's server-to-server events, the only writer of `subscriptions`. Every
 * request is first checked with the official SDK (`Stripe-Signature` against STRIPE_WEBHOOK_SECRET,
 * timestamp within Stripe's default 300 s tolerance): anything else is 400 and changes nothing.
 * The event then only names the subscription: its state is read back from Stripe, so a replayed or
 * late event writes today's truth, and an event older than the one applied last is ignored.
 */
import Stripe from 'stripe';
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { errorResponse, HttpError, json, requirePost, withHttp } from '../_shared/http.ts';
import { idOf, subscriptionState } from '../_shared/stripe.ts';

type Deps = Pick<FunctionDeps, 'stripe' | 'billing' | 'stripeWebhookSecret' | 'log'>;

/** Web Crypto (what Deno offers) is asynchronous, hence constructEventAsync. */
const cryptoProvider = Stripe.createSubtleCryptoProvider();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_EVENT_BYTES = 512 * 1024;
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

async function verifiedEvent(deps: Deps, req: Request): Promise<Stripe.Event | null> {
  const signature = req.headers.get('stripe-signature');
  const body = await req.text();
  if (!signature || !body || body.length > MAX_EVENT_BYTES) return null;
  try {
    return await deps.stripe.webhooks.constructEventAsync(
      body,
      signature,
      deps.stripeWebhookSecret,
      undefined,
      cryptoProvider,
    );
  } catch (error) {
    deps.log('Refused a Stripe webhook', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Whose subscription it is: the user the customer was created for. A customer the shop has not
 * recorded yet is linked to the user Stripe carries for it (our own client_reference_id/metadata,
 * read back from Stripe, never from the request).
 */
async function ownerOf(deps: Deps, customerId: string, claimedUser: string | undefined) {
  const recorded = await deps.billing.userOfCustomer(customerId);
  if (recorded || !claimedUser || !UUID.test(claimedUser)) return recorded;
  const linked = await deps.billing.linkCustomer(claimedUser, customerId);
  return linked === customerId ? claimedUser : null;
}

async function syncSubscription(deps: Deps, subscriptionId: string, event: Stripe.Event, claimed?: string) {
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  const state = subscriptionState(subscription);
  const user = await ownerOf(deps, state.stripe_customer_id, claimed ?? subscription.metadata?.user_id);
  if (!user) {
    deps.log(`Stripe subscription ${subscriptionId} belongs to no account; ignored`);
    return;
  }
  const written = await deps.billing.recordSubscription(
    { ...state, user_id: user },
    new Date(event.created * 1000),
  );
  if (!written) deps.log(`Stripe event ${event.id} is older than the state kept; ignored`);
}

async function apply(deps: Deps, event: Stripe.Event): Promise<void> {
  if (event.type === 'checkout.session.completed') {
    const session = await deps.stripe.checkout.sessions.retrieve(event.data.object.id);
    if (session.mode !== 'subscription' || !session.subscription) return;
    await syncSubscription(
      deps,
      idOf(session.subscription),
      event,
      session.client_reference_id ?? session.metadata?.user_id,
    );
  } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
    await syncSubscription(deps, (event.data.object as Stripe.Subscription).id, event);
  }
}

export function createStripeWebhookHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      const event = await verifiedEvent(deps, req);
      if (!event) return errorResponse(400, 'Invalid webhook signature.');
      try {
        await apply(deps, event);
      } catch (error) {
        // 500 makes Stripe retry later (e.g. the database or Stripe's API was briefly unreachable).
        deps.log(`Handling Stripe event ${event.id} failed`, error);
        throw new HttpError(500, 'The event could not be processed; Stripe will retry.');
      }
      return json({ received: true });
    },
    () => getDeps().log,
  );
}

export const handler = createStripeWebhookHandler(defaultDeps);
