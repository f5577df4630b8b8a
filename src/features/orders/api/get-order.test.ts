import { getSupabase } from '@/lib/supabase';
import { serviceClient } from '@/testing/test-users';

import { getOrder } from './get-order';

/**
 * A cash-on-delivery guest order of two large units of an in-stock product sold in a large size,
 * written as the server does. (Not "the first row": the table's physical order is no contract.)
 */
async function placeGuestOrder() {
  const supabase = await getSupabase();
  const product = await supabase
    .from('products')
    .select('id, price')
    .eq('in_stock', true)
    .contains('sizes', ['large'])
    .order('slug')
    .limit(1)
    .single()
    .throwOnError();
  const { data } = await serviceClient()
    .rpc('place_order', {
      p_order: {
        items: [{ product_id: product.data.id, quantity: 2, variant: { size: 'large' } }],
        currency: 'MAD',
        payment_method: 'cod',
        customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: '+212600000000' },
        shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes' },
      },
    })
    .throwOnError();
  return { data, price: product.data.price };
}

describe('getOrder', () => {
  it("reads get_order's json into the typed order, items and address included", async () => {
    const placed = await placeGuestOrder();
    const id = typeof placed.data === 'object' && placed.data && 'id' in placed.data ? placed.data.id : null;
    expect(id).toEqual(expect.any(String));
    const order = await getOrder(String(id));
    expect(order).toMatchObject({
      id,
      payment_method: 'cod',
      payment_status: 'pending',
      currency: 'MAD',
      subtotal: placed.price * 2,
      shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '', country: 'MA' },
    });
    expect(order?.items).toMatchObject([
      {
        quantity: 2,
        unit_price: placed.price,
        total_price: placed.price * 2,
        variant_info: { size: 'large' },
      },
    ]);
  });

  it('is null for an id that is no order', async () => {
    expect(await getOrder(crypto.randomUUID())).toBeNull();
  });
});
