/**
 * The checkout fills a signed-in customer's form from their last order. That read goes straight to the
 * orders table, so RLS is what keeps it to the customer's own rows: another customer asking for their
 * user id, or a visitor with the anon key, gets nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let alice: { client: SupabaseClient; userId: string };
let bob: { client: SupabaseClient; userId: string };

/** The checkout's query (src/features/checkout/api/get-last-order-details.ts), as any caller. */
const lastOrderDetails = (client: SupabaseClient, userId: string) =>
  client
    .from('orders')
    .select('customer_name, customer_email, customer_phone, shipping_address')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();

beforeAll(async () => {
  backend = await startApi();
  alice = await signedInClient(backend, 'alice-prefill@example.com');
  bob = await signedInClient(backend, 'bob-prefill@example.com');
  const { error } = await serviceClient(backend).rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
      user_id: alice.userId,
      customer: { name: 'Alice Prefill', email: 'alice-prefill@example.com', phone: '+212612345678' },
      shipping_address: { address: '7 Derb Alice', city: 'Rabat', postalCode: '10000', country: 'MA' },
    }),
  });
  if (error) throw error;
});
afterAll(() => backend.stop());

describe('checkout prefill', () => {
  it("reads the customer's own last order", async () => {
    const { data, error } = await lastOrderDetails(alice.client, alice.userId);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      customer_name: 'Alice Prefill',
      customer_phone: '+212612345678',
      shipping_address: { address: '7 Derb Alice', city: 'Rabat' },
    });
  });

  it('gives another customer nothing of hers, even asked for by her user id', async () => {
    const { data, error } = await lastOrderDetails(bob.client, alice.userId);
    expect(error).toBeNull();
    expect(data).toBeNull();
    const everything = await bob.client.from('orders').select('customer_name, shipping_address');
    expect(everything.data).toEqual([]);
  });

  it('gives a visitor nothing', async () => {
    const { data, error } = await lastOrderDetails(anonClient(backend), alice.userId);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
