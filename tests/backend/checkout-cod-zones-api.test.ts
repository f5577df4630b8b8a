/**
 * Cash on delivery as the owner sets it on a shipping zone (shipping_zones.cod_max_mad), end to end:
 * the quote the checkout reads, and create-checkout -> place_order over real HTTP, with the running
 * functions picking up a changed row at once (no rebuild, no secret, no restart).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { anonClient, postCheckout, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  // With the functions: create-checkout runs in Deno as it does hosted.
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  anon = anonClient(backend);
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

/** The owner's edit in the dashboard: the zone's row. */
const setCodMax = async (zone: string, max: number | null) => {
  await service.from('shipping_zones').update({ cod_max_mad: max }).eq('name', zone).throwOnError();
};

const quotedMax = async (country: string, city: string) =>
  (await anon.rpc('shipping_quote', { p_country: country, p_city: city, p_subtotal: 100 }).throwOnError())
    .data?.[0]?.cod_max_mad;

// 2200 + 1800 + 750 + 450 = 5200 MAD, free shipping: more than the 5000 MAD the shop used to hard-code.
// The Safi bowl's large (360 MAD) is made to order, so this file never runs out of it.
const pricey = [
  { id: SEED.oliveWoodBreadBoard, quantity: 10 },
  { id: SEED.safiTerracottaBowl, quantity: 5, variant: { size: 'large' } },
  { id: SEED.figJam, quantity: 10 },
  { id: SEED.thuyaServingBoard, quantity: 1 },
];

interface Answer {
  status: number;
  body: { order_id?: string; error?: string; code?: string; values?: Record<string, unknown> };
}

async function checkout(items: object[], { country = 'MA', city = 'Fes', phone = '+212600000000' } = {}) {
  const res = await postCheckout(backend, {
    items,
    currency: 'MAD',
    payment_method: 'cod',
    shipping_address: {
      name: 'Amina Tazi',
      email: 'amina@example.com',
      phone,
      address: '12 Derb',
      city,
      country,
    },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const orderCount = async () =>
  (await service.from('orders').select('*', { count: 'exact', head: true })).count;

describe('cash on delivery from the zone', () => {
  it('refuses 5200 MAD under the seeded 5000 MAD, naming the zone’s maximum', async () => {
    expect(await quotedMax('MA', 'Fes')).toBe(5000);
    const before = await orderCount();
    expect(await checkout(pricey)).toEqual({
      status: 400,
      body: {
        error: 'Cash on delivery is available for orders up to 5,000 MAD. Please choose PayPal.',
        code: 'cod_limit',
        values: { max: 5000 },
      },
    });
    expect(await orderCount()).toBe(before);
  });

  it('accepts it once the owner raises the zone to 8000 MAD, and refuses again when it is lowered', async () => {
    try {
      await setCodMax('Rest of Morocco', 8000);
      expect(await quotedMax('MA', 'Fes')).toBe(8000);
      const placed = await checkout(pricey);
      expect(placed.status).toBe(200);
      const order = await service
        .from('orders')
        .select('payment_method, total')
        .eq('id', placed.body.order_id!)
        .single()
        .throwOnError();
      expect(order.data).toEqual({ payment_method: 'cod', total: 5200 });

      await setCodMax('Rest of Morocco', 150);
      const refused = await checkout([{ id: SEED.oliveWoodBreadBoard, quantity: 1 }]);
      expect(refused).toMatchObject({ status: 400, body: { code: 'cod_limit', values: { max: 150 } } });
      expect(refused.body.error).toBe(
        'Cash on delivery is available for orders up to 150 MAD. Please choose PayPal.',
      );
    } finally {
      await setCodMax('Rest of Morocco', 5000);
    }
  });

  it('refuses it where the zone offers none, and offers it abroad once the owner sets a maximum', async () => {
    const paris = { country: 'FR', city: 'Paris', phone: '+33612345678' };
    const jam = [{ id: SEED.figJam, quantity: 1 }];
    expect(await quotedMax('FR', 'Paris')).toBeNull();
    expect(await checkout(jam, paris)).toEqual({
      status: 400,
      body: {
        error: 'Cash on delivery is not offered for this address. Please choose PayPal.',
        code: 'cod_not_available',
      },
    });
    try {
      await setCodMax('Rest of Morocco', null);
      expect(await quotedMax('MA', 'Fes')).toBeNull();
      expect(await checkout(jam)).toMatchObject({ status: 400, body: { code: 'cod_not_available' } });
      expect(await checkout(jam, { city: 'Rabat' })).toMatchObject({ status: 200 });

      await setCodMax('Europe', 3000);
      expect(await checkout(jam, paris)).toMatchObject({ status: 200 });
    } finally {
      await setCodMax('Rest of Morocco', 5000);
      await setCodMax('Europe', null);
    }
  });

  it('cannot be moved by a visitor or a signed-in customer', async () => {
    const customer = await signedInClient(backend, 'cod-raiser@example.com');
    for (const caller of [anon, customer.client]) {
      const raise = await caller
        .from('shipping_zones')
        .update({ cod_max_mad: 1000000 })
        .eq('name', 'Rest of Morocco');
      expect(raise.error?.code).toBe('42501');
      const planted = await caller.from('shipping_zones').insert({
        name: 'Mine',
        countries: ['MA'],
        cities: ['Fes'],
        price_mad: 0,
        delivery_days_min: 1,
        delivery_days_max: 1,
        cod_max_mad: 1000000,
      });
      expect(planted.error?.code).toBe('42501');
    }
    expect(await quotedMax('MA', 'Fes')).toBe(5000);
  });
});
