import { fields, text } from '@/lib/json-reader';

import { createTestAccount, serviceClient } from './test-users';

/**
 * A cash-on-delivery guest order to Fes of `quantity` small Safi bowls (240 MAD each, made to order so
 * no stock runs out, 45 MAD shipping below the free threshold), placed by place_order as
 * create-checkout places it, with `code` when given; an account's order with `userId`.
 */
export async function placeSafiOrder({
  quantity = 1,
  email = 'salma@example.ma',
  phone = '+212612345678',
  code,
  userId,
}: { quantity?: number; email?: string; phone?: string; code?: string; userId?: string } = {}) {
  const service = serviceClient();
  const { data: variant } = await service
    .from('product_variants')
    .select('id, product_id')
    .eq('sku', 'ZLJ-CER-002-S')
    .single()
    .throwOnError();
  const { data, error } = await service.rpc('place_order', {
    p_order: {
      items: [
        { product_id: variant.product_id, variant_id: variant.id, quantity, variant: { size: 'small' } },
      ],
      currency: 'MAD',
      payment_method: 'cod',
      ...(code ? { promotion_code: code } : {}),
      ...(userId ? { user_id: userId } : {}),
      customer: { name: 'Salma Test', email, phone },
      shipping_address: { address: '4 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
    },
  });
  if (error) throw error;
  const field = fields(data, 'place_order');
  return { id: field('id', text), orderNumber: field('order_number', text) };
}

/** Takes an order to the door with the service role, through the steps the owner's screen walks. */
export async function deliverOrder(orderId: string) {
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' },
    { order_status: 'delivered' },
  ]) {
    await serviceClient().from('orders').update(move).eq('id', orderId).throwOnError();
  }
}

/** A new customer's account and their delivered Safi bowl: the order, and its one line. */
export async function deliveredSafiOrderOfNewCustomer(prefix: string) {
  const account = await createTestAccount(prefix);
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const order = await placeSafiOrder({ email: account.email, phone: `+2126${n}`, userId: account.id });
  await deliverOrder(order.id);
  const { data: line } = await serviceClient()
    .from('order_items')
    .select('id, product_id')
    .eq('order_id', order.id)
    .single()
    .throwOnError();
  return { userId: account.id, orderId: order.id, orderNumber: order.orderNumber, line };
}
