/**
 * What the owner's screen reads and does, as each kind of caller reaches it over REST: only an
 * account whose app_metadata.role is 'owner' reads other people's orders, their payment flags and
 * timelines, or moves an order; a visitor, a customer, and a customer who wrote role 'owner' into
 * their own user_metadata get nothing. The local demo owner is created at start-up, once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../embedded-backend/src/auth/demo-owner';
import { anonClient, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let owner: SupabaseClient;
let orderId: string;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false, demoOwner: true });
  service = serviceClient(backend);
  owner = anonClient(backend);
  const signIn = await owner.auth.signInWithPassword({
    email: DEMO_OWNER_EMAIL,
    password: DEMO_OWNER_PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  const buyer = await signedInClient(backend, 'buyer@example.com');
  const placed = await service.rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }], { user_id: buyer.userId }),
  });
  if (placed.error) throw placed.error;
  orderId = (placed.data as { id: string }).id;
  const flagged = await service.from('order_payment_flags').insert({
    order_id: orderId,
    reason: 'captured 0.01 USD, expected 12.00 USD',
    source: 'webhook',
  });
  if (flagged.error) throw flagged.error;
});
afterAll(() => backend.stop());

describe('the demo owner', () => {
  it('is a confirmed account whose token says role owner', async () => {
    const { data } = await owner.auth.getSession();
    expect(data.session?.user.app_metadata.role).toBe('owner');
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });
});

describe('the owner reads and moves any order', () => {
  it('reads the order, its lines, its timeline and its payment flags', async () => {
    expect((await owner.from('orders').select('id').eq('id', orderId)).data).toEqual([{ id: orderId }]);
    expect((await owner.from('order_items').select('order_id').eq('order_id', orderId)).data).toHaveLength(1);
    expect((await owner.from('order_events').select('to_status').eq('order_id', orderId)).data).toEqual([
      { to_status: 'pending' },
    ]);
    const flags = await owner.from('order_payment_flags').select('reason').eq('order_id', orderId);
    expect(flags.data).toEqual([{ reason: 'captured 0.01 USD, expected 12.00 USD' }]);
    // Reading is all: flags are written by the payment functions only.
    const forged = await owner
      .from('order_payment_flags')
      .insert({ order_id: orderId, reason: 'x', source: 'webhook' });
    expect(forged.error).not.toBeNull();
  });
});

describe('callers who are not the owner', () => {
  async function nonOwners() {
    const customer = await signedInClient(backend, `customer-${crypto.randomUUID()}@example.com`);
    const pretender = await signedInClient(backend, `pretender-${crypto.randomUUID()}@example.com`);
    // A user may write their own user_metadata; the role lives in app_metadata, which they cannot.
    const wrote = await pretender.client.auth.updateUser({ data: { role: 'owner' } });
    if (wrote.error) throw wrote.error;
    await pretender.client.auth.refreshSession();
    return { anon: anonClient(backend), customer: customer.client, pretender: pretender.client };
  }

  it('read none of the order, its lines, timeline or payment flags', async () => {
    for (const [who, client] of Object.entries(await nonOwners())) {
      for (const table of ['orders', 'order_items', 'order_events', 'order_payment_flags'] as const) {
        const column = table === 'orders' ? 'id' : 'order_id';
        const read = await client.from(table).select(column).eq(column, orderId);
        expect({ who, table, rows: read.data ?? [] }).toEqual({ who, table, rows: [] });
      }
    }
  });

  it('cannot move the order through the owner RPC', async () => {
    for (const [who, client] of Object.entries(await nonOwners())) {
      const moved = await client.rpc('owner_set_order_status', {
        p_order_id: orderId,
        p_to_status: 'confirmed',
      });
      expect({ who, status: moved.status }).toEqual({ who, status: who === 'anon' ? 401 : 403 });
    }
    const { data } = await service.from('orders').select('order_status').eq('id', orderId).single();
    expect(data).toEqual({ order_status: 'pending' });
  });
});

describe('start-up', () => {
  it('leaves an existing owner account as it is', async () => {
    const { ensureDemoOwner } = await import('../../embedded-backend/src/auth/demo-owner');
    const { loadAuthSettings } = await import('../../embedded-backend/src/auth/settings');
    expect(await ensureDemoOwner(backend.db, loadAuthSettings(backend.config))).toBe(false);
  });
});
