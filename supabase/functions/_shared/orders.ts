/**
 * The orders table as the functions use it. Writing an order goes through the place_order SQL
 * function (prices, stock and totals are decided in the database, in one transaction).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderRecord {
  id: string;
  order_number: string;
  user_id: string | null;
  payment_method: 'paypal' | 'cod';
  payment_status: PaymentStatus;
  order_status: OrderStatus;
  currency: 'MAD' | 'EUR' | 'USD';
  total: number;
  paypal_order_id: string | null;
}

export interface PlaceOrderInput {
  items: Array<{ product_id: string; quantity: number; variant: { size?: string } }>;
  currency: 'MAD' | 'EUR' | 'USD';
  payment_method: 'paypal' | 'cod';
  customer: { name: string; email: string; phone: string };
  shipping_address: { address: string; city: string; postalCode?: string; country?: string };
  user_id?: string;
  /** A guest's cart id: with idempotency_key, whose key it is (place_order keeps only its hash). */
  cart_id?: string;
  idempotency_key?: string;
}

export type PlacedOrder = Omit<OrderRecord, 'paypal_order_id'> & { replayed: boolean };

/** A payment the shop did not trust (order_payment_flags): the order stays unpaid for the owner to review. */
export interface PaymentFlag {
  order_id: string;
  reason: string;
  source: 'webhook' | 'capture';
  paypal_order_id: string | null;
  paypal_capture_id: string | null;
  expected: { currency_code: string; value: string };
  received: { currency_code: string; value: string } | null;
}

/** A refusal of place_order: code is its hint (out_of_stock, unknown_product, invalid_size, ...). */
export class PlaceOrderError extends Error {
  constructor(
    readonly code: string,
    message: string,
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
    patch: Partial<Pick<OrderRecord, 'payment_status' | 'order_status' | 'paypal_order_id'>>,
  ): Promise<void>;
  /** Records why a payment was not trusted; the same reason for the same order is kept once. */
  flagPayment(flag: PaymentFlag): Promise<void>;
}

const COLUMNS =
  'id, order_number, user_id, payment_method, payment_status, order_status, currency, total, paypal_order_id';

const toRecord = <T extends { total: unknown }>(row: T) => ({ ...row, total: Number(row.total) });

/** `code: text` messages of place_order become the bare text; the code comes from the hint. */
function placeOrderError(error: { message: string; hint?: string | null; code?: string }): PlaceOrderError {
  const match = /^([a-z_]+): (.*)$/s.exec(error.message);
  const code = error.hint || match?.[1] || error.code || 'unknown';
  return new PlaceOrderError(code, match?.[2] ?? error.message);
}

export function supabaseOrders(admin: SupabaseClient): OrdersRepo {
  const findBy = async (column: string, value: string) => {
    const { data, error } = await admin.from('orders').select(COLUMNS).eq(column, value).maybeSingle();
    if (error) throw new Error(`Reading order failed: ${error.message}`);
    return data ? (toRecord(data) as OrderRecord) : null;
  };
  return {
    async place(input) {
      const { data, error } = await admin.rpc('place_order', { p_order: input });
      if (error) {
        // Only place_order's own refusals carry a hint; anything else is an outage, not a 4xx.
        if (error.hint || /^[a-z_]+: /.test(error.message)) throw placeOrderError(error);
        throw new Error(`place_order failed: ${error.message}`);
      }
      return toRecord(data) as PlacedOrder;
    },
    find: (id) => findBy('id', id),
    findByPaypalOrderId: (paypalOrderId) => findBy('paypal_order_id', paypalOrderId),
    async update(id, patch) {
      const { error } = await admin.from('orders').update(patch).eq('id', id);
      if (error) throw new Error(`Updating order failed: ${error.message}`);
    },
    async flagPayment(flag) {
      const { error } = await admin
        .from('order_payment_flags')
        .upsert(flag, { onConflict: 'order_id,reason', ignoreDuplicates: true });
      if (error) throw new Error(`Flagging the payment failed: ${error.message}`);
    },
  };
}
