/**
 * Order statuses and holds over HTTP, as the owner, customers, visitors and the functions reach
 * them: refused moves answer 4xx with the database's message, the timeline is private to the
 * order's customer and the owner, only the owner moves orders, and stock comes back exactly once
 * when a cancel, the sweep and a failed payment race for the same order.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { variantStock } from './helpers/variants';

let backend: RunningBackend;
let service: SupabaseClient;
let owner: SupabaseClient;
let customer: { client: SupabaseClient; userId: string };
let stranger: { client: SupabaseClient; userId: string };

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  customer = await signedInClient(backend, 'customer@example.com');
  stranger = await signedInClient(backend, 'stranger@example.com');
  const ownerUser = await signedInClient(backend, 'owner@example.com');
  const promoted = await service.auth.admin.updateUserById(ownerUser.userId, {
    app_metadata: { role: 'owner' },
  });
  if (promoted.error) throw promoted.error;
  // A fresh token carries the new app_metadata.
  const refreshed = await ownerUser.client.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
  owner = ownerUser.client;
});
afterAll(() => backend.stop());

async function place(extra: Record<string, unknown> = {}, quantity = 1): Promise<string> {
  const { data, error } = await service.rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.figJam, quantity }], extra),
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

const move = (client: SupabaseClient, id: string, to: string, extra: Record<string, string> = {}) =>
  client.rpc('owner_set_order_status', { p_order_id: id, p_to_status: to, ...extra });

/** The fig jam's stock: its one variant's. */
const jamStock = async () => (await variantStock(service, SEED_SKU.figJam))!;

describe('statuses over REST', () => {
  it('lets the owner move an order forward and refuses anything else with 409 and the reason', async () => {
    const id = await place({ user_id: customer.userId });
    expect((await move(owner, id, 'confirmed', { p_note: 'Confirmed by phone' })).error).toBeNull();
    const skip = await move(owner, id, 'shipped', { p_carrier: 'Amana', p_tracking_number: 'AM1' });
    expect(skip.status).toBe(409);
    expect(skip.error).toMatchObject({
      hint: 'invalid_status_change',
      message: expect.stringMatching(
        /is confirmed and cannot become shipped \(next it can only become processing or cancelled\)/,
      ),
    });
    expect((await move(owner, id, 'processing')).error).toBeNull();
    const noTracking = await move(owner, id, 'shipped', { p_carrier: 'Amana' });
    expect([noTracking.status, noTracking.error?.hint]).toEqual([422, 'tracking_required']);
    const shipped = await move(owner, id, 'shipped', {
      p_carrier: 'Amana',
      p_tracking_number: 'AM1',
      p_tracking_url: 'https://amana.ma/track?n=AM1',
    });
    expect(shipped.data).toMatchObject({ order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' });

    // Even the service role cannot take it back.
    const back = await service.from('orders').update({ order_status: 'pending' }).eq('id', id);
    expect([back.status, back.error?.hint]).toEqual([409, 'invalid_status_change']);

    const timeline = await customer.client
      .from('order_events')
      .select('from_status, to_status, note')
      .eq('order_id', id);
    expect(timeline.data).toEqual([
      { from_status: null, to_status: 'pending', note: 'Order placed' },
      { from_status: 'pending', to_status: 'confirmed', note: 'Confirmed by phone' },
      { from_status: 'confirmed', to_status: 'processing', note: null },
      { from_status: 'processing', to_status: 'shipped', note: 'Amana AM1' },
    ]);
  });

  it('keeps the owner RPC and the timeline from visitors and other customers', async () => {
    const id = await place({ user_id: customer.userId });
    const anon = anonClient(backend);
    expect((await move(anon, id, 'confirmed')).status).toBe(401);
    const other = await move(stranger.client, id, 'confirmed');
    expect([other.status, other.error?.hint]).toEqual([403, 'not_shop_owner']);

    // A user cannot make themself owner: user metadata is not app_metadata.
    await stranger.client.auth.updateUser({ data: { role: 'owner' } });
    await stranger.client.auth.refreshSession();
    expect((await move(stranger.client, id, 'confirmed')).status).toBe(403);
    expect((await stranger.client.from('orders').select('id').eq('id', id)).data).toEqual([]);

    expect((await stranger.client.from('order_events').select('id').eq('order_id', id)).data).toEqual([]);
    expect((await stranger.client.rpc('get_order_events', { p_order_id: id })).data).toEqual([]);
    const anonRead = await anon.from('order_events').select('id').eq('order_id', id);
    expect(anonRead.error).not.toBeNull();
    const write = await customer.client
      .from('order_events')
      .insert({ order_id: id, to_status: 'delivered', note: 'forged' });
    expect(write.error).not.toBeNull();
    expect((await customer.client.rpc('get_order_events', { p_order_id: id })).data).toHaveLength(1);

    // The owner sees every order and its timeline.
    expect((await owner.from('orders').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await owner.from('order_events').select('to_status').eq('order_id', id)).data).toEqual([
      { to_status: 'pending' },
    ]);
    expect((await stranger.client.from('order_events').select('id')).data).toEqual([]);
  });

  it(`refuses more than ${MAX_QUANTITY_PER_ITEM} of one product with 422`, async () => {
    const over = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity: MAX_QUANTITY_PER_ITEM + 1 }]),
    });
    expect([over.status, over.error?.hint]).toEqual([422, 'quantity_limit']);
  });
});

describe('stock holds over REST', () => {
  it('come back exactly once when a cancel, the sweep and a failed payment race', async () => {
    const before = await jamStock();
    const ids = [] as string[];
    for (let i = 0; i < 6; i += 1) ids.push(await place({ payment_method: 'paypal' }, 2));
    expect(await jamStock()).toBe(before - 12);
    await service
      .from('orders')
      .update({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .in('id', ids);

    const results = await Promise.all(
      ids.flatMap((id) => [
        move(owner, id, 'cancelled', { p_note: 'Customer asked' }),
        service.rpc('release_expired_holds'),
        service.rpc('record_payment', { p_order_id: id, p_outcome: 'failed' }),
      ]),
    );
    // The owner's cancel may lose the race (the order is already cancelled): refused, never doubled.
    for (const r of results) if (r.error) expect(r.error.hint).toBe('invalid_status_change');
    expect(await jamStock()).toBe(before);
    const cancels = await service
      .from('order_events')
      .select('order_id')
      .eq('to_status', 'cancelled')
      .in('order_id', ids);
    expect(cancels.data).toHaveLength(ids.length);
  });

  it('cannot be released or settled by visitors or customers', async () => {
    const id = await place({ user_id: customer.userId });
    for (const client of [anonClient(backend), customer.client]) {
      expect((await client.rpc('release_expired_holds')).error).not.toBeNull();
      expect(
        (await client.rpc('record_payment', { p_order_id: id, p_outcome: 'failed' })).error,
      ).not.toBeNull();
    }
    expect((await service.from('orders').select('order_status').eq('id', id).single()).data).toEqual({
      order_status: 'pending',
    });
  });
});
