/**
 * The orders table as the functions use it. Writing an order goes through the place_order SQL
 * function (prices, stock and totals are decided in the database, in one transaction).
 */
import { z } from 'zod';
import type { AdminClient } from './clients.ts';
import { Constants, type Tables, type TablesInsert } from './database.types.ts';

type OrderRow = Tables<'orders'>;
export type PaymentStatus = OrderRow['payment_status'];
export type OrderStatus = OrderRow['order_status'];

const COLUMNS =
  'id, order_number, user_id, payment_method, payment_status, order_status, currency, total, paypal_order_id';

export type OrderRecord = Pick<
  OrderRow,
  | 'id'
  | 'order_number'
  | 'user_id'
  | 'payment_method'
  | 'payment_status'
  | 'order_status'
  | 'currency'
  | 'total'
  | 'paypal_order_id'
>;

/** place_order's p_order json (a type, not an interface, so it is assignable to Json). */
export type PlaceOrderInput = {
  /** A line names its variant; a bag saved before variants sends the product and its size instead. */
  items: Array<{ product_id: string; variant_id?: string; quantity: number; variant: { size?: string } }>;
  currency: OrderRow['currency'];
  payment_method: OrderRow['payment_method'];
  /** A code the order must get (place_order refuses it otherwise). */
  promotion_code?: string;
  /** The shopper's address: too many unknown codes from it within a minute refuse any code (429). */
  client?: string;
  customer: { name: string; email: string; phone: string };
  shipping_address: { address: string; city: string; postalCode?: string; country?: string };
  user_id?: string;
  /** A guest's cart id: with idempotency_key, whose key it is (place_order keeps only its hash). */
  cart_id?: string;
  idempotency_key?: string;
  /** The order's language, for its e-mails (place_order's default: en). */
  locale?: OrderRow['locale'];
};

/**
 * What record_payment did: paid / failed as asked; reheld: a payment after the hold ended, the stock
 * taken again; refund: a payment after the hold ended with the stock gone, to be refunded; none: the
 * payment was already settled.
 */
export const PAYMENT_ACTIONS = ['paid', 'reheld', 'refund', 'failed', 'none'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export interface RecordedPayment {
  payment_status: PaymentStatus;
  order_status: OrderStatus;
  action: PaymentAction;
}

export type PlacedOrder = Omit<OrderRecord, 'paypal_order_id'> &
  Pick<OrderRow, 'subtotal' | 'discount' | 'shipping'> & {
    replayed: boolean;
    /** The language the order was placed in (a replay keeps the first request's). */
    locale: OrderRow['locale'];
  };

const allowed = Constants.public.Checks.orders;

/** place_order answers json (its order_json plus `replayed`): read, not trusted, into PlacedOrder. */
const placedOrder: z.ZodType<PlacedOrder> = z.object({
  id: z.string(),
  order_number: z.string(),
  user_id: z.string().nullable(),
  payment_method: z.enum(allowed.payment_method),
  payment_status: z.enum(allowed.payment_status),
  order_status: z.enum(allowed.order_status),
  currency: z.enum(allowed.currency),
  total: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  replayed: z.boolean(),
  locale: z.enum(allowed.locale),
});

/** record_payment answers json: read, not trusted, into RecordedPayment. */
const recordedPayment: z.ZodType<RecordedPayment> = z.object({
  payment_status: z.enum(allowed.payment_status),
  order_status: z.enum(allowed.order_status),
  action: z.enum(PAYMENT_ACTIONS),
});

type Amount = { currency_code: string; value: string };

/** A payment the shop did not trust (order_payment_flags): the order stays unpaid for the owner to review. */
export type PaymentFlag = Pick<
  TablesInsert<'order_payment_flags'>,
  'order_id' | 'reason' | 'source' | 'paypal_order_id' | 'paypal_capture_id'
> & { expected: Amount; received: Amount | null };

/**
 * A refusal of place_order: code is its hint (out_of_stock, unknown_product, invalid_size, ...), detail
 * the values it names in the error's detail (cod_limit: the zone's max), {} when it names none.
 */
export class PlaceOrderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface OrdersRepo {
  place(input: PlaceOrderInput): Promise<PlacedOrder>;
  find(id: string): Promise<OrderRecord | null>;
  findByPaypalOrderId(paypalOrderId: string): Promise<OrderRecord | null>;
  update(
    id: string,
    patch: Partial<Pick<OrderRecord, 'payment_status' | 'order_status' | 'paypal_order_id'>> & {
      cancel_reason?: string;
    },
  ): Promise<void>;
  /**
   * Applies PayPal's outcome under the order's row lock (record_payment in SQL); a payment records
   * the capture its refunds will go against.
   */
  recordPayment(id: string, outcome: 'paid' | 'failed', captureId?: string): Promise<RecordedPayment>;
  /** Records why a payment was not trusted; the same reason for the same order is kept once. */
  flagPayment(flag: PaymentFlag): Promise<void>;
  /** Counts an unknown promotion code tried from this address (the guessing limit). */
  noteCodeMiss(client: string): Promise<void>;
  /** Counts a cash-on-delivery checkout from this address, or refuses it (cod_rate_limited). */
  noteCodAttempt(client: string): Promise<void>;
}

const errorDetail = z.record(z.string(), z.unknown());

/** private.order_error writes its values as a JSON object in the detail; anything else names none. */
function detailOf(details: string | null | undefined): Record<string, unknown> {
  try {
    return errorDetail.safeParse(JSON.parse(details ?? '')).data ?? {};
  } catch {
    return {};
  }
}

/** `code: text` messages of place_order become the bare text; the code comes from the hint. */
function placeOrderError(error: {
  message: string;
  hint?: string | null;
  code?: string;
  details?: string | null;
}): PlaceOrderError {
  const match = /^([a-z_]+): (.*)$/s.exec(error.message);
  const code = error.hint || match?.[1] || error.code || 'unknown';
  return new PlaceOrderError(code, match?.[2] ?? error.message, detailOf(error.details));
}

export function supabaseOrders(admin: AdminClient): OrdersRepo {
  const findBy = async (column: 'id' | 'paypal_order_id', value: string) => {
    const { data, error } = await admin.from('orders').select(COLUMNS).eq(column, value).maybeSingle();
    if (error) throw new Error(`Reading order failed: ${error.message}`);
    return data;
  };
  return {
    async place(input) {
      const { data, error } = await admin.rpc('place_order', { p_order: input });
      if (error) {
        // Only place_order's own refusals carry a hint; anything else is an outage, not a 4xx.
        if (error.hint || /^[a-z_]+: /.test(error.message)) throw placeOrderError(error);
        throw new Error(`place_order failed: ${error.message}`);
      }
      const placed = placedOrder.safeParse(data);
      if (!placed.success)
        throw new Error(`place_order answered an unexpected order: ${placed.error.message}`);
      return placed.data;
    },
    find: (id) => findBy('id', id),
    findByPaypalOrderId: (paypalOrderId) => findBy('paypal_order_id', paypalOrderId),
    async update(id, patch) {
      const { error } = await admin.from('orders').update(patch).eq('id', id);
      if (error) throw new Error(`Updating order failed: ${error.message}`);
    },
    async recordPayment(id, outcome, captureId) {
      const { data, error } = await admin.rpc('record_payment', {
        p_order_id: id,
        p_outcome: outcome,
        p_capture_id: captureId || undefined,
      });
      if (error) throw new Error(`Recording the payment failed: ${error.message}`);
      const recorded = recordedPayment.safeParse(data);
      if (!recorded.success)
        throw new Error(`record_payment answered an unexpected result: ${recorded.error.message}`);
      return recorded.data;
    },
    async flagPayment(flag) {
      const { error } = await admin
        .from('order_payment_flags')
        .upsert(flag, { onConflict: 'order_id,reason', ignoreDuplicates: true });
      if (error) throw new Error(`Flagging the payment failed: ${error.message}`);
    },
    async noteCodeMiss(client) {
      const { error } = await admin.rpc('note_promotion_code_miss', { p_client: client });
      if (error) throw new Error(`Counting a wrong promotion code failed: ${error.message}`);
    },
    async noteCodAttempt(client) {
      const { error } = await admin.rpc('note_cod_attempt', { p_client: client });
      if (error?.hint) throw placeOrderError(error);
      if (error) throw new Error(`Counting a cash-on-delivery checkout failed: ${error.message}`);
    },
  };
}
