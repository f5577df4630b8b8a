/**
 * Two signed-in customers through supabase-js: each sees and changes only their own saved items,
 * orders and subscription, and neither can write the shop's content.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { subscriptionArgs } from './helpers/premium';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let alice: { client: SupabaseClient; userId: string };
let bob: { client: SupabaseClient; userId: string };
let aliceOrderId: string;
let guestOrderId: string;

const placeOrder = async (extra: Record<string, unknown> = {}) => {
  const { data, error } = await service.rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], extra),
  });
  if (error) throw error;
  return (data as { id: string }).id;
};

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  alice = await signedInClient(backend, 'alice@example.com');
  bob = await signedInClient(backend, 'bob@example.com');
  aliceOrderId = await placeOrder({ user_id: alice.userId });
  guestOrderId = await placeOrder();
  const customer = await service
    .from('stripe_customers')
    .insert({ user_id: alice.userId, stripe_customer_id: 'cus_alice' });
  if (customer.error) throw customer.error;
  const subscription = await service.rpc(
    'record_stripe_subscription',
    subscriptionArgs(alice.userId, 'cus_alice', 'sub_alice'),
  );
  if (subscription.error) throw subscription.error;
});
afterAll(() => backend.stop());

describe('saved items', () => {
  it('belong to the user who saved them', async () => {
    const saved = await alice.client
      .from('saved_items')
      .insert([
        { item_type: 'product', item_id: SEED.fesBlueTeaBowl },
        { item_type: 'article', item_id: SEED.publishedRecipe },
      ])
      .select('user_id, item_id');
    expect(saved.error).toBeNull();
    expect(saved.data!.every((row) => row.user_id === alice.userId)).toBe(true);
    const count = await alice.client.from('saved_items').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(2);
    const bobs = await bob.client.from('saved_items').select('*');
    expect(bobs.data).toEqual([]);
  });

  it('cannot be read, removed or planted by another user', async () => {
    const aliceItems = await service.from('saved_items').select('id').eq('user_id', alice.userId);
    const target = aliceItems.data![0]!.id as string;
    const removed = await bob.client.from('saved_items').delete().eq('id', target).select();
    expect(removed.data ?? []).toEqual([]);
    const stillThere = await service.from('saved_items').select('id').eq('id', target);
    expect(stillThere.data).toHaveLength(1);
    const planted = await bob.client
      .from('saved_items')
      .insert({ user_id: alice.userId, item_type: 'product', item_id: SEED.figJam });
    expect(planted.error).not.toBeNull();
    const moved = await alice.client.from('saved_items').update({ user_id: bob.userId }).eq('id', target);
    expect(moved.error).not.toBeNull();
  });

  it('can only point at products that exist or published articles', async () => {
    const draft = await alice.client
      .from('saved_items')
      .insert({ item_type: 'article', item_id: SEED.draftRecipe });
    expect(draft.error).not.toBeNull();
    const duplicate = await alice.client
      .from('saved_items')
      .insert({ item_type: 'product', item_id: SEED.fesBlueTeaBowl });
    expect(duplicate.error?.code).toBe('23505');
  });

  it('are removed by their owner', async () => {
    const removed = await alice.client
      .from('saved_items')
      .delete()
      .eq('item_id', SEED.publishedRecipe)
      .select('id');
    expect(removed.data).toHaveLength(1);
  });
});

describe('orders', () => {
  it('are listed to their owner only, with their items', async () => {
    const mine = await alice.client.from('orders').select('id, order_items(product_id, quantity)');
    expect(mine.data).toEqual([
      { id: aliceOrderId, order_items: [{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }] },
    ]);
    const bobs = await bob.client.from('orders').select('id');
    expect(bobs.data).toEqual([]);
    const bobsItems = await bob.client.from('order_items').select('id');
    expect(bobsItems.data).toEqual([]);
  });

  it('are not returned by get_order to another signed-in user, even with the id', async () => {
    const stolen = await bob.client.rpc('get_order', { p_order_id: aliceOrderId });
    expect(stolen.data).toBeNull();
    const own = await alice.client.rpc('get_order', { p_order_id: aliceOrderId });
    expect(own.data).toMatchObject({ id: aliceOrderId, user_id: alice.userId });
    const guest = await bob.client.rpc('get_order', { p_order_id: guestOrderId });
    expect(guest.data).toMatchObject({ id: guestOrderId });
  });

  it('cannot be created, paid or cancelled by their owner', async () => {
    const paid = await alice.client
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', aliceOrderId)
      .select();
    expect(paid.error).not.toBeNull();
    const placed = await alice.client.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }], { user_id: alice.userId }),
    });
    expect(placed.error).not.toBeNull();
    const status = await service.from('orders').select('payment_status').eq('id', aliceOrderId).single();
    expect(status.data).toEqual({ payment_status: 'pending' });
  });
});

describe('subscriptions and Stripe customers', () => {
  const premiumState = async () => [
    (await service.from('subscriptions').select('*').order('stripe_subscription_id')).data,
    (await service.from('stripe_customers').select('*').order('user_id')).data,
  ];

  it('the owner reads her own subscription; another user reads nothing', async () => {
    const own = await alice.client.from('subscriptions').select('user_id, status, stripe_customer_id');
    expect(own.data).toEqual([{ user_id: alice.userId, status: 'active', stripe_customer_id: 'cus_alice' }]);
    expect((await bob.client.from('subscriptions').select('*')).data).toEqual([]);
    const byId = await bob.client.from('subscriptions').select('*').eq('stripe_subscription_id', 'sub_alice');
    expect(byId.data).toEqual([]);
  });

  it('nobody but the service role reads the Stripe customer map or writes either table', async () => {
    const before = await premiumState();
    const attempts = [
      alice.client.from('stripe_customers').select('*'),
      bob.client.from('stripe_customers').select('*'),
      bob.client.from('stripe_customers').insert({ user_id: bob.userId, stripe_customer_id: 'cus_alice' }),
      bob.client
        .from('stripe_customers')
        .update({ user_id: bob.userId })
        .eq('stripe_customer_id', 'cus_alice'),
      bob.client.from('subscriptions').insert({
        stripe_subscription_id: 'sub_bob',
        user_id: bob.userId,
        stripe_customer_id: 'cus_alice',
        status: 'active',
        stripe_event_created: new Date().toISOString(),
      }),
      bob.client
        .from('subscriptions')
        .update({ user_id: bob.userId })
        .eq('stripe_subscription_id', 'sub_alice'),
      bob.client.from('subscriptions').delete().eq('stripe_subscription_id', 'sub_alice'),
      alice.client
        .from('subscriptions')
        .update({ current_period_end: '2099-01-01' })
        .eq('stripe_subscription_id', 'sub_alice'),
      bob.client.rpc('record_stripe_subscription', subscriptionArgs(bob.userId, 'cus_alice', 'sub_bob')),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.error, JSON.stringify(result)).not.toBeNull();
      expect([401, 403, 404]).toContain(result.status);
    }
    expect(await premiumState()).toEqual(before);
  });
});

describe('shop content', () => {
  it('cannot be changed by a signed-in customer', async () => {
    const attempts = await Promise.all([
      alice.client.from('products').update({ price: 1 }).eq('id', SEED.fesBlueTeaBowl),
      alice.client.from('articles').update({ published: true }).eq('id', SEED.draftRecipe),
      alice.client.from('pages').delete().eq('slug', 'privacy'),
      alice.client.from('site_banners').insert({ content: 'Everything free', is_active: true }),
    ]);
    for (const result of attempts) expect(result.error, JSON.stringify(result)).not.toBeNull();
    const bowl = await service.from('products').select('price').eq('id', SEED.fesBlueTeaBowl).single();
    expect(bowl.data).toEqual({ price: 180 });
  });

  it('hides drafts from signed-in customers too', async () => {
    const drafts = await alice.client.from('articles').select('id').eq('published', false);
    expect(drafts.data).toEqual([]);
  });
});
