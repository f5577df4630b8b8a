/**
 * place_order over HTTP, as the create-checkout function calls it with the service role: database
 * prices, stock, one winner for the last units, idempotency, and refusals that write nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, startApi, type RunningBackend } from './helpers/api';
import { AMINA, orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';
import { variantStock } from './helpers/variants';

interface PlacedOrder {
  id: string;
  order_number: string;
  total: number;
  replayed: boolean;
  items: { sku: string; unit_price: number; total_price: number }[];
}

let backend: RunningBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

const place = (items: OrderLine[], extra: Record<string, unknown> = {}) =>
  service.rpc('place_order', { p_order: orderInput(items, extra) });
/** A variant's stock, by SKU (null = made to order). */
const stock = (sku: string) => variantStock(service, sku);
const inStock = async (productId: string) =>
  (await service.from('products').select('in_stock').eq('id', productId).single().throwOnError()).data
    .in_stock as boolean;
const orderCount = async () =>
  (await service.from('orders').select('*', { count: 'exact', head: true })).count;

it('takes prices from the database, whatever the client sends', async () => {
  const { data, error } = await place([
    { product_id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'large' }, price: 0.01 },
  ]);
  expect(error).toBeNull();
  const order = data as PlacedOrder;
  // The large bowl's own price, not the product's "from" price (180, the small one).
  expect(order.total).toBe(320 + 45);
  expect(order.items).toMatchObject([{ sku: SEED_SKU.fesBlueLarge, unit_price: 320, total_price: 320 }]);
  const guestView = await anonClient(backend).rpc('get_order', { p_order_id: order.id });
  expect(guestView.data).toMatchObject({ id: order.id, total: 365, order_number: order.order_number });
});

it('sells the last units to one of two simultaneous orders only', async () => {
  // The two small bowls left (the medium is sold out already).
  expect(await stock(SEED_SKU.tamegrouteSmall)).toBe(2);
  const lastUnits = () =>
    place([{ product_id: SEED.tamegrouteGreenBowl, quantity: 2, variant: { size: 'small' } }]);
  const results = await Promise.all([lastUnits(), lastUnits()]);
  expect(results.filter((r) => r.error === null)).toHaveLength(1);
  const loser = results.find((r) => r.error !== null)!;
  expect(loser.error).toMatchObject({ hint: 'out_of_stock' });
  expect(loser.error!.message).toBe('out_of_stock: only 0 left of "Tamegroute Green Bowl (small)"');
  expect(await stock(SEED_SKU.tamegrouteSmall)).toBe(0);
  expect(await inStock(SEED.tamegrouteGreenBowl)).toBe(false);
});

it('returns the same order for a repeated idempotency key', async () => {
  const before = (await stock(SEED_SKU.thuyaServingBoard))!;
  const key = { idempotency_key: 'order-3f2a9c', cart_id: 'guest-cart-3f2a9c-0123456789', customer: AMINA };
  const first = await place([{ product_id: SEED.thuyaServingBoard, quantity: 1 }], key);
  const second = await place([{ product_id: SEED.thuyaServingBoard, quantity: 1 }], key);
  expect((second.data as PlacedOrder).id).toBe((first.data as PlacedOrder).id);
  expect((second.data as PlacedOrder).replayed).toBe(true);
  expect(await stock(SEED_SKU.thuyaServingBoard)).toBe(before - 1);
});

it.each<[string, OrderLine, string]>([
  [
    'an unknown product',
    { product_id: '11111111-1111-4111-8111-999999999999', quantity: 1 },
    'unknown_product',
  ],
  [
    'an out-of-stock product',
    { product_id: SEED.amazighMotifVessel, quantity: 1, variant: { size: 'small' } },
    'out_of_stock',
  ],
  [
    'an invalid size',
    { product_id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'xl' } },
    'invalid_size',
  ],
  ['quantity 0', { product_id: SEED.figJam, quantity: 0 }, 'invalid_quantity'],
])('refuses %s and writes nothing', async (_, badLine, hint) => {
  const orders = await orderCount();
  const boardStock = await stock(SEED_SKU.thuyaServingBoard);
  expect(boardStock).toBeGreaterThan(0);
  const { data, error } = await place([{ product_id: SEED.thuyaServingBoard, quantity: 1 }, badLine]);
  expect(data).toBeNull();
  expect(error).toMatchObject({ hint });
  expect(error!.message).toMatch(new RegExp(`^${hint}: `));
  expect(await orderCount()).toBe(orders);
  expect(await stock(SEED_SKU.thuyaServingBoard)).toBe(boardStock);
});

it('lets nobody list orders anonymously', async () => {
  const listed = await anonClient(backend).from('orders').select('id, customer_email');
  expect(listed.data ?? []).toEqual([]);
  expect(await orderCount()).toBeGreaterThan(0);
});
