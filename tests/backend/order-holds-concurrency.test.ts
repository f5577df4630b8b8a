/**
 * Stock comes back exactly once when the owner's cancel, the hold sweep and a failed payment hit the
 * same orders at the same moment, on a real PostgreSQL with one connection each (PGlite, one session,
 * cannot interleave them); and refunds racing each other and their settlements the same way.
 * Skipped on a machine without PostgreSQL binaries.
 */
import pg from 'pg';
import { startBackend, type RunningBackend } from '../../embedded-backend/src/server';
import { startRealPostgres, type RealPostgres } from './helpers/real-postgres';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';

const ORDERS = 30;
const OWNER_CLAIMS = JSON.stringify({
  role: 'authenticated',
  sub: '99999999-9999-4999-8999-00000000000a',
  app_metadata: { role: 'owner' },
});

let server: RealPostgres | null = null;
let backend: RunningBackend | null = null;
beforeAll(async () => {
  server = await startRealPostgres();
  if (!server) return;
  // Brings the server to the shop's schema (bootstrap, migrations, seed), as with DATABASE_URL.
  backend = await startBackend({
    databaseUrl: server.url,
    port: 0,
    pgPort: 0,
    functions: false,
    holdSweepMs: 0,
  });
}, 120_000);
afterAll(async () => {
  await backend?.stop();
  server?.stop();
});

it('returns each order’s stock once when cancel, sweep and failed payment race', async (ctx) => {
  if (!server) ctx.skip();
  const pool = new pg.Pool({ connectionString: server!.url, max: 12 });
  try {
    // Two sizes of one bowl on each order: every release locks both variants (and their product).
    const skus = [SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueLarge];
    const stock = async () =>
      (
        await pool.query<{ stock_quantity: number }>(
          'select stock_quantity from product_variants where sku = any($1) order by sku desc',
          [skus],
        )
      ).rows.map((r) => Number(r.stock_quantity));
    await pool.query('update product_variants set stock_quantity = 1000 where sku = any($1)', [skus]);
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const placed = await pool.query('select place_order($1) as o', [
        orderInput(
          [
            { product_id: SEED.fesBlueTeaBowl, quantity: 3, variant: { size: 'small' } },
            { product_id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'large' } },
          ],
          { payment_method: 'paypal' },
        ),
      ]);
      ids.push(placed.rows[0].o.id);
    }
    // -S sorts after -L: small, then large.
    expect(await stock()).toEqual([1000 - 3 * ORDERS, 1000 - ORDERS]);
    await pool.query(`update orders set hold_expires_at = now() - interval '1 minute' where id = any($1)`, [
      ids,
    ]);

    /** One statement in its own transaction, as the given caller, on its own connection. */
    const run = async (sql: string, params: unknown[], claims?: string) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        if (claims) {
          await client.query(`set local role authenticated`);
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        }
        await client.query(sql, params);
        await client.query('commit');
        return null;
      } catch (error) {
        await client.query('rollback');
        return error as { message: string };
      } finally {
        client.release();
      }
    };
    const outcomes = await Promise.all(
      ids.flatMap((id) => [
        run(`select owner_set_order_status($1, 'cancelled', 'Customer asked')`, [id], OWNER_CLAIMS),
        run('select release_expired_holds()', []),
        run(`select record_payment($1, 'failed')`, [id]),
      ]),
    );
    // Losers of the race are refused (already cancelled), never applied twice.
    for (const error of outcomes) if (error) expect(error.message).toMatch(/cannot become|deadlock/);
    expect(outcomes.filter((e) => e && /deadlock/.test(e.message))).toEqual([]);
    expect(await stock()).toEqual([1000, 1000]);
    const events = await pool.query(
      `select count(*)::int as n from order_events where to_status = 'cancelled' and order_id = any($1)`,
      [ids],
    );
    expect(events.rows[0].n).toBe(ORDERS);
    const released = await pool.query(
      'select count(*)::int as n from orders where stock_released_at is not null and id = any($1)',
      [ids],
    );
    expect(released.rows[0].n).toBe(ORDERS);
  } finally {
    await pool.end();
  }
});

it('never refunds more than was paid or bought, nor restocks twice, when refunds race', async (ctx) => {
  if (!server) ctx.skip();
  const pool = new pg.Pool({ connectionString: server!.url, max: 12 });
  try {
    const sku = SEED_SKU.fesBlueLarge;
    await pool.query('update product_variants set stock_quantity = 1000 where sku = $1', [sku]);
    const orders: { id: string; line: string; total: number }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const placed = await pool.query('select place_order($1) as o', [
        orderInput([{ product_id: SEED.fesBlueTeaBowl, quantity: 3, variant: { size: 'large' } }], {
          payment_method: 'paypal',
          currency: 'EUR',
        }),
      ]);
      const order = placed.rows[0].o;
      await pool.query(`select record_payment($1, 'paid', $2)`, [order.id, `CAP-RACE-${i}`]);
      orders.push({ id: order.id, line: order.items[0].id, total: Number(order.total) });
    }
    const stock = async () =>
      Number(
        (await pool.query('select stock_quantity from product_variants where sku = $1', [sku])).rows[0]
          .stock_quantity,
      );
    const taken = await stock();

    /** One call in its own transaction on its own connection: its answer, or the error's hint. */
    const call = async (sql: string, params: unknown[]) => {
      try {
        return { ok: (await pool.query(sql, params)).rows[0] };
      } catch (error) {
        return { error: (error as { hint?: string; message: string }).hint ?? (error as Error).message };
      }
    };
    const created = await Promise.all(
      orders.flatMap((o) => [
        // Two owners refund everything at once; three more refund one piece each, back to the shelf.
        ...[1, 2].map(() =>
          call('select create_refund($1) as r', [{ order_id: o.id, amount_mad: o.total, reason: 'All' }]),
        ),
        ...[1, 2, 3].map(() =>
          call('select create_refund($1) as r', [
            { order_id: o.id, lines: [{ order_item_id: o.line, quantity: 1, restock: true }], reason: 'One' },
          ]),
        ),
      ]),
    );
    for (const outcome of created) {
      if ('error' in outcome)
        expect(outcome.error).toMatch(/^(refund_exceeds_remaining|fully_refunded|quantity_exceeds_bought)$/);
    }
    const refunds = created.flatMap((o) => ('ok' in o ? [o.ok.r.refund.id as string] : []));
    // PayPal's answer and its webhook report each refund at the same moment, twice over.
    await Promise.all(
      refunds.flatMap((id) => [
        call(`select settle_refund($1, 'succeeded', $2)`, [id, `PP-${id}`]),
        call(`select settle_refund($1, 'succeeded', $2)`, [id, `PP-${id}`]),
        call('select record_paypal_refund($1)', [
          { refund_id: `PP-${id}`, custom_id: id, status: 'COMPLETED' },
        ]),
      ]),
    );
    const { rows } = await pool.query(
      `select o.id, o.total, o.refunded_mad, o.paid_amount, o.refunded_amount, o.payment_status,
              (select coalesce(sum(r.amount_mad), 0) from refunds r where r.order_id = o.id and r.status = 'succeeded') as refunds_mad,
              (select count(*) from refunds r where r.order_id = o.id and r.status <> 'succeeded') as unsettled,
              (select count(*) from mail_outbox m where m.order_id = o.id and m.kind = 'refund_issued') as mails,
              (select count(*) from refunds r where r.order_id = o.id) as refunds,
              i.refunded_quantity, i.restocked_quantity
       from orders o join order_items i on i.order_id = o.id where o.id = any($1)`,
      [orders.map((o) => o.id)],
    );
    let restocked = 0;
    for (const row of rows) {
      expect(Number(row.refunded_mad)).toBeLessThanOrEqual(Number(row.total));
      expect(Number(row.refunded_amount)).toBeLessThanOrEqual(Number(row.paid_amount));
      expect(Number(row.refunds_mad)).toBe(Number(row.refunded_mad));
      expect(Number(row.unsettled)).toBe(0);
      expect(Number(row.mails)).toBe(Number(row.refunds));
      expect(row.refunded_quantity).toBeLessThanOrEqual(3);
      restocked += row.restocked_quantity;
    }
    expect(await stock()).toBe(taken + restocked);
    // Every order was refunded by someone; some in full by one owner, some piece by piece.
    expect(rows.every((row) => Number(row.refunded_mad) > 0)).toBe(true);
  } finally {
    await pool.end();
  }
});
