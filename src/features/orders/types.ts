/** An order as get_order returns it (schema.md): amounts in MAD, the items snapshot the products. */
export interface OrderItem {
  id: string;
  product_id: string | null;
  product_title: string;
  product_slug: string | null;
  product_image_url: string | null;
  variant_info: Record<string, unknown>;
  quantity: number;
  unit_price: number;
  total_price: number;
}

export interface Order {
  id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  shipping_address: { address: string; city: string; postalCode?: string | null; country?: string | null };
  payment_method: 'paypal' | 'cod';
  payment_status: string;
  order_status: string;
  currency: string;
  subtotal: number;
  shipping: number;
  total: number;
  created_at: string;
  carrier?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
  cancel_reason?: string | null;
  items: OrderItem[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOrderId = (value: string): boolean => UUID.test(value);
