/**
 * create-checkout through the real functions runtime and database: the phone stored in E.164, the
 * country as its code, the city zone charged, and the refusals a shopper reads.
 */
import { getSupabase } from '@/lib/supabase';
import { serviceClient } from '@/testing/test-users';

const supabase = await getSupabase();
const SEED = { figJam: '11111111-1111-4111-8111-000000000014' };

describe('create-checkout with zones, phones and cash on delivery', () => {
  const checkout = async (address: Record<string, string>, payment_method = 'cod') => {
    const { data, error } = await supabase.functions.invoke<{ order_id: string }>('create-checkout', {
      body: {
        items: [{ id: SEED.figJam, quantity: 1 }],
        currency: 'MAD',
        payment_method,
        shipping_address: {
          name: 'Amina Tazi',
          email: 'amina@example.com',
          phone: '06 12 34 56 78',
          address: '4 Rue Zerktouni',
          city: 'Casablanca',
          ...address,
        },
      },
    });
    const refusal = error ? ((await (error.context as Response).json()) as { error: string }).error : null;
    return { data, status: error ? (error.context as Response).status : 200, refusal };
  };

  it('stores the phone in E.164 and the country code, and charges the city zone', async () => {
    const { data, status } = await checkout({ country: 'MA' });
    expect(status).toBe(200);
    const { data: row } = await serviceClient()
      .from('orders')
      .select('customer_phone, shipping_address, shipping, total')
      .eq('id', data!.order_id)
      .single();
    expect(row).toMatchObject({ customer_phone: '+212612345678', shipping: 25, total: 75 + 25 });
    expect(row!.shipping_address).toMatchObject({ country: 'MA', city: 'Casablanca' });
  });

  it.each([
    [{ country: 'FR', phone: '+33 6 12 34 56 78' }, /^Cash on delivery is not offered for this address/],
    [{ country: 'Morocco' }, /^Please choose a country from the list/],
    [{ phone: '0612' }, /^Please enter a valid phone number/],
  ])('refuses %o with 400 and the reason', async (address, message) => {
    const { status, refusal } = await checkout(address);
    expect(status).toBe(400);
    expect(refusal).toMatch(message);
  });
});
