import { fields, text } from '@/lib/json-reader';

import { serviceClient } from './test-users';

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
