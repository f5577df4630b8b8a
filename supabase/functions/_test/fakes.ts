/**
 * Test doubles for the database edge only (orders, Stripe customers and subscriptions, users). They follow place_order's
 * contract closely enough for handler tests: database prices, stock, sizes, shipping rule,
 * caller-scoped idempotency and its `code: text` refusals. The real SQL is exercised by the vitest
 * integration tests in embedded-backend/tests/functions-*.test.ts.
 */
import type { SignedInUser, UserResolver } from '../_shared/clients.ts';
import {
  type OrderRecord,
  type OrdersRepo,
  type PaymentAction,
  type PaymentFlag,
  PlaceOrderError,
  type PlacedOrder,
  type PlaceOrderInput,
  type RecordedPayment,
} from '../_shared/orders.ts';
import type { BillingRepo, SubscriptionRecord } from '../_shared/billing.ts';
import type { CreatedRefund, PaypalRefundNews, RefundRow, RefundsRepo } from '../_shared/refunds.ts';

export interface FakeProduct {
  id: string;
  title: string;
  price: number;
  stock: number | null;
  sizes: string[];
}

export const PRODUCTS: FakeProduct[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Fez Blue Bowl',
    price: 250,
    stock: 5,
    sizes: ['small', 'medium'],
  },
  { id: '22222222-2222-4222-8222-222222222222', title: 'Argan Spoon', price: 45, stock: null, sizes: [] },
  { id: '33333333-3333-4333-8333-333333333333', title: 'Last Tagine', price: 600, stock: 1, sizes: [] },
];

type FakeOrderRow = OrderRecord & {
  items: PlaceOrderInput['items'];
  customer: PlaceOrderInput['customer'];
  shipping_address: PlaceOrderInput['shipping_address'];
  subtotal: number;
  discount: number;
  shipping: number;
  key?: string;
  caller?: string;
  request?: string;
  cancel_reason?: string;
  stock_released?: boolean;
  locale: PlacedOrder['locale'];
};

/** Who sent an idempotency key, and what they asked for, as place_order records them. */
const callerOf = (input: PlaceOrderInput) =>
  input.user_id ? `user:${input.user_id}` : input.cart_id ? `guest:${input.cart_id}` : undefined;
const requestOf = (input: PlaceOrderInput) =>
  JSON.stringify([input.items, input.currency, input.payment_method, input.customer, input.shipping_address]);

export class FakeOrders implements OrdersRepo {
  readonly rows = new Map<string, FakeOrderRow>();
  readonly stock = new Map(PRODUCTS.map((p) => [p.id, p.stock]));
  /** Each zone's cod_max_mad, as the seed has them: Morocco 5000, elsewhere (absent) not offered. */
  readonly codMax = new Map<string, number | null>([['MA', 5000]]);
  private counter = 1000;

  place(input: PlaceOrderInput): Promise<PlacedOrder> {
    if (input.idempotency_key && !callerOf(input)) {
      return Promise.reject(
        new PlaceOrderError('invalid_order', 'an idempotency key needs a user_id or a cart_id'),
      );
    }
    const existing = [...this.rows.values()].find(
      (r) => input.idempotency_key && r.key === input.idempotency_key,
    );
    if (existing) {
      if (existing.caller !== callerOf(input) || existing.request !== requestOf(input)) {
        return Promise.reject(
          new PlaceOrderError(
            'idempotency_conflict',
            'this idempotency key was already used for a different order',
          ),
        );
      }
      return Promise.resolve({ ...this.present(existing), replayed: true });
    }
    let subtotal = 0;
    for (const line of input.items) {
      const product = PRODUCTS.find((p) => p.id === line.product_id);
      if (!product)
        return Promise.reject(
          new PlaceOrderError('unknown_product', `product ${line.product_id} does not exist`),
        );
      const left = this.stock.get(product.id);
      if (left !== null && left !== undefined && left < line.quantity) {
        return Promise.reject(new PlaceOrderError('out_of_stock', `only ${left} left of "${product.title}"`));
      }
      const size = line.variant.size;
      if ((product.sizes.length && !product.sizes.includes(size ?? '')) || (!product.sizes.length && size)) {
        return Promise.reject(
          new PlaceOrderError(
            'invalid_size',
            `"${product.title}" comes in ${product.sizes.join(', ') || 'one size'}`,
          ),
        );
      }
      subtotal += product.price * line.quantity;
    }
    // The seeded "rest of Morocco" zone; other countries pay the rest-of-the-world price.
    const country = input.shipping_address.country ?? 'MA';
    const shipping = country !== 'MA' ? 250 : subtotal >= 500 ? 0 : 45;
    const codMax = this.codMax.get(country) ?? null;
    if (input.payment_method === 'cod' && codMax === null) {
      return Promise.reject(
        new PlaceOrderError('cod_not_available', 'cash on delivery is not offered for this address', {
          country,
        }),
      );
    }
    if (input.payment_method === 'cod' && codMax !== null && subtotal + shipping > codMax) {
      return Promise.reject(
        new PlaceOrderError('cod_limit', `cash on delivery is available for orders up to ${codMax} MAD`, {
          max: codMax,
          total: subtotal + shipping,
        }),
      );
    }
    for (const line of input.items) {
      const left = this.stock.get(line.product_id);
      if (left !== null && left !== undefined) this.stock.set(line.product_id, left - line.quantity);
    }
    const id = crypto.randomUUID();
    const row: FakeOrderRow = {
      id,
      order_number: `ZLJ-00${++this.counter}`,
      user_id: input.user_id ?? null,
      payment_method: input.payment_method,
      payment_status: 'pending' as const,
      order_status: 'pending' as const,
      currency: input.currency,
      total: subtotal + shipping,
      subtotal,
      discount: 0,
      shipping,
      paypal_order_id: null,
      items: input.items,
      customer: input.customer,
      shipping_address: input.shipping_address,
      key: input.idempotency_key,
      caller: input.idempotency_key ? callerOf(input) : undefined,
      request: input.idempotency_key ? requestOf(input) : undefined,
      locale: input.locale ?? 'en',
    };
    this.rows.set(id, row);
    return Promise.resolve({ ...this.present(row), replayed: false });
  }

  private present(row: FakeOrderRow): Omit<PlacedOrder, 'replayed'> {
    const { paypal_order_id: _hidden, ...visible } = row;
    return visible;
  }

  find(id: string) {
    const row = this.rows.get(id);
    return Promise.resolve(row ? { ...row } : null);
  }

  findByPaypalOrderId(paypalOrderId: string) {
    const row = [...this.rows.values()].find((r) => r.paypal_order_id === paypalOrderId);
    return Promise.resolve(row ? { ...row } : null);
  }

  update(id: string, patch: Partial<OrderRecord> & { cancel_reason?: string }) {
    const row = this.rows.get(id);
    if (!row) return Promise.resolve();
    const cancelling = patch.order_status === 'cancelled' && row.order_status !== 'cancelled';
    Object.assign(row, patch);
    if (cancelling) this.moveStock(row, +1);
    return Promise.resolve();
  }

  /** Returns (+1) or takes again (-1) an order's stock; false when it cannot be taken again. */
  private moveStock(row: FakeOrderRow, direction: 1 | -1): boolean {
    if ((direction === 1) === Boolean(row.stock_released)) return false;
    if (direction === -1 && row.items.some((l) => (this.stock.get(l.product_id) ?? Infinity) < l.quantity))
      return false;
    for (const line of row.items) {
      const left = this.stock.get(line.product_id);
      if (left !== null && left !== undefined)
        this.stock.set(line.product_id, left + direction * line.quantity);
    }
    row.stock_released = direction === 1;
    return true;
  }

  /** record_payment's decisions, on the fake rows. */
  recordPayment(id: string, outcome: 'paid' | 'failed'): Promise<RecordedPayment> {
    const row = this.rows.get(id)!;
    let action: PaymentAction = 'none';
    if (row.payment_status !== 'pending') action = 'none';
    else if (outcome === 'failed') {
      if (row.order_status === 'pending') {
        Object.assign(row, { order_status: 'cancelled', cancel_reason: 'payment failed' });
        this.moveStock(row, +1);
      }
      row.payment_status = 'failed';
      action = 'failed';
    } else if (row.order_status === 'cancelled') {
      const reheld = row.cancel_reason === 'payment not completed' && this.moveStock(row, -1);
      if (reheld)
        Object.assign(row, { payment_status: 'paid', order_status: 'confirmed', cancel_reason: undefined });
      action = reheld ? 'reheld' : 'refund';
    } else {
      Object.assign(row, {
        payment_status: 'paid',
        order_status: row.order_status === 'pending' ? 'confirmed' : row.order_status,
      });
      action = 'paid';
    }
    return Promise.resolve({ payment_status: row.payment_status, order_status: row.order_status, action });
  }

  /** release_expired_holds for one order: what the sweep does when its hold has run out. */
  expireHold(id: string) {
    const row = this.rows.get(id)!;
    const reason = row.payment_method === 'paypal' ? 'payment not completed' : 'not confirmed';
    return this.update(id, { order_status: 'cancelled', cancel_reason: reason });
  }

  /** order_payment_flags: one row per order and reason. */
  readonly flags: PaymentFlag[] = [];
  flagPayment(flag: PaymentFlag) {
    if (!this.flags.some((f) => f.order_id === flag.order_id && f.reason === flag.reason))
      this.flags.push(flag);
    return Promise.resolve();
  }

  /** Unknown promotion codes counted, per client address. */
  readonly codeMisses: string[] = [];
  noteCodeMiss(client: string) {
    this.codeMisses.push(client);
    return Promise.resolve();
  }

  /** Cash checkouts counted per client address; past codAttemptLimit one is refused as SQL does. */
  readonly codAttempts: string[] = [];
  codAttemptLimit = Infinity;
  noteCodAttempt(client: string) {
    if (this.codAttempts.filter((c) => c === client).length >= this.codAttemptLimit)
      return Promise.reject(new PlaceOrderError('cod_rate_limited', 'too many cash-on-delivery orders'));
    this.codAttempts.push(client);
    return Promise.resolve();
  }
}

/**
 * stripe_customers and subscriptions as record_stripe_subscription keeps them: one customer per
 * user and per user only, the owner fixed at insert, an older event never overwriting a newer one.
 */
export class FakeBilling implements BillingRepo {
  readonly customers = new Map<string, string>();
  readonly subscriptions = new Map<string, SubscriptionRecord & { event: number }>();

  customerOf(userId: string) {
    return Promise.resolve(this.customers.get(userId) ?? null);
  }

  userOfCustomer(customerId: string) {
    const found = [...this.customers].find(([, customer]) => customer === customerId);
    return Promise.resolve(found?.[0] ?? null);
  }

  async linkCustomer(userId: string, customerId: string) {
    const owner = await this.userOfCustomer(customerId);
    if (owner && owner !== userId) throw new Error('stripe_customers_customer_once');
    if (!this.customers.has(userId)) this.customers.set(userId, customerId);
    return this.customers.get(userId)!;
  }

  recordSubscription(record: SubscriptionRecord, eventCreated: Date) {
    if (this.customers.get(record.user_id) !== record.stripe_customer_id)
      return Promise.reject(new Error('subscriptions_customer_of_user'));
    const kept = this.subscriptions.get(record.stripe_subscription_id);
    if (kept && (kept.event > eventCreated.getTime() || kept.user_id !== record.user_id))
      return Promise.resolve(false);
    this.subscriptions.set(record.stripe_subscription_id, { ...record, event: eventCreated.getTime() });
    return Promise.resolve(true);
  }

  subscriptionsOf(userId: string) {
    return Promise.resolve([...this.subscriptions.values()].filter((s) => s.user_id === userId));
  }
}

/** Tokens are `user:<id>:<email>`; anything else is not a valid session. */
export const fakeUsers: UserResolver = {
  fromToken(token: string): Promise<SignedInUser | null> {
    const [kind, id, email] = token.split(':');
    const known = (kind === 'user' || kind === 'owner') && id && email;
    return Promise.resolve(known ? { id, email, isOwner: kind === 'owner' } : null);
  },
};

export const userToken = (id: string, email: string) => `user:${id}:${email}`;

export const ownerToken = (id: string, email: string) => `owner:${id}:${email}`;

/**
 * The refunds edge for handler tests that only need to see what a function told the database. The
 * rules themselves are SQL, tested against the real schema (tests/backend/refunds-*.test.ts).
 */
export class FakeRefunds implements RefundsRepo {
  readonly news: PaypalRefundNews[] = [];

  create(): Promise<CreatedRefund> {
    return Promise.reject(new Error('FakeRefunds does not make refunds; use the backend tests'));
  }
  find(): Promise<null> {
    return Promise.resolve(null);
  }
  settle(): Promise<RefundRow> {
    return Promise.reject(new Error('FakeRefunds does not settle refunds; use the backend tests'));
  }
  recordPaypal(news: PaypalRefundNews): Promise<{ handled: string }> {
    this.news.push(news);
    return Promise.resolve({ handled: 'dashboard' });
  }
}
