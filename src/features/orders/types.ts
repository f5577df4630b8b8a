import {
  arrayOf,
  jsonObject,
  nullable,
  number,
  oneOf,
  record,
  text,
  type JsonObject,
  type JsonReader,
} from '@/lib/json-reader';
import { OrdersChecks, RefundsChecks, type Tables } from '@/types/database.types';

/**
 * An order as get_order returns it (schema.md): amounts in MAD (total = subtotal - discount + shipping),
 * the items snapshot the products; each line and the shipping carry their TVA rate and the TVA inside
 * what was paid for it.
 */
export type OrderItem = Pick<
  Tables<'order_items'>,
  | 'id'
  | 'product_id'
  | 'product_title'
  | 'product_slug'
  | 'product_image_url'
  | 'sku'
  | 'quantity'
  | 'unit_price'
  | 'total_price'
  | 'refunded_quantity'
  | 'tva_rate'
  | 'tva'
> & { variant_info: JsonObject };

/** orders.shipping_address, as the orders_shipping_address_shape check holds it. */
export interface ShippingAddress {
  address: string;
  city: string;
  postalCode: string | null;
  country: string | null;
}

/** A refund as get_order shows it (not the failed ones): in the currency paid, with its pieces. */
export type OrderRefund = Pick<
  Tables<'refunds'>,
  'id' | 'status' | 'amount' | 'currency' | 'amount_mad' | 'shipping_mad' | 'reason' | 'created_at'
> & { lines: { order_item_id: string; quantity: number }[] };

export type Order = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'payment_method'
  | 'payment_status'
  | 'order_status'
  | 'currency'
  | 'subtotal'
  | 'discount'
  | 'promotion_codes'
  | 'shipping'
  | 'total'
  | 'created_at'
  | 'carrier'
  | 'tracking_number'
  | 'tracking_url'
  | 'cancel_reason'
  | 'user_id'
  | 'delivered_at'
  | 'returned_reason'
  | 'shipping_tva_rate'
  | 'shipping_tva'
> & { shipping_address: ShippingAddress; items: OrderItem[]; refunds: OrderRefund[] };

const allowed = OrdersChecks;

const readItem: JsonReader<OrderItem> = record({
  id: text,
  product_id: nullable(text),
  product_title: text,
  product_slug: nullable(text),
  product_image_url: nullable(text),
  // Orders placed before sizes had their own rows may have no SKU.
  sku: nullable(text),
  variant_info: jsonObject,
  quantity: number,
  unit_price: number,
  total_price: number,
  refunded_quantity: number,
  tva_rate: number,
  tva: number,
});

const readRefund: JsonReader<OrderRefund> = record({
  id: text,
  status: oneOf(RefundsChecks.status),
  amount: number,
  currency: oneOf(RefundsChecks.currency),
  amount_mad: number,
  shipping_mad: number,
  reason: text,
  created_at: text,
  lines: arrayOf(record({ order_item_id: text, quantity: number })),
});

const readAddress: JsonReader<ShippingAddress> = record({
  address: text,
  city: text,
  postalCode: nullable(text),
  country: nullable(text),
});

/** get_order's json, checked field by field against the orders and order_items rows. */
export const readOrder: JsonReader<Order> = record({
  id: text,
  order_number: text,
  customer_name: text,
  customer_email: text,
  customer_phone: text,
  shipping_address: readAddress,
  payment_method: oneOf(allowed.payment_method),
  payment_status: oneOf(allowed.payment_status),
  order_status: oneOf(allowed.order_status),
  currency: oneOf(allowed.currency),
  subtotal: number,
  discount: number,
  promotion_codes: arrayOf(text),
  shipping: number,
  total: number,
  created_at: text,
  carrier: nullable(text),
  tracking_number: nullable(text),
  tracking_url: nullable(text),
  cancel_reason: nullable(text),
  user_id: nullable(text),
  delivered_at: nullable(text),
  returned_reason: nullable(oneOf(allowed.returned_reason)),
  shipping_tva_rate: number,
  shipping_tva: number,
  items: arrayOf(readItem),
  refunds: arrayOf(readRefund),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrderId = (value: string): boolean => UUID.test(value);
