/** Stripe's hosted pages in the sandbox: Checkout (pay a subscription) and the customer portal. */
import { brandedPage, escapeHtml, readForm, redirect } from '../http';
import { addCustomer, createSubscription, now, presentSession, type StripeStore } from './store';
import { deliverStripeEvent, type StripeWebhookTarget } from './webhooks';

// Stripe's blurple, darkened to keep 4.5:1 contrast with white text.
const stripePage = brandedPage('Stripe sandbox', '#4a43c9');
const notFound = (body: string) => stripePage({ title: 'Not found', status: 404, body });

const money = (amount: number, currency: string | null) =>
  `${(amount / 100).toFixed(2)} ${(currency ?? '').toUpperCase()}`;

export function createStripePages(store: StripeStore, base: string, webhook: StripeWebhookTarget | null) {
  function checkoutPage(id: string): Response {
    const session = store.sessions.get(id);
    if (!session)
      return notFound('<h1>This checkout link is not valid</h1><p>Go back to the shop and start again.</p>');
    if (session.status !== 'open') {
      return stripePage({
        title: 'Already paid',
        body: `<h1>This checkout is already complete</h1><p><a class="link-button primary" href="${escapeHtml(successUrl(session.success_url, id))}">Continue</a></p>`,
      });
    }
    const price = store.prices.get(session.line_items_data[0]?.price ?? '');
    const product = store.products.get(String(price?.product ?? ''));
    const email = session.customer_email ?? store.customers.get(session.customer ?? '')?.email ?? '';
    const per = price?.recurring ? ` per ${escapeHtml(price.recurring.interval)}` : '';
    const body = `
<h1>Subscribe to ${escapeHtml(product?.name ?? 'the plan')}</h1>
<p class="amount" aria-label="Price">${escapeHtml(money(session.amount_total, session.currency))}<small>${per}</small></p>
${email ? `<p class="note">Billing e-mail: <strong>${escapeHtml(email)}</strong></p>` : ''}
<p class="note">Test card 4242 4242 4242 4242 is used automatically.</p>
<form method="post" action="${escapeHtml(base)}/checkout/${escapeHtml(id)}/pay">
  <div class="actions">
    <button type="submit" class="primary">Pay and subscribe</button>
    <button type="submit" class="secondary" formaction="${escapeHtml(base)}/checkout/${escapeHtml(id)}/cancel">Cancel</button>
  </div>
</form>`;
    return stripePage({ title: 'Checkout', body });
  }

  async function pay(id: string): Promise<Response> {
    const session = store.sessions.get(id);
    if (!session) return checkoutPage(id);
    if (session.status === 'open') {
      const customer =
        session.customer ||
        addCustomer(store, { email: session.customer_email, name: null, metadata: {} }).id;
      // Like Stripe: the subscription's metadata is subscription_data.metadata, not the session's.
      const subscription =
        session.mode === 'subscription'
          ? createSubscription(store, customer, session.line_items_data, session.subscription_metadata)
          : null;
      Object.assign(session, {
        customer,
        status: 'complete',
        payment_status: 'paid',
        url: null,
        subscription: subscription?.id ?? null,
      });
      if (subscription) await deliverStripeEvent(webhook, 'customer.subscription.created', subscription);
      await deliverStripeEvent(webhook, 'checkout.session.completed', presentSession(session));
    }
    return redirect(successUrl(session.success_url, id));
  }

  function cancel(id: string): Response {
    const session = store.sessions.get(id);
    if (!session) return checkoutPage(id);
    return session.cancel_url ? redirect(session.cancel_url) : checkoutPage(id);
  }

  function portalPage(id: string): Response {
    const portal = store.portalSessions.get(id);
    if (!portal) return notFound('<h1>This portal link is not valid</h1>');
    const subscriptions = [...store.subscriptions.values()].filter((s) => s.customer === portal.customer);
    const rows = subscriptions.map((s) => {
      const price = s.items.data[0]?.price as { unit_amount?: number; currency?: string } | undefined;
      const until = new Date(s.current_period_end * 1000).toISOString().slice(0, 10);
      const action =
        s.status === 'active'
          ? `<form method="post" action="${escapeHtml(base)}/portal/${escapeHtml(id)}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit" class="secondary">Cancel subscription</button></form>`
          : 'Cancelled';
      return `<tr><td>${escapeHtml(money(price?.unit_amount ?? 0, price?.currency ?? ''))} / month<br><small>${s.status === 'active' ? `Renews ${until}` : ''}</small></td><td>${action}</td></tr>`;
    });
    const back = portal.return_url
      ? `<p><a class="link-button primary" href="${escapeHtml(portal.return_url)}">Return to Zellij</a></p>`
      : '';
    const body = `<h1>Manage your subscription</h1>${rows.length ? `<table><caption class="note">Your subscriptions</caption>${rows.join('')}</table>` : '<p>You have no subscriptions.</p>'}${back}`;
    return stripePage({ title: 'Customer portal', body });
  }

  async function cancelFromPortal(id: string, req: Request): Promise<Response> {
    const portal = store.portalSessions.get(id);
    const subscription = store.subscriptions.get((await readForm(req)).get('subscription') ?? '');
    if (
      portal &&
      subscription &&
      subscription.customer === portal.customer &&
      subscription.status === 'active'
    ) {
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      await deliverStripeEvent(webhook, 'customer.subscription.deleted', subscription);
    }
    return redirect(`${base}/portal/${id}`);
  }

  return async function pages(req: Request, path: string): Promise<Response | null> {
    const match = /^\/(checkout|portal)\/([A-Za-z0-9_]+)(?:\/(pay|cancel))?$/.exec(path);
    if (!match) return null;
    const [, kind, id, action] = match as unknown as [string, string, string, string | undefined];
    if (req.method === 'GET' && !action) return kind === 'checkout' ? checkoutPage(id) : portalPage(id);
    if (req.method !== 'POST' || !action) return null;
    if (kind === 'portal') return action === 'cancel' ? cancelFromPortal(id, req) : null;
    return action === 'pay' ? pay(id) : cancel(id);
  };
}

function successUrl(url: string, sessionId: string): string {
  return url.replace('{CHECKOUT_SESSION_ID}', sessionId);
}
