/**
 * Order statuses and stock holds in SQL: the database refuses every move off the path, records each
 * move in order_events, and returns an order's stock exactly once whichever way it ends.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { MAX_QUANTITY_PER_ITEM } from '../../supabase/functions/_shared/rules/limits';
import { createSchemaDb, createUser, pgError } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { setVariantStock, variantStock } from './helpers/variants';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb();
  await createUser(db, OWNER, 'owner@example.com');
});
afterAll(() => db.close());

const OWNER = '99999999-9999-4999-8999-000000000001';

/** Runs fn with the claims PostgREST would set for the caller, committed. */
async function as<T>(
  who: 'service_role' | 'owner' | 'customer',
  fn: (tx: Transaction) => Promise<T>,
  sub?: string,
): Promise<T> {
  return db.transaction(async (tx) => {
    const role = who === 'service_role' ? 'service_role' : 'authenticated';
    await tx.exec(`set local role ${role}`);
    const claims =
      who === 'owner'
        ? { role, sub: OWNER, app_metadata: { role: 'owner' } }
        : who === 'customer'
          ? { role, sub, app_metadata: { provider: 'email' } }
          : { role };
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return fn(tx);
  });
}

async function place(extra: Record<string, unknown> = {}, quantity = 2): Promise<string> {
  const order = await as('service_role', async (tx) => {
    const input = orderInput([{ product_id: SEED.figJam, quantity }], extra);
    return (await tx.query<{ o: { id: string } }>('select place_order($1) as o', [input])).rows[0]!.o;
  });
  return order.id;
}

const setStatus = (id: string, to: string, extra: Record<string, string | null> = {}) =>
  as('owner', (tx) =>
    tx.query('select owner_set_order_status($1, $2, $3, $4, $5, $6)', [
      id,
      to,
      extra.note ?? null,
      extra.carrier ?? null,
      extra.tracking ?? null,
      extra.url ?? null,
    ]),
  );

/** The fig jam's stock: its one variant's. */
const jamStock = async () => (await variantStock(db, SEED_SKU.figJam))!;

const events = async (id: string) =>
  (
    await db.query<{ from_status: string | null; to_status: string; note: string | null; actor_id: string }>(
      'select from_status, to_status, note, actor_id from order_events where order_id = $1 order by at, id',
      [id],
    )
  ).rows;

describe('order statuses', () => {
  it('move along pending, confirmed, processing, shipped, delivered, each recorded with its actor', async () => {
    const id = await place();
    await setStatus(id, 'confirmed', { note: 'Called the customer' });
    await setStatus(id, 'processing');
    const noTracking = await pgError(setStatus(id, 'shipped', { carrier: 'Amana' }));
    expect([noTracking.code, noTracking.hint]).toEqual(['PT422', 'tracking_required']);
    await setStatus(id, 'shipped', { carrier: 'Amana', tracking: 'AM123', url: 'https://amana.ma/t/AM123' });
    await setStatus(id, 'delivered');
    const timeline = await events(id);
    expect(timeline.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, 'pending'],
      ['pending', 'confirmed'],
      ['confirmed', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(timeline[0]!.actor_id).toBeNull(); // placed by the system
    expect(timeline[1]).toMatchObject({ actor_id: OWNER, note: 'Called the customer' });
    expect(timeline[3]!.note).toBe('Amana AM123');
  });

  it('refuses every other move, for the owner and for the service role alike', async () => {
    const id = await place();
    for (const to of ['processing', 'shipped', 'delivered']) {
      const refused = await pgError(setStatus(id, to));
      expect(refused.code).toBe('PT409');
      expect(refused.message).toMatch(
        /is pending and cannot become .*next it can only become confirmed or cancelled/,
      );
    }
    await setStatus(id, 'confirmed');
    const back = await pgError(
      as('service_role', (tx) => tx.query(`update orders set order_status = 'pending' where id = $1`, [id])),
    );
    expect([back.code, back.hint]).toEqual(['PT409', 'invalid_status_change']);
    await setStatus(id, 'processing');
    await setStatus(id, 'shipped', { carrier: 'Amana', tracking: 'AM9' });
    const late = await pgError(setStatus(id, 'cancelled', { note: 'too late' }));
    expect(late.message).toMatch(
      /is shipped and cannot become cancelled \(next it can only become delivered or returned\)/,
    );
    expect((await events(id)).map((e) => e.to_status)).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
    ]);
  });

  it('needs a reason to cancel, and a cancelled order never moves again', async () => {
    const id = await place();
    const noReason = await pgError(setStatus(id, 'cancelled'));
    expect(noReason.hint).toBe('cancel_reason_required');
    await setStatus(id, 'cancelled', { note: 'Customer asked' });
    const row = (
      await db.query<{ cancel_reason: string }>('select cancel_reason from orders where id = $1', [id])
    ).rows[0]!;
    expect(row.cancel_reason).toBe('Customer asked');
    expect((await pgError(setStatus(id, 'confirmed'))).hint).toBe('invalid_status_change');
  });

  it('refuses the owner RPC to customers, and tracking links that are not https', async () => {
    const id = await place();
    const customer = '99999999-9999-4999-8999-000000000002';
    const refused = await pgError(
      as('customer', (tx) => tx.query(`select owner_set_order_status($1, 'confirmed')`, [id]), customer),
    );
    expect([refused.code, refused.hint]).toEqual(['PT403', 'not_shop_owner']);
    await setStatus(id, 'confirmed');
    await setStatus(id, 'processing');
    const bad = await pgError(
      setStatus(id, 'shipped', { carrier: 'X', tracking: '1', url: 'javascript:alert(1)//x.y' }),
    );
    expect(bad.constraint).toBe('orders_tracking_url_is_https');
  });
});

describe('edits in the dashboard', () => {
  const edit = (id: string, column: string, value: string | null) =>
    as('service_role', (tx) => tx.query(`update orders set ${column} = $2 where id = $1`, [id, value]));

  it('keep the customer phone in E.164, on insert and on update', async () => {
    const local = await pgError(
      place({ customer: { name: 'A', email: 'a@example.com', phone: '06 12 34 56 78' } }),
    );
    expect([local.code, local.hint]).toEqual(['PT422', 'invalid_phone']);
    const id = await place();
    const spaced = await pgError(edit(id, 'customer_phone', '+212 611 111 111'));
    expect([spaced.code, spaced.hint]).toEqual(['PT422', 'invalid_phone']);
    await edit(id, 'customer_phone', '+212611111111');
  });

  it('correct but never blank the tracking of an order that has left', async () => {
    const id = await place();
    await setStatus(id, 'confirmed');
    await setStatus(id, 'processing');
    await setStatus(id, 'shipped', { carrier: 'Amana', tracking: 'AM123' });
    for (const [column, value] of [
      ['carrier', ''],
      ['tracking_number', null],
    ] as const) {
      const blanked = await pgError(edit(id, column, value));
      expect([blanked.code, blanked.hint]).toEqual(['PT422', 'tracking_required']);
    }
    await edit(id, 'tracking_number', 'AM124');
    await setStatus(id, 'delivered');
    expect((await pgError(edit(id, 'carrier', ' '))).hint).toBe('tracking_required');
  });
});

describe('stock holds', () => {
  it('are returned exactly once whether cancelled, failed or expired, in any order', async () => {
    const before = await jamStock();
    const id = await place({ payment_method: 'paypal' }, 3);
    expect(await jamStock()).toBe(before - 3);
    await db.query(`update orders set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);

    await setStatus(id, 'cancelled', { note: 'Customer asked' });
    const swept = await as('service_role', (tx) =>
      tx.query<{ n: number }>('select release_expired_holds() as n'),
    );
    expect(swept.rows[0]!.n).toBe(0);
    const failed = await as('service_role', (tx) =>
      tx.query<{ r: { action: string } }>(`select record_payment($1, 'failed') as r`, [id]),
    );
    expect(failed.rows[0]!.r.action).toBe('failed');
    expect(await jamStock()).toBe(before);
  });

  it('expire into a cancellation with the reason for the payment method', async () => {
    const before = await jamStock();
    const paypal = await place({ payment_method: 'paypal' }, 1);
    const cod = await place({}, 2);
    const fresh = await place({}, 1);
    const hold = await db.query<{ minutes: number }>(
      `select round(extract(epoch from hold_expires_at - created_at) / 60) as minutes from orders where id = any($1)
       order by payment_method desc`,
      [[paypal, cod]],
    );
    expect(hold.rows.map((r) => Number(r.minutes))).toEqual([30, 48 * 60]);
    await db.query(`update orders set hold_expires_at = now() - interval '1 minute' where id = any($1)`, [
      [paypal, cod],
    ]);
    const swept = await as('service_role', (tx) =>
      tx.query<{ n: number }>('select release_expired_holds() as n'),
    );
    expect(swept.rows[0]!.n).toBe(2);
    const rows = await db.query<{ id: string; order_status: string; cancel_reason: string | null }>(
      'select id, order_status, cancel_reason from orders where id = any($1)',
      [[paypal, cod, fresh]],
    );
    const byId = Object.fromEntries(rows.rows.map((r) => [r.id, [r.order_status, r.cancel_reason]]));
    expect(byId[paypal]).toEqual(['cancelled', 'payment not completed']);
    expect(byId[cod]).toEqual(['cancelled', 'not confirmed']);
    expect(byId[fresh]).toEqual(['pending', null]);
    expect(await jamStock()).toBe(before - 1);
  });

  it('take a late payment back when the stock allows, and otherwise leave it to be refunded', async () => {
    const late = await place({ payment_method: 'paypal' }, 2);
    await db.query(`update orders set hold_expires_at = now() - interval '1 minute' where id = $1`, [late]);
    await as('service_role', (tx) => tx.query('select release_expired_holds()'));
    const stock = await jamStock();
    const paid = await as('service_role', (tx) =>
      tx.query<{ r: object }>(`select record_payment($1, 'paid') as r`, [late]),
    );
    expect(paid.rows[0]!.r).toEqual({ payment_status: 'paid', order_status: 'confirmed', action: 'reheld' });
    expect(await jamStock()).toBe(stock - 2);

    const gone = await place({ payment_method: 'paypal' }, 2);
    await setStatus(gone, 'cancelled', { note: 'test' });
    const left = await jamStock();
    await setVariantStock(db, SEED_SKU.figJam, 1);
    const refund = await as('service_role', (tx) =>
      tx.query<{ r: object }>(`select record_payment($1, 'paid') as r`, [gone]),
    );
    expect(refund.rows[0]!.r).toEqual({
      payment_status: 'pending',
      order_status: 'cancelled',
      action: 'refund',
    });
    expect(await jamStock()).toBe(1);
    await setVariantStock(db, SEED_SKU.figJam, left);
  });
});

describe('quantity limit', () => {
  const placeLines = (items: Parameters<typeof orderInput>[0]) =>
    as('service_role', async (tx) => {
      const o = (await tx.query<{ o: { id: string } }>('select place_order($1) as o', [orderInput(items)]))
        .rows[0]!.o;
      return o.id;
    });

  it(`refuses more than ${MAX_QUANTITY_PER_ITEM} of one variant, even split over lines`, async () => {
    const over = await pgError(place({}, MAX_QUANTITY_PER_ITEM + 1));
    expect([over.code, over.hint]).toEqual(['PT422', 'quantity_limit']);
    expect(over.message).toBe(
      `quantity_limit: at most ${MAX_QUANTITY_PER_ITEM} of "Fig and Anise Jam" per order`,
    );
    // The Safi bowl is made to order: only the limit can refuse it, never its stock.
    const split = await pgError(
      placeLines([
        { product_id: SEED.safiTerracottaBowl, quantity: 6, variant: { size: 'small' } },
        {
          product_id: SEED.safiTerracottaBowl,
          quantity: MAX_QUANTITY_PER_ITEM - 5,
          variant: { size: 'small' },
        },
      ]),
    );
    expect([split.code, split.hint]).toEqual(['PT422', 'quantity_limit']);
    expect(split.message).toBe(
      `quantity_limit: at most ${MAX_QUANTITY_PER_ITEM} of "Safi Terracotta Bowl (small)" per order`,
    );
    expect(await place({}, MAX_QUANTITY_PER_ITEM)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`counts each size on its own: ${MAX_QUANTITY_PER_ITEM} small and 1 large are one order`, async () => {
    const id = await placeLines([
      { product_id: SEED.safiTerracottaBowl, quantity: MAX_QUANTITY_PER_ITEM, variant: { size: 'small' } },
      { product_id: SEED.safiTerracottaBowl, quantity: 1, variant: { size: 'large' } },
    ]);
    const lines = await db.query<{ sku: string; quantity: number }>(
      'select sku, quantity from order_items where order_id = $1 order by created_at',
      [id],
    );
    expect(lines.rows).toEqual([
      { sku: 'ZLJ-CER-002-S', quantity: MAX_QUANTITY_PER_ITEM },
      { sku: 'ZLJ-CER-002-L', quantity: 1 },
    ]);
  });
});
