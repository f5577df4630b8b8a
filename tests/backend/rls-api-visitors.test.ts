/**
 * Breaking the policies from outside, through supabase-js against the embedded backend: as an
 * anonymous visitor, and with forged, tampered, expired and `alg: none` tokens.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../embedded-backend/src/jwt';
import { anonClient, client, serviceClient, startApi, type RunningBackend } from './helpers/api';
import { subscriptionArgs } from './helpers/premium';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let guestOrderId: string;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  service = serviceClient(backend);
  const placed = await service.rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }]),
  });
  if (placed.error) throw placed.error;
  guestOrderId = (placed.data as { id: string }).id;
});
afterAll(() => backend.stop());

/** What the service role sees, to prove an attempted write changed nothing. */
const snapshot = async () => {
  const [products, pages, banners, orders, subscriptions, customers] = await Promise.all([
    service.from('products').select('id, price, title').order('id'),
    service.from('pages').select('slug, published').order('slug'),
    service.from('site_banners').select('id, is_active').order('id'),
    service.from('orders').select('id, payment_status').order('id'),
    service.from('subscriptions').select('*').order('stripe_subscription_id'),
    service.from('stripe_customers').select('*').order('user_id'),
  ]);
  return {
    products: products.data,
    pages: pages.data,
    banners: banners.data,
    orders: orders.data,
    subscriptions: subscriptions.data,
    customers: customers.data,
  };
};

describe('an anonymous visitor', () => {
  it('reads the catalogue and only published or active content', async () => {
    const products = await anon.from('products').select('id', { count: 'exact', head: true });
    expect(products.count).toBe(26);
    const articles = await anon.from('articles').select('slug, published');
    expect(articles.data).toHaveLength(15);
    expect(articles.data!.every((a) => a.published)).toBe(true);
    const draft = await anon.from('articles').select('id').eq('id', SEED.draftRitual).maybeSingle();
    expect(draft.data).toBeNull();
    const pages = await anon.from('pages').select('slug').eq('published', false);
    expect(pages.data).toEqual([]);
    const wholesale = await anon.from('pages').select('*').eq('slug', 'wholesale').maybeSingle();
    expect(wholesale.data).toBeNull();
    const banners = await anon.from('site_banners').select('id');
    expect(banners.data).toEqual([{ id: SEED.activeBanner }]);
  });

  it('cannot write products, articles, pages, banners or orders', async () => {
    const before = await snapshot();
    const attempts = [
      anon.from('products').update({ price: 0 }).eq('id', SEED.figJam),
      anon.from('products').delete().eq('id', SEED.figJam),
      anon
        .from('products')
        .insert({ slug: 'free', title: 'Free', price: 0, category: 'ceramics', product_type: 'bowl' }),
      anon.from('articles').update({ published: true }).eq('id', SEED.draftRitual),
      anon.from('pages').update({ published: true }).eq('slug', 'wholesale'),
      anon.from('site_banners').update({ is_active: true }).eq('id', SEED.inactiveBanner),
      anon.from('orders').update({ payment_status: 'paid' }).eq('id', guestOrderId),
      anon.from('order_items').delete().eq('order_id', guestOrderId),
      anon.from('subscriptions').insert({
        stripe_subscription_id: 'sub_free',
        user_id: SEED.figJam,
        stripe_customer_id: 'cus_free',
        status: 'active',
        stripe_event_created: new Date().toISOString(),
      }),
      anon.from('stripe_customers').insert({ user_id: SEED.figJam, stripe_customer_id: 'cus_free' }),
      anon.rpc('record_stripe_subscription', subscriptionArgs(SEED.figJam, 'cus_free', 'sub_free')),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.error, JSON.stringify(result)).not.toBeNull();
      expect([401, 403]).toContain(result.status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('cannot list, filter or count orders, and cannot place one directly', async () => {
    for (const table of [
      'orders',
      'order_items',
      'saved_items',
      'subscriptions',
      'stripe_customers',
      'newsletter_subscribers',
      'contact_messages',
    ]) {
      const listed = await anon.from(table).select('*');
      expect(listed.data ?? [], table).toEqual([]);
    }
    const byId = await anon.from('orders').select('*').eq('id', guestOrderId);
    expect(byId.data ?? []).toEqual([]);
    const placed = await anon.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }]),
    });
    expect(placed.error).not.toBeNull();
  });

  it('reaches a guest order only through get_order with its id', async () => {
    const order = await anon.rpc('get_order', { p_order_id: guestOrderId });
    expect(order.data).toMatchObject({ id: guestOrderId, items: [{ product_id: SEED.figJam, quantity: 1 }] });
    expect(order.data).not.toHaveProperty('idempotency_key');
    const unknown = await anon.rpc('get_order', { p_order_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.data).toBeNull();
  });

  it('signs up for the newsletter and sends a contact message but cannot read either back', async () => {
    const signup = await anon.from('newsletter_subscribers').insert({ email: 'visitor@example.com' });
    expect(signup.error).toBeNull();
    const again = await anon.from('newsletter_subscribers').insert({ email: 'Visitor@Example.com' });
    expect(again.error).toBeNull(); // a repeat is ignored, never revealed
    const message = await anon.from('contact_messages').insert({ first_name: 'Yasmine', message: 'Salam!' });
    expect(message.error).toBeNull();
    const readBack = await anon.from('contact_messages').insert({ message: 'x' }).select();
    expect(readBack.error).not.toBeNull();
    const stored = await service
      .from('newsletter_subscribers')
      .select('email')
      .eq('email', 'visitor@example.com');
    expect(stored.data).toEqual([{ email: 'visitor@example.com' }]);
  });

  it('gets the shipping quote for an address, and reads the zones but cannot change them', async () => {
    const quote = await anon.rpc('shipping_quote', { p_country: 'MA', p_city: 'Rabat', p_subtotal: 499 });
    expect(quote.data).toEqual([
      {
        zone_name: 'Casablanca and Rabat',
        shipping: 25,
        free_from_mad: 500,
        delivery_days_min: 1,
        delivery_days_max: 2,
        cod_max_mad: 5000,
        lang: { zone_name: 'en' },
      },
    ]);
    expect((await anon.from('shipping_zones').select('name')).data).toHaveLength(4);
    const write = await anon.from('shipping_zones').insert({
      name: 'Free for me',
      countries: ['MA'],
      price_mad: 0,
      delivery_days_min: 1,
      delivery_days_max: 1,
    });
    expect(write.error?.code).toBe('42501');
    // Nor raise their own cash-on-delivery maximum, which place_order trusts.
    const raise = await anon
      .from('shipping_zones')
      .update({ cod_max_mad: 1000000 })
      .eq('name', 'Rest of Morocco');
    expect(raise.error?.code).toBe('42501');
    const zones = await service.from('shipping_zones').select('name, cod_max_mad').order('position');
    expect(zones.data).toEqual([
      { name: 'Casablanca and Rabat', cod_max_mad: 5000 },
      { name: 'Rest of Morocco', cod_max_mad: 5000 },
      { name: 'Europe', cod_max_mad: null },
      { name: 'Rest of the world', cod_max_mad: null },
    ]);
  });
});

describe('forged and expired tokens', () => {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const serviceClaims = { iss: 'supabase-demo', role: 'service_role', exp: now + 3600 };
  const tokens: [string, () => string][] = [
    [
      'signed with another secret',
      () => signJwt(serviceClaims, 'not-the-secret-not-the-secret-not-the-secret'),
    ],
    ['with alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(serviceClaims)}.`],
    [
      'with alg none and a copied signature',
      () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64(serviceClaims)}.${backend.config.anonKey.split('.')[2]}`,
    ],
    [
      'with the anon key payload swapped for service_role',
      () => {
        const [header, , signature] = backend.config.anonKey.split('.');
        return `${header}.${b64(serviceClaims)}.${signature}`;
      },
    ],
    [
      'that expired a minute ago',
      () => signJwt({ ...serviceClaims, exp: now - 60 }, backend.config.jwtSecret),
    ],
    ['that is not a JWT at all', () => 'not-a-token'],
  ];

  it.each(tokens)('a token %s is refused with 401 and changes nothing', async (_, token) => {
    const before = await snapshot();
    const forged = client(backend, backend.config.anonKey, token());
    const read = await forged.from('orders').select('*');
    expect(read.status).toBe(401);
    expect(read.data ?? []).toEqual([]);
    const write = await forged.from('products').update({ price: 1 }).eq('id', SEED.figJam).select();
    expect(write.status).toBe(401);
    const rpc = await forged.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }]),
    });
    expect(rpc.error).not.toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it('a correctly signed token claiming a database superuser role is refused', async () => {
    const token = signJwt({ role: 'postgres', exp: now + 3600 }, backend.config.jwtSecret);
    const forged = client(backend, backend.config.anonKey, token);
    const read = await forged.from('orders').select('*');
    expect(read.error).not.toBeNull();
    expect(read.data ?? []).toEqual([]);
  });
});
