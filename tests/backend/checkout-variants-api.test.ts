/**
 * Sizes through the whole stack: a browser's checkout (create-checkout in Deno -> place_order) by
 * variant_id and by a bag saved before variants, its refusals as the shopper reads them, and who may
 * read and write product_variants over REST (visitor, customer, forged token, owner).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { anonClient, postCheckout, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { SEED, SEED_SKU } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  anon = anonClient(backend);
  service = serviceClient(backend);
  const { data } = await service.from('product_variants').select('id, sku').throwOnError();
  for (const row of data ?? []) ids[row.sku] = row.id;
}, 120_000);
afterAll(() => backend.stop());

async function checkout(items: object[]) {
  const res = await postCheckout(backend, {
    items,
    currency: 'MAD',
    payment_method: 'cod',
    shipping_address: {
      name: 'Amina Tazi',
      email: 'amina@example.com',
      phone: '+212600000000',
      address: '12 Derb',
      city: 'Fes',
    },
  });
  return {
    status: res.status,
    body: (await res.json()) as { order_id?: string; error?: string; code?: string },
  };
}

const orderCount = async () =>
  (await service.from('orders').select('*', { count: 'exact', head: true })).count;
const stockOf = async (sku: string) =>
  (await service.from('product_variants').select('stock_quantity').eq('sku', sku).single().throwOnError())
    .data!.stock_quantity;

describe('create-checkout by variant', () => {
  it('buys a large and a small bowl at their own prices, ignoring the prices the browser sent', async () => {
    const placed = await checkout([
      {
        id: SEED.fesBlueTeaBowl,
        variant_id: ids[SEED_SKU.fesBlueLarge],
        variant: { size: 'large' },
        quantity: 1,
        price: 1,
      },
      // A bag saved before sizes had their own rows: no variant_id, the size maps to the variant.
      { id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 1, price: 1 },
    ]);
    expect(placed.status).toBe(200);
    const { data } = await service
      .from('order_items')
      .select('sku, unit_price, variant_info')
      .eq('order_id', placed.body.order_id!)
      .order('created_at')
      .throwOnError();
    expect(data).toEqual([
      { sku: SEED_SKU.fesBlueLarge, unit_price: 320, variant_info: { size: 'large' } },
      { sku: SEED_SKU.fesBlueSmall, unit_price: 180, variant_info: { size: 'small' } },
    ]);
    expect(await stockOf(SEED_SKU.fesBlueLarge)).toBe(2);
    expect(await stockOf(SEED_SKU.fesBlueMedium)).toBe(5);
  });

  it('refuses a size of another product, a sold-out size, a missing size and too many, writing nothing', async () => {
    const before = await orderCount();
    const cases: [object, number, string | undefined, RegExp][] = [
      [
        { id: SEED.fesBlueTeaBowl, variant_id: ids[SEED_SKU.figJam], quantity: 1 },
        404,
        'unknown_variant',
        /size in your cart is no longer sold/,
      ],
      [
        { id: SEED.tamegrouteGreenBowl, variant_id: ids[SEED_SKU.tamegrouteMedium], quantity: 1 },
        409,
        'sold_out',
        /Tamegroute Green Bowl \(medium\) just sold out/,
      ],
      [
        { id: SEED.tamegrouteGreenBowl, variant: { size: 'large' }, quantity: 1 },
        400,
        undefined,
        /Please choose a valid size: "Tamegroute Green Bowl" comes in small, medium/,
      ],
      [
        { id: SEED.fesBlueTeaBowl, variant_id: 'nope', quantity: 1 },
        400,
        undefined,
        /valid size \(variant\) id/,
      ],
      [
        { id: SEED.safiTerracottaBowl, variant: { size: 'small' }, quantity: 11 },
        400,
        undefined,
        /at most 10 of one item/,
      ],
    ];
    for (const [line, status, code, error] of cases) {
      const answer = await checkout([{ id: SEED.figJam, quantity: 1 }, line]);
      expect(answer.status, JSON.stringify(line)).toBe(status);
      expect(answer.body.code, JSON.stringify(line)).toBe(code);
      expect(answer.body.error, JSON.stringify(line)).toMatch(error);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(SEED_SKU.figJam)).toBe(40);
    // The small of the same bowl still sells while its medium is sold out.
    expect(
      (await checkout([{ id: SEED.tamegrouteGreenBowl, variant: { size: 'small' }, quantity: 1 }])).status,
    ).toBe(200);
  });
});

describe('product_variants over REST', () => {
  it('shows visitors active variants only, and refuses their writes', async () => {
    await service
      .from('product_variants')
      .update({ active: false })
      .eq('sku', SEED_SKU.fesBlueMedium)
      .throwOnError();
    try {
      const seen = await anon
        .from('product_variants')
        .select('sku')
        .eq('product_id', SEED.fesBlueTeaBowl)
        .throwOnError();
      expect(seen.data?.map((v) => v.sku).sort()).toEqual([SEED_SKU.fesBlueLarge, SEED_SKU.fesBlueSmall]);
      const embedded = await anon
        .from('products')
        .select('price, product_variants(sku, price)')
        .eq('id', SEED.fesBlueTeaBowl)
        .single()
        .throwOnError();
      expect(embedded.data?.product_variants).toHaveLength(2);
    } finally {
      await service
        .from('product_variants')
        .update({ active: true })
        .eq('sku', SEED_SKU.fesBlueMedium)
        .throwOnError();
    }
    const write = await anon
      .from('product_variants')
      .update({ price: 1 })
      .eq('sku', SEED_SKU.fesBlueSmall)
      .select();
    expect(write.error?.code).toBe('42501');
  });

  it('lets the owner change a price and refuses a customer and a token that only claims to be the owner', async () => {
    const customer = await signedInClient(backend, 'variant-customer@example.com');
    const attempt = await customer.client
      .from('product_variants')
      .update({ price: 1 })
      .eq('sku', SEED_SKU.fesBlueSmall)
      .select();
    expect(attempt.data ?? []).toEqual([]);
    const forged = await signedInClient(backend, 'variant-forger@example.com', {
      user_metadata: { role: 'owner' },
    });
    const forgedAttempt = await forged.client
      .from('product_variants')
      .update({ price: 1 })
      .eq('sku', SEED_SKU.fesBlueSmall)
      .select();
    expect(forgedAttempt.data ?? []).toEqual([]);
    expect(await priceOf(SEED_SKU.fesBlueSmall)).toBe(180);

    const owner = await signedInClient(backend, 'variant-owner@example.com', {
      app_metadata: { role: 'owner' },
    });
    await owner.client
      .from('product_variants')
      .update({ price: 170 })
      .eq('sku', SEED_SKU.fesBlueSmall)
      .throwOnError();
    expect(await priceOf(SEED_SKU.fesBlueSmall)).toBe(170);
    const product = await anon
      .from('products')
      .select('price')
      .eq('id', SEED.fesBlueTeaBowl)
      .single()
      .throwOnError();
    expect(product.data?.price).toBe(170);
    await service
      .from('product_variants')
      .update({ price: 180 })
      .eq('sku', SEED_SKU.fesBlueSmall)
      .throwOnError();
  });
});

const priceOf = async (sku: string) =>
  (await service.from('product_variants').select('price').eq('sku', sku).single().throwOnError()).data!.price;
