import { getSupabase } from '@/lib/supabase';
import { serviceClient } from '@/testing/test-users';

import { getOrder } from './get-order';

/**
 * A cash-on-delivery guest order of two large Safi bowls (made to order, so no stock runs out), named by
 * their variant as the checkout sends it, written as the server does.
 */
async function placeGuestOrder() {
  const supabase = await getSupabase();
  const variant = await supabase
    .from('product_variants')
    .select('id, product_id, price')
    .eq('sku', 'ZLJ-CER-002-L')
    .single()
    .throwOnError();
  const { data } = await serviceClient()
    .rpc('place_order', {
      p_order: {
        items: [
          {
            product_id: variant.data.product_id,
            variant_id: variant.data.id,
            quantity: 2,
            variant: { size: 'large' },
          },
        ],
        currency: 'MAD',
        payment_method: 'cod',
        customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: '+212600000000' },
        shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes' },
      },
    })
    .throwOnError();
  return { data, price: variant.data.price };
}

describe('getOrder', () => {
  it("reads get_order's json into the typed order, items (size and SKU) and address included", async () => {
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
      // No code and no automatic offer running: nothing off.
      discount: 0,
      promotion_codes: [],
      shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '', country: 'MA' },
    });
    expect(order?.items).toMatchObject([
      {
        quantity: 2,
        unit_price: placed.price,
        total_price: placed.price * 2,
        variant_info: { size: 'large' },
        sku: 'ZLJ-CER-002-L',
      },
    ]);
  });

  it('is null for an id that is no order', async () => {
    expect(await getOrder(crypto.randomUUID())).toBeNull();
  });
});
