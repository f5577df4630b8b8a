/** The slice of the Stripe API that premium needs, as the official SDK calls it. */
import { json } from '../http';
import { createCatalogApi } from './catalog';
import { list, record, str, type FormObject } from './form';
import {
  addCustomer,
  addProduct,
  listOf,
  missingParam,
  missingResource,
  newId,
  now,
  stripeError,
  type StripeStore,
} from './store';
import { deliverStripeEvent, type StripeWebhookTarget } from './webhooks';

export interface StripeCall {
  method: string;
  path: string;
  params: FormObject;
}

const limitOf = (params: FormObject) => Math.min(Math.max(Number(str(params.limit) ?? 10) || 10, 1), 100);

export function createStripeApi(store: StripeStore, base: string, webhook: StripeWebhookTarget | null) {
  const { createPrice, createSession, retrieveSession } = createCatalogApi(store, base);
  function listSubscriptions(params: FormObject) {
    const customer = str(params.customer);
    const status = str(params.status);
    const matches = [...store.subscriptions.values()]
      .filter((s) => !customer || s.customer === customer)
      .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
      .sort((a, b) => b.created - a.created);
    return json(listOf(matches, '/v1/subscriptions', limitOf(params)));
  }

  function createPortalSession(params: FormObject) {
    const customer = str(params.customer);
    if (!customer) return missingParam('customer');
    if (!store.customers.has(customer)) return missingResource('customer', customer, 'customer');
    const id = newId('bps');
    const session = {
      id,
      object: 'billing_portal.session',
      created: now(),
      livemode: false,
      customer,
      return_url: str(params.return_url) ?? null,
      url: `${base}/portal/${id}`,
    };
    store.portalSessions.set(id, session);
    return json(session);
  }

  async function cancelSubscription(id: string) {
    const subscription = store.subscriptions.get(id);
    if (!subscription) return missingResource('subscription', id);
    if (subscription.status !== 'canceled') {
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      await deliverStripeEvent(webhook, 'customer.subscription.deleted', subscription);
    }
    return json(subscription);
  }

  const retrieve = (kind: string, map: Map<string, unknown>, id: string) => {
    const found = map.get(id);
    return found ? json(found) : missingResource(kind, id);
  };

  return async function call({ method, path, params }: StripeCall): Promise<Response> {
    const [, version, ...segments] = path.split('/');
    // Namespaced resources (checkout.sessions, billing_portal.sessions) take two path segments.
    if (segments[0] === 'checkout' || segments[0] === 'billing_portal')
      segments.splice(0, 2, `${segments[0]}/${segments[1]}`);
    const [resource, id, sub] = segments;
    if (version !== 'v1') return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    const route = `${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (route) {
      case 'POST customers':
        return json(
          addCustomer(store, {
            email: str(params.email) ?? null,
            name: str(params.name) ?? null,
            metadata: record(params.metadata),
          }),
        );
      case 'GET customers': {
        const email = str(params.email);
        const found = [...store.customers.values()]
          .filter((c) => !email || c.email === email)
          .sort((a, b) => b.created - a.created);
        return json(listOf(found, '/v1/customers', limitOf(params)));
      }
      case 'GET customers/:id':
        return retrieve('customer', store.customers, id!);
      case 'POST products': {
        const name = str(params.name);
        if (!name) return missingParam('name');
        return json(addProduct(store, { id: str(params.id), name, metadata: record(params.metadata) }));
      }
      case 'GET products/:id':
        return retrieve('product', store.products, id!);
      case 'POST prices':
        return createPrice(params);
      case 'GET prices': {
        const keys = list(params.lookup_keys).map(String);
        const active = str(params.active);
        const found = [...store.prices.values()].filter(
          (p) =>
            (!keys.length || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
            (active === undefined || String(p.active) === active),
        );
        return json(listOf(found, '/v1/prices', limitOf(params)));
      }
      case 'GET prices/:id':
        return retrieve('price', store.prices, id!);
      case 'POST checkout/sessions':
        return createSession(params);
      case 'GET checkout/sessions/:id':
        return retrieveSession(id!);
      case 'GET subscriptions':
        return listSubscriptions(params);
      case 'GET subscriptions/:id':
        return retrieve('subscription', store.subscriptions, id!);
      case 'DELETE subscriptions/:id':
        return cancelSubscription(id!);
      case 'POST billing_portal/sessions':
        return createPortalSession(params);
      default:
        return stripeError(
          404,
          `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        );
    }
  };
}
