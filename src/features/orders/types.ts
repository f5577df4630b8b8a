import {
  arrayOf,
  fields,
  jsonObject,
  nullable,
  number,
  oneOf,
  text,
  type JsonObject,
  type JsonReader,
} from '@/lib/json-reader';
import { Constants, type Tables } from '@/types/database.types';

/** An order as get_order returns it (schema.md): amounts in MAD, the items snapshot the products. */
export type OrderItem = Pick<
  Tables<'order_items'>,
  | 'id'
  | 'product_id'
  | 'product_title'
  | 'product_slug'
  | 'product_image_url'
  | 'quantity'
  | 'unit_price'
  | 'total_price'
> & { variant_info: JsonObject };

/** orders.shipping_address, as the orders_shipping_address_shape check holds it. */
export interface ShippingAddress {
  address: string;
  city: string;
  postalCode: string | null;
  country: string | null;
}

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
  | 'shipping'
  | 'total'
  | 'created_at'
  | 'carrier'
  | 'tracking_number'
  | 'tracking_url'
  | 'cancel_reason'
> & { shipping_address: ShippingAddress; items: OrderItem[] };

const allowed = Constants.public.Checks.orders;

const readItem: JsonReader<OrderItem> = (value, path) => {
  const field = fields(value, path);
  return {
    id: field('id', text),
    product_id: field('product_id', nullable(text)),
    product_title: field('product_title', text),
    product_slug: field('product_slug', nullable(text)),
    product_image_url: field('product_image_url', nullable(text)),
    variant_info: field('variant_info', jsonObject),
    quantity: field('quantity', number),
    unit_price: field('unit_price', number),
    total_price: field('total_price', number),
  };
};

const readAddress: JsonReader<ShippingAddress> = (value, path) => {
  const field = fields(value, path);
  return {
    address: field('address', text),
    city: field('city', text),
    postalCode: field('postalCode', nullable(text)),
    country: field('country', nullable(text)),
  };
};

/** get_order's json, checked field by field against the orders and order_items rows. */
export const readOrder: JsonReader<Order> = (value, path) => {
  const field = fields(value, path);
  return {
    id: field('id', text),
    order_number: field('order_number', text),
    customer_name: field('customer_name', text),
    customer_email: field('customer_email', text),
    customer_phone: field('customer_phone', text),
    shipping_address: field('shipping_address', readAddress),
    payment_method: field('payment_method', oneOf(allowed.payment_method)),
    payment_status: field('payment_status', oneOf(allowed.payment_status)),
    order_status: field('order_status', oneOf(allowed.order_status)),
    currency: field('currency', oneOf(allowed.currency)),
    subtotal: field('subtotal', number),
    shipping: field('shipping', number),
    total: field('total', number),
    created_at: field('created_at', text),
    carrier: field('carrier', nullable(text)),
    tracking_number: field('tracking_number', nullable(text)),
    tracking_url: field('tracking_url', nullable(text)),
    cancel_reason: field('cancel_reason', nullable(text)),
    items: field('items', arrayOf(readItem)),
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrderId = (value: string): boolean => UUID.test(value);
