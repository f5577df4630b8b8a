import { createClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';

import { LOCAL_SERVICE_ROLE_KEY } from '../../../embedded-backend/src/config';

/** The service role, for what a journey needs made before the browser comes (orders, accounts, rows). */
export const serviceClient = () =>
  createClient(inject('apiUrl'), LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is never connected here, but the client wants one.
    realtime: { transport: WebSocket as never },
  });

/** A guest's cash-on-delivery order of one marmalade, placed as the shop places them (place_order). */
export async function placeGuestOrder(
  customer = { name: 'Amina Benali', email: 'amina@example.ma', phone: '+212612345678' },
): Promise<{ id: string; order_number: string }> {
  const placed = await serviceClient().rpc('place_order', {
    p_order: {
      items: [{ product_id: '11111111-1111-4111-8111-000000000015', quantity: 1, variant: {} }],
      currency: 'MAD',
      payment_method: 'cod',
      customer,
      shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', country: 'MA' },
    },
  });
  if (placed.error) throw placed.error;
  return placed.data as { id: string; order_number: string };
}
