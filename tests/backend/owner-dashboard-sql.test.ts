/**
 * The owner's dashboard (migration 20261209000100): owner_dashboard's figures equal an independent
 * computation from the raw rows (helpers/dashboard-expected.ts) on orders that cover the rules: cash and
 * PayPal, MAD, EUR and USD shoppers, a promotion code, refunds by line, by amount and failed, a refund of
 * an order placed in the previous period, cancellations before and after confirmation, a paid order
 * refunded then cancelled, a parcel refused at the door, an open return, sold-out sizes with shoppers
 * waiting. The daily rollups it reads stay equal to a recomputation through every change, deletion and
 * a new time zone. Only the owner may call it. Runs on PGlite, and on a real PostgreSQL in the postgres
 * suite.
 *
 * Days: every order and refund happens at 12:00 UTC, and the period is given at 10:00 UTC: at these hours
 * every source of time zone data agrees on the day (PGlite's own Africa/Casablanca was an hour off from
 * September 2026 until the embedded backend replaced it, and some browsers' still is).
 */
import { expectedDashboard, type RawRows } from './helpers/dashboard-expected';
import { OWNER_SUB, as } from './helpers/sql-callers';
import { openSchemaDb, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

let db: SqlDb;
const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000d1';

const PERIOD = { from: '2026-11-01T10:00:00Z', to: '2026-11-30T10:00:00Z' };
const noon = (day: string) => `${day}T12:00:00Z`;

const JAM = (quantity = 1): OrderLine => ({ product_id: SEED.figJam, quantity }); // 75
const BOARD = (quantity = 1): OrderLine => ({ product_id: SEED.oliveWoodBreadBoard, quantity }); // 220
const THUYA: OrderLine = { product_id: SEED.thuyaServingBoard, quantity: 1 }; // 450
const FES = (size: string, quantity = 1): OrderLine => ({
  product_id: SEED.fesBlueTeaBowl,
  variant: { size },
  quantity,
});

async function place(tx: SqlTx, day: string, items: OrderLine[], extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput(items, extra)],
  );
  const { id, items: lines } = rows[0]!.o;
  await tx.query('update orders set created_at = $2 where id = $1', [id, noon(day)]);
  return { id, lines: lines.map((l) => l.id) };
}

async function moveTo(tx: SqlTx, id: string, ...statuses: string[]) {
  for (const status of statuses) {
    await tx.query(
      `update orders set order_status = $2,
         carrier = case when $2 = 'shipped' then 'Amana' else carrier end,
         tracking_number = case when $2 = 'shipped' then 'AM-1' else tracking_number end,
         cancel_reason = case when $2 = 'cancelled' then 'asked by the customer' else cancel_reason end,
         returned_reason = case when $2 = 'returned' then 'refused' else returned_reason end
       where id = $1`,
      [id, status],
    );
  }
}

const paid = (tx: SqlTx, id: string) =>
  tx.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-${id.slice(0, 13)}`]);

/** A refund as the owner's function makes it; settled (and moved to noon of `day`) unless it fails. */
async function refund(tx: SqlTx, day: string, input: Record<string, unknown>, outcome = 'succeeded') {
  const { rows } = await tx.query<{ r: { refund: { id: string; status: string } } }>(
    'select create_refund($1) as r',
    [{ reason: 'Cracked in transit', ...input }],
  );
  const made = rows[0]!.r.refund;
  if (made.status === 'pending') await tx.query('select settle_refund($1, $2)', [made.id, outcome]);
  if (outcome === 'succeeded') {
    await tx.query('update refunds set settled_at = $2 where id = $1', [made.id, noon(day)]);
  }
  return made.id;
}

const dashboard = (tx: SqlTx, from = PERIOD.from, to = PERIOD.to) =>
  as(tx, 'authenticated', OWNER_SUB, async () => {
    const { rows } = await tx.query<{ d: Record<string, unknown> }>('select owner_dashboard($1, $2) as d', [
      from,
      to,
    ]);
    return rows[0]!.d;
  });

/** Every row the figures come from, as the database holds them now. */
async function rawRows(tx: SqlTx): Promise<RawRows> {
  const { rows } = await tx.query<{ raw: Omit<RawRows, 'now'> & { now: string } }>(`
    select jsonb_build_object(
      'orders', (select coalesce(jsonb_agg(to_jsonb(o)), '[]') from orders o),
      'items', (select coalesce(jsonb_agg(to_jsonb(i)), '[]') from order_items i),
      'refunds', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from refunds r),
      'refundItems', (select coalesce(jsonb_agg(to_jsonb(ri)), '[]') from refund_items ri),
      'products', (select jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title)) from products p),
      'variants', (select jsonb_agg(jsonb_build_object('id', v.id, 'product_id', v.product_id, 'sku', v.sku,
          'size', v.options ->> 'size', 'stock_quantity', v.stock_quantity, 'active', v.active))
        from product_variants v),
      'waiting', (select coalesce(jsonb_agg(to_jsonb(b)), '[]') from back_in_stock_requests b),
      'returns', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from return_requests r),
      'timeZone', (select time_zone from shop_settings),
      'lowStockThreshold', (select low_stock_threshold from shop_settings),
      'now', now()) as raw`);
  const raw = rows[0]!.raw;
  return { ...raw, now: new Date(raw.now) };
}

const differences = async (tx: SqlTx) =>
  (await tx.query<{ c: { differences: unknown[] } }>('select check_dashboard_rollups() as c')).rows[0]!.c
    .differences;

const variantId = async (tx: SqlTx, sku: string) =>
  (await tx.query<{ id: string }>('select id from product_variants where sku = $1', [sku])).rows[0]!.id;

beforeAll(async () => {
  db = await openSchemaDb();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [CUSTOMER, 'dana@example.com']);
  await db.transaction(async (tx) => {
    // No invoices: a test below deletes an order and a refund by hand, which an issued document forbids.
    await tx.query('update shop_settings set legal_name = null');
    await tx.query(
      `insert into promotions (code, title, kind, value) values ('DASH10', 'Ten off', 'percentage', 10)`,
    );
    const paypal = (currency: string, code?: string) => ({
      payment_method: 'paypal',
      currency,
      ...(code ? { promotion_code: code } : {}),
    });

    // The period before (2026-10-02 .. 10-31), and one order before that.
    const before = await place(tx, '2026-10-10', [JAM(2)]);
    await moveTo(tx, before.id, 'confirmed', 'processing', 'shipped', 'delivered');
    await refund(tx, '2026-11-02', { order_id: before.id, amount_mad: 20 }); // counts in November
    const october = await place(tx, '2026-10-20', [BOARD()], paypal('EUR'));
    await paid(tx, october.id);
    const september = await place(tx, '2026-09-01', [JAM()]);
    await moveTo(tx, september.id, 'confirmed');

    // November.
    const delivered = await place(tx, '2026-11-03', [JAM(2), BOARD()]);
    await moveTo(tx, delivered.id, 'confirmed', 'processing', 'shipped', 'delivered');
    await tx.query('select request_return($1)', [
      {
        order_id: delivered.id,
        email: 'amina@example.com',
        reason: 'damaged',
        lines: [{ order_item_id: delivered.lines[0], quantity: 1 }],
      },
    ]);
    const refused = await place(tx, '2026-11-03', [FES('small')]);
    await moveTo(tx, refused.id, 'confirmed', 'processing', 'shipped', 'returned');
    await place(tx, '2026-11-05', [JAM()]); // waits for confirmation
    const declined = await place(tx, '2026-11-06', [BOARD()]);
    await moveTo(tx, declined.id, 'cancelled');
    const changedMind = await place(tx, '2026-11-07', [THUYA]);
    await moveTo(tx, changedMind.id, 'confirmed', 'cancelled');

    const euro = await place(tx, '2026-11-10', [FES('medium', 2), JAM()], paypal('EUR'));
    await paid(tx, euro.id);
    await refund(tx, '2026-11-20', {
      order_id: euro.id,
      lines: [{ order_item_id: euro.lines[0], quantity: 1, restock: true }],
    });
    await refund(tx, '2026-11-21', { order_id: euro.id, amount_mad: 10 }, 'failed');

    const dollar = await place(tx, '2026-11-12', [THUYA, BOARD(2)], {
      ...paypal('USD', 'DASH10'),
      user_id: CUSTOMER,
    });
    await paid(tx, dollar.id);
    await refund(tx, '2026-11-12', { order_id: dollar.id, amount_mad: 50 });
    await moveTo(tx, dollar.id, 'processing', 'shipped');
    await tx.query('update orders set shipped_at = $2 where id = $1', [dollar.id, noon('2026-11-20')]);

    const refundedThenCancelled = await place(tx, '2026-11-14', [JAM(3)], paypal('MAD'));
    await paid(tx, refundedThenCancelled.id);
    await refund(tx, '2026-11-15', {
      order_id: refundedThenCancelled.id,
      lines: [{ order_item_id: refundedThenCancelled.lines[0], quantity: 3 }],
    });
    await moveTo(tx, refundedThenCancelled.id, 'cancelled');

    await place(
      tx,
      '2026-11-15',
      [{ product_id: SEED.safiTerracottaBowl, variant: { size: 'small' }, quantity: 2 }],
      paypal('EUR'),
    );
    const discounted = await place(tx, '2026-11-28', [FES('large')], { promotion_code: 'DASH10' });
    await moveTo(tx, discounted.id, 'confirmed', 'processing');

    // Shoppers waiting for sold-out sizes.
    const amazighSmall = await variantId(tx, SEED_SKU.amazighSmall);
    for (const email of ['one@example.com', 'two@example.com']) {
      await tx.query(`select request_back_in_stock($1, $2, 'en', $3)`, [
        SEED.amazighMotifVessel,
        email,
        amazighSmall,
      ]);
    }
    const tamegrouteMedium = await variantId(tx, SEED_SKU.tamegrouteMedium);
    await tx.query(`select request_back_in_stock($1, 'three@example.com', 'fr', $2)`, [
      SEED.tamegrouteGreenBowl,
      tamegrouteMedium,
    ]);
  });
}, 120_000);
afterAll(() => db.close());

describe('owner_dashboard', () => {
  it.each([
    ['November, a whole month', PERIOD.from, PERIOD.to],
    ['mid-October to mid-November', '2026-10-15T10:00:00Z', '2026-11-20T10:00:00Z'],
    ['three whole months and days either side', '2026-08-20T10:00:00Z', '2026-12-01T10:00:00Z'],
    ['the first days of a month', '2026-11-01T10:00:00Z', '2026-11-12T10:00:00Z'],
    ['one day', '2026-11-12T10:00:00Z', '2026-11-12T11:00:00Z'],
  ])('answers every figure as the raw rows compute them: %s, and the period before', async (_, from, to) => {
    await db.transaction(async (tx) => {
      const figures = await dashboard(tx, from, to);
      expect(figures).toEqual(expectedDashboard(await rawRows(tx), from, to));
    });
  });

  it('counts what the rules say on these orders', async () => {
    await db.transaction(async (tx) => {
      const figures = (await dashboard(tx)) as Record<string, number | Record<string, number>>;
      expect(figures).toMatchObject({
        from: '2026-11-01',
        to: '2026-12-01',
        days: 30,
        previous_from: '2026-10-02',
        // Placed in November and not cancelled: delivered, refused, waiting, EUR, USD, MAD unpaid, discounted.
        orders: 7,
        cod_confirmed: 4, // delivered, refused at the door, discounted, and the one cancelled after confirming
        cod_declined: 1,
        cod_confirmation_rate: 0.8,
        cod_refusal_rate: 0.5,
        refunds: 3, // the EUR line, the USD amount and the October order's 20 MAD; not the cancelled order's
      });
      expect((figures.previous as Record<string, number>).orders).toBe(2);
      expect(figures.to_act_on).toEqual({
        cod_to_confirm: 1,
        to_prepare: 4, // September's and October's, the EUR order (paid) and the discounted one
        shipped_undelivered: 1,
        open_returns: 1,
      });
    });
  });

  it('keeps its rollups equal to a recomputation through moves, deletions and a new time zone', async () => {
    await db
      .transaction(async (tx) => {
        expect(await differences(tx)).toEqual([]);
        const waiting = (
          await tx.query<{ id: string }>(
            `select id from orders where order_status = 'pending' and payment_method = 'cod'`,
          )
        ).rows[0]!.id;
        // A line changed by hand, an order moved to another day, and one deleted with its lines.
        await tx.query(
          'update order_items set quantity = 2, total_price = unit_price * 2 where order_id = $1',
          [waiting],
        );
        await tx.query(`update orders set created_at = $2 where id = $1`, [waiting, noon('2026-11-29')]);
        expect(await differences(tx)).toEqual([]);
        await tx.query('delete from orders where id = $1', [waiting]);
        expect(await differences(tx)).toEqual([]);
        // A refund deleted with its pieces, by hand.
        await tx.query(
          `delete from refunds where id = (select id from refunds where status = 'succeeded' and amount_mad = 50)`,
        );
        expect(await differences(tx)).toEqual([]);
        expect(await dashboard(tx)).toEqual(expectedDashboard(await rawRows(tx), PERIOD.from, PERIOD.to));

        await tx.query(`update shop_settings set time_zone = 'Asia/Tokyo'`);
        expect(await differences(tx)).toEqual([]);
        const tokyo = { from: '2026-10-31T18:00:00Z', to: '2026-11-29T18:00:00Z' };
        expect(await dashboard(tx, tokyo.from, tokyo.to)).toEqual(
          expectedDashboard(await rawRows(tx), tokyo.from, tokyo.to),
        );
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });

  it('folds delta rows into one row per key, and reads the same before and after', async () => {
    await db
      .transaction(async (tx) => {
        const before = await dashboard(tx);
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from private.dashboard_order_days where not compacted',
        );
        expect(rows[0]!.n).toBe(0); // the dashboard folded them
        await moveTo(
          tx,
          (await tx.query<{ id: string }>(`select id from orders where order_status = 'processing' limit 1`))
            .rows[0]!.id,
          'shipped',
        );
        const deltas = await tx.query<{ n: number }>(
          'select count(*)::int as n from private.dashboard_order_days where not compacted',
        );
        expect(deltas.rows[0]!.n).toBe(2); // -1 as processing, +1 as shipped
        const after = await dashboard(tx);
        expect(after.orders).toBe(before.orders);
        const keys = await tx.query<{ n: number }>(`
        select count(*)::int as n from (
          select 1 from private.dashboard_order_days
          group by day, payment_method, order_status, confirmed, shipping_tva_rate having count(*) > 1) k`);
        expect(keys.rows[0]!.n).toBe(0);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });

  it('widens a period to whole shop days and refuses an empty or endless one', async () => {
    await db.transaction(async (tx) => {
      const day = (await dashboard(tx, '2026-11-03T12:00:00Z', '2026-11-03T12:00:01Z')) as Record<
        string,
        unknown
      >;
      expect(day).toMatchObject({ from: '2026-11-03', to: '2026-11-04', days: 1, orders: 2 });
      for (const [from, to] of [
        ['2026-11-03T12:00:00Z', '2026-11-03T12:00:00Z'],
        ['2000-01-01T12:00:00Z', '2026-11-03T12:00:00Z'],
      ]) {
        const refused = await refusal(tx, () => dashboard(tx, from, to));
        expect(refused).toMatchObject({ code: 'PT422', hint: 'invalid_period' });
      }
    });
  });

  it('is refused to anyone but the owner, as every owner function is', async () => {
    await db.transaction(async (tx) => {
      for (const [role, sub] of [
        ['anon', null],
        ['authenticated', CUSTOMER],
      ] as const) {
        const refused = await refusal(tx, () =>
          as(tx, role, sub, () => tx.query('select owner_dashboard($1, $2)', [PERIOD.from, PERIOD.to])),
        );
        expect(refused.code).toBe(role === 'anon' ? '42501' : 'PT403');
        if (role !== 'anon') {
          expect(refused).toMatchObject({
            hint: 'not_shop_owner',
            message: 'not_shop_owner: only the shop owner can read the dashboard',
          });
        }
      }
      // The rollups are nobody's to read directly, the owner's included.
      const read = await refusal(tx, () =>
        as(tx, 'authenticated', OWNER_SUB, () => tx.query('select * from private.dashboard_order_days')),
      );
      expect(read.code).toBe('42501');
    });
  });
});
