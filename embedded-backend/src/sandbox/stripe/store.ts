/** In-memory Stripe objects of one sandbox run, shaped like the API's JSON. */
import { json, randomId } from '../http';

export type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };

export interface Customer extends StripeObject {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}
export interface Price extends StripeObject {
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  recurring: { interval: string; interval_count: number } | null;
  type: 'recurring' | 'one_time';
}
export interface CheckoutSession extends StripeObject {
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  /** subscription_data.metadata: becomes the subscription's metadata. */
  subscription_metadata: Record<string, string>;
  line_items_data: { price: string; quantity: number }[];
  amount_total: number;
  currency: string | null;
}
export interface Subscription extends StripeObject {
  customer: string;
  status: 'active' | 'canceled';
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  items: { object: 'list'; data: Array<Record<string, unknown>> };
  metadata: Record<string, string>;
}

export const now = () => Math.floor(Date.now() / 1000);

export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function createStore() {
  return {
    customers: new Map<string, Customer>(),
    products: new Map<string, StripeObject>(),
    prices: new Map<string, Price>(),
    sessions: new Map<string, CheckoutSession>(),
    subscriptions: new Map<string, Subscription>(),
    portalSessions: new Map<
      string,
      StripeObject & { customer: string; return_url: string | null; url: string }
    >(),
  };
}
export type StripeStore = ReturnType<typeof createStore>;

export const newId = (prefix: string) => randomId(`${prefix}_`, 24);

export function stripeError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  const requestId = randomId('req_', 14);
  return json(
    {
      error: {
        type: 'invalid_request_error',
        message,
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
        ...extra,
      },
    },
    status,
    { 'request-id': requestId },
  );
}

export const missingResource = (kind: string, id: string, param = 'id') =>
  stripeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

export const missingParam = (param: string) =>
  stripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

export function listOf<T>(data: T[], url: string, limit: number) {
  return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url };
}

/** Without the sandbox's private fields. */
export function presentSession(session: CheckoutSession) {
  const { line_items_data: _items, subscription_metadata: _metadata, ...visible } = session;
  return visible;
}

/** A new customer, as POST /v1/customers makes one and Checkout does for a buyer who has none. */
export function addCustomer(
  store: StripeStore,
  fields: Pick<Customer, 'email' | 'name' | 'metadata'>,
): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: now(),
    livemode: false,
    ...fields,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

/** A new product, as POST /v1/products makes one and a price's product_data does. */
export function addProduct(
  store: StripeStore,
  fields: { id?: string; name: string; metadata: Record<string, string> },
): StripeObject {
  const product = {
    id: fields.id ?? newId('prod'),
    object: 'product',
    created: now(),
    name: fields.name,
    active: true,
    livemode: false,
    metadata: fields.metadata,
  };
  store.products.set(product.id, product);
  return product;
}

export function createSubscription(
  store: StripeStore,
  customer: string,
  priceIds: { price: string; quantity: number }[],
  metadata: Record<string, string>,
): Subscription {
  const start = now();
  const end = addMonth(start);
  const id = newId('sub');
  const subscription: Subscription = {
    id,
    object: 'subscription',
    created: start,
    customer,
    status: 'active',
    livemode: false,
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    metadata,
    items: {
      object: 'list',
      // Recent API versions keep the period on each item; older ones on the subscription. We give both.
      data: priceIds.map(({ price, quantity }) => ({
        id: newId('si'),
        object: 'subscription_item',
        subscription: id,
        price: store.prices.get(price),
        quantity,
        current_period_start: start,
        current_period_end: end,
      })),
    },
  };
  store.subscriptions.set(id, subscription);
  return subscription;
}
