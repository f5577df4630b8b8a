/** Prices (with lookup keys) and Checkout sessions of the Stripe sandbox. */
import { json } from '../http';
import { list, record, str, type FormObject } from './form';
import {
  addProduct,
  missingParam,
  missingResource,
  newId,
  now,
  presentSession,
  stripeError,
  type CheckoutSession,
  type Price,
  type StripeStore,
} from './store';

export function createCatalogApi(store: StripeStore, base: string) {
  function createPrice(params: FormObject) {
    const currency = str(params.currency)?.toLowerCase();
    if (!currency) return missingParam('currency');
    let product = str(params.product);
    const productData = params.product_data as FormObject | undefined;
    const productName = productData && str(productData.name);
    if (!product && productName)
      product = addProduct(store, { name: productName, metadata: record(productData?.metadata) }).id;
    if (!product) return missingParam('product');
    if (!store.products.has(product)) return missingResource('product', product, 'product');
    const lookupKey = str(params.lookup_key) ?? null;
    if (
      lookupKey &&
      [...store.prices.values()].some((p) => p.lookup_key === lookupKey) &&
      str(params.transfer_lookup_key) !== 'true'
    ) {
      return stripeError(400, `A price (\`${lookupKey}\`) already uses that lookup key.`, {
        param: 'lookup_key',
      });
    }
    const recurring = params.recurring as FormObject | undefined;
    const price: Price = {
      id: newId('price'),
      object: 'price',
      created: now(),
      livemode: false,
      active: true,
      currency,
      unit_amount: Number(str(params.unit_amount) ?? 0),
      product,
      lookup_key: lookupKey,
      nickname: str(params.nickname) ?? null,
      recurring: recurring
        ? {
            interval: str(recurring.interval) ?? 'month',
            interval_count: Number(str(recurring.interval_count) ?? 1),
          }
        : null,
      type: recurring ? 'recurring' : 'one_time',
    };
    store.prices.set(price.id, price);
    return json(price);
  }

  function createSession(params: FormObject) {
    const mode = str(params.mode);
    if (!mode) return missingParam('mode');
    const successUrl = str(params.success_url);
    if (!successUrl) return missingParam('success_url');
    const items = list(params.line_items).map((item) => ({
      price: str((item as FormObject).price) ?? '',
      quantity: Number(str((item as FormObject).quantity) ?? 1),
    }));
    if (mode === 'subscription' && items.length === 0) return missingParam('line_items');
    for (const item of items) {
      const price = store.prices.get(item.price);
      if (!price) return missingResource('price', item.price, 'line_items[0][price]');
      if (mode === 'subscription' && !price.recurring)
        return stripeError(
          400,
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          { param: 'line_items' },
        );
    }
    const customer = str(params.customer) ?? null;
    if (customer && !store.customers.has(customer)) return missingResource('customer', customer, 'customer');
    const first = store.prices.get(items[0]?.price ?? '');
    const id = newId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      created: now(),
      livemode: false,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: str(params.customer_email) ?? null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: `${base}/checkout/${id}`,
      subscription: null,
      metadata: record(params.metadata),
      client_reference_id: str(params.client_reference_id) ?? null,
      subscription_metadata: record((params.subscription_data as FormObject | undefined)?.metadata),
      line_items_data: items,
      amount_total: items.reduce(
        (sum, i) => sum + (store.prices.get(i.price)?.unit_amount ?? 0) * i.quantity,
        0,
      ),
      currency: first?.currency ?? null,
      expires_at: now() + 24 * 3600,
    };
    store.sessions.set(id, session);
    return json(presentSession(session));
  }

  function retrieveSession(id: string) {
    const session = store.sessions.get(id);
    return session ? json(presentSession(session)) : missingResource('checkout.session', id);
  }

  return { createPrice, createSession, retrieveSession };
}
