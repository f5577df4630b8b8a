/**
 * The dashboard's rollups under real concurrency, on a real PostgreSQL with a connection per caller
 * (PGlite, one session, cannot interleave them): orders placed, paid, refunded, confirmed and cancelled
 * at once, while the owner opens the dashboard (folding deltas) from several connections and a rebuild
 * runs in the middle. Nothing waits on a shared rollup row, so no checkout fails or deadlocks, and
 * afterwards the rollups equal a recomputation from the raw rows. Skipped without PostgreSQL binaries.
 */
import pg from 'pg';
import { startBackend, type RunningBackend } from '../../embedded-backend/src/server';
import { startRealPostgres, type RealPostgres } from './helpers/real-postgres';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';

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
  pool = new pg.Pool({ connectionString: server.url, max: 14 });
  await pool.query('update product_variants set stock_quantity = 100000 where sku = $1', [SEED_SKU.figJam]);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await backend?.stop();
  server?.stop();
});

const OWNER_CLAIMS = JSON.stringify({ role: 'authenticated', app_metadata: { role: 'owner' } });

/** Statements in one transaction on a connection of their own. */
async function inTransaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await run(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const one = async <T>(sql: string, params: unknown[] = []) =>
  inTransaction(async (c) => (await c.query<{ r: T }>(sql, params)).rows[0]!.r);

/** A customer's order and what follows it, each step its own transaction, as the shop's callers do. */
async function customer(n: number) {
  const paypal = n % 3 === 0;
  const order = await one<{ id: string; items: { id: string }[] }>('select place_order($1) as r', [
    orderInput(
      [
        { product_id: n % 2 ? SEED.figJam : SEED.oliveWoodBreadBoard, quantity: 1 + (n % 3) },
        { product_id: SEED.safiTerracottaBowl, variant: { size: 'small' }, quantity: 1 },
      ],
      {
        payment_method: paypal ? 'paypal' : 'cod',
        currency: paypal ? 'EUR' : 'MAD',
        customer: {
          name: `Buyer ${n}`,
          email: `buyer${n}@example.com`,
          phone: `+2126${String(20_000_000 + n)}`,
        },
      },
    ),
  ]);
  if (paypal) {
    await one(`select record_payment($1, 'paid', $2) as r`, [order.id, `CAP-${order.id}`]);
    const made = await one<{ refund: { id: string } }>('select create_refund($1) as r', [
      { order_id: order.id, lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'Chipped' },
    ]);
    await one(`select settle_refund($1, 'succeeded') as r`, [made.refund.id]);
  }
  if (n % 4 === 1) {
    await one(
      `update orders set order_status = 'cancelled', cancel_reason = 'changed mind' where id = $1 returning 1 as r`,
      [order.id],
    );
  } else if (n % 4 === 2 && !paypal) {
    await one(`update orders set order_status = 'confirmed' where id = $1 returning 1 as r`, [order.id]);
  }
}

/** The owner opening the dashboard again and again, each opening folding what came in meanwhile. */
async function owner(times: number) {
  for (let i = 0; i < times; i++) {
    await inTransaction(async (c) => {
      await c.query('set local role authenticated');
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [OWNER_CLAIMS]);
      await c.query(`select owner_dashboard(now() - interval '30 days', now())`);
    });
  }
}

it('stays equal to a recomputation after concurrent orders, refunds, cancellations and folds', async (ctx) => {
  if (!server) ctx.skip();
  const outcomes = await Promise.allSettled([
    ...Array.from({ length: 48 }, (_, n) => customer(n)),
    owner(12),
    owner(12),
    owner(12),
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await one('select private.rebuild_dashboard_rollups() as r');
    })(),
  ]);
  const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
  expect(failures).toEqual([]);

  const { rows } = await pool.query<{ c: { differences: unknown[] } }>(
    'select check_dashboard_rollups() as c',
  );
  expect(rows[0]!.c.differences).toEqual([]);
  const placed = await pool.query<{ n: number }>('select count(*)::int as n from orders');
  expect(placed.rows[0]!.n).toBe(48);
});

it('rebuilds after a fold that was under way, never counting its rows twice', async (ctx) => {
  if (!server) ctx.skip();
  for (let n = 100; n < 104; n++) await customer(n);
  // On a day no rollup has a row for yet: the fold below inserts its compacted rows rather than updating.
  await pool.query(
    `update orders set created_at = '2020-01-01T12:00:00Z' where customer_email like 'buyer10_@example.com'`,
  );
  // A fold holds its new compacted rows uncommitted while a rebuild starts.
  const folding = await pool.connect();
  try {
    await folding.query('begin');
    await folding.query('select private.compact_dashboard_rollups()');
    const rebuilt = pool.query('select private.rebuild_dashboard_rollups()');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await folding.query('commit');
    await rebuilt;
  } finally {
    folding.release();
  }
  const { rows } = await pool.query<{ c: { differences: unknown[] } }>(
    'select check_dashboard_rollups() as c',
  );
  expect(rows[0]!.c.differences).toEqual([]);
});
