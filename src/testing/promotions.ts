import { fields, text } from '@/lib/json-reader';
import type { TablesInsert } from '@/types/database.types';

import { serviceClient } from './test-users';

/**
 * A promotion code of the test's own, written with the service role as the owner's dashboard writes
 * one. Codes are unique without case in the backend every component test shares, so each is new. Never
 * an automatic offer: it would take money off the orders of every other test running beside it.
 */
export async function createTestCode(
  promotion: Omit<TablesInsert<'promotions'>, 'code' | 'title'> & { title?: string },
): Promise<string> {
  const code = `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const { error } = await serviceClient()
    .from('promotions')
    .insert({ title: `Test ${promotion.kind}`, ...promotion, code });
  if (error) throw error;
  return code;
}

/**
 * A cash-on-delivery guest order to Fes of `quantity` small Safi bowls (240 MAD each, made to order so
 * no stock runs out), placed with `code` by place_order as create-checkout places it.
 */
export async function placeOrderWithCode(code: string, quantity: number, email = 'promo@example.ma') {
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
      promotion_code: code,
      customer: { name: 'Salma Test', email, phone: '+212612345678' },
      shipping_address: { address: '4 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
    },
  });
  if (error) throw error;
  const field = fields(data, 'place_order');
  return { id: field('id', text), orderNumber: field('order_number', text) };
}
