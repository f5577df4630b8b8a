/**
 * Checkout under real concurrency, on a real PostgreSQL with one connection per order (PGlite, one
 * session, cannot interleave them): the last pieces of one size go to exactly as many orders as there
 * are pieces, other sizes of the same product do not move, orders that cross several sizes and
 * products in any order never deadlock, and a promotion code's last uses go to exactly as many orders
 * as it has left. Skipped without PostgreSQL binaries.
 */
import pg from 'pg';
import { startBackend, type RunningBackend } from '../../embedded-backend/src/server';
import { startRealPostgres, type RealPostgres } from './helpers/real-postgres';
import { orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

let server: RealPostgres | null = null;
let backend: RunningBackend | null = null;
let pool: pg.Pool;
beforeAll(async () => {
  server = await startRealPostgres();
  if (!server) return;
  backend = await startBackend({
    databaseUrl: server.url,
    port: 0,
    pgPort: 0,
    functions: false,
    holdSweepMs: 0,
  });
  pool = new pg.Pool({ connectionString: server.url, max: 12 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await backend?.stop();
  server?.stop();
});

const stockBySku = async (skus: string[]) =>
  Object.fromEntries(
    (
      await pool.query<{ sku: string; stock_quantity: number | null }>(
        'select sku, stock_quantity from product_variants where sku = any($1)',
        [skus],
      )
    ).rows.map((row) => [row.sku, row.stock_quantity]),
  );

/** One place_order on its own connection and transaction: the order id, or the refusal's hint. */
async function place(
  items: OrderLine[],
  extra: Record<string, unknown> = {},
): Promise<{ id?: string; discount?: number; refused?: string }> {
  try {
    const { rows } = await pool.query<{ o: { id: string; discount: number } }>(
      'select place_order($1) as o',
      [orderInput(items, extra)],
    );
    return { id: rows[0]!.o.id, discount: rows[0]!.o.discount };
  } catch (error) {
    const { hint, message } = error as { hint?: string; message: string };
    return { refused: hint ?? message };
  }
}

it('sells the 3 pieces left of one size to exactly 3 of 8 simultaneous orders, moving no other size', async (ctx) => {
  if (!server) ctx.skip();
  const sizes = [SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueMedium, SEED_SKU.fesBlueLarge];
  const before = await stockBySku(sizes);
  expect(before[SEED_SKU.fesBlueLarge]).toBe(3);

  const outcomes = await Promise.all(
    Array.from({ length: 8 }, () =>
      place([{ product_id: SEED.fesBlueTeaBowl, variant: { size: 'large' }, quantity: 1 }]),
    ),
  );
  expect(outcomes.filter((o) => o.id)).toHaveLength(3);
  expect(outcomes.filter((o) => o.refused).map((o) => o.refused)).toEqual(Array(5).fill('out_of_stock'));
  expect(await stockBySku(sizes)).toEqual({ ...before, [SEED_SKU.fesBlueLarge]: 0 });
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from order_items where sku = $1 and order_id = any($2)`,
    [SEED_SKU.fesBlueLarge, outcomes.flatMap((o) => (o.id ? [o.id] : []))],
  );
  expect(rows[0]!.n).toBe(3);
  const product = await pool.query<{ in_stock: boolean }>('select in_stock from products where id = $1', [
    SEED.fesBlueTeaBowl,
  ]);
  expect(product.rows[0]!.in_stock).toBe(true); // small and medium still sell
});

it('never deadlocks orders that cross sizes and products in opposite orders, nor an editor restocking', async (ctx) => {
  if (!server) ctx.skip();
  await pool.query(`update product_variants set stock_quantity = 100 where sku = any($1)`, [
    [SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueMedium, SEED_SKU.figJam, SEED_SKU.thuyaServingBoard],
  ]);
  const forward: OrderLine[] = [
    { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 1 },
    { product_id: SEED.figJam, quantity: 1 },
    { product_id: SEED.fesBlueTeaBowl, variant: { size: 'medium' }, quantity: 1 },
    { product_id: SEED.thuyaServingBoard, quantity: 1 },
  ];
  const restock = async () => {
    await pool.query(`update product_variants set stock_quantity = stock_quantity + 1 where sku = $1`, [
      SEED_SKU.fesBlueMedium,
    ]);
    return {};
  };
  const outcomes = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      i % 6 === 5 ? restock() : place(i % 2 ? forward : [...forward].reverse()),
    ),
  );
  expect(outcomes.filter((o) => 'refused' in o && o.refused)).toEqual([]);
  expect(await stockBySku([SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueMedium, SEED_SKU.figJam])).toEqual({
    [SEED_SKU.fesBlueSmall]: 100 - 20,
    [SEED_SKU.fesBlueMedium]: 100 - 20 + 4,
    [SEED_SKU.figJam]: 100 - 20,
  });
});

it('gives the 3 uses left of a code to exactly 3 of 20 simultaneous orders; the others write nothing', async (ctx) => {
  if (!server) ctx.skip();
  const { rows } = await pool.query<{ id: string }>(
    `insert into promotions (code, title, kind, value, usage_limit) values ('LASTTHREE', 'Last three', 'fixed', 10, 5)
     returning id`,
  );
  const promotion = rows[0]!.id;
  // Two uses already taken by earlier orders.
  for (let i = 0; i < 2; i += 1) {
    const taken = await place([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
      promotion_code: 'LASTTHREE',
    });
    expect(taken.discount).toBe(10);
  }
  const orders = async () =>
    (await pool.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
  const before = await orders();
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      place([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
        promotion_code: 'lastthree',
        customer: {
          name: `Shopper ${i}`,
          email: `shopper${i}@example.com`,
          phone: `+2126000001${String(i).padStart(2, '0')}`,
        },
      }),
    ),
  );
  expect(outcomes.filter((o) => o.id).map((o) => o.discount)).toEqual([10, 10, 10]);
  expect(outcomes.filter((o) => o.refused).map((o) => o.refused)).toEqual(
    Array(17).fill('promotion_used_up'),
  );
  expect(await orders()).toBe(before + 3);
  const used = await pool.query<{ n: number }>(
    'select count(*)::int as n from promotion_redemptions where promotion_id = $1 and released_at is null',
    [promotion],
  );
  expect(used.rows[0]!.n).toBe(5);
});
