/**
 * Refunds (migration 20261206000100): what an order was paid is recorded when it is paid; refunds by
 * line, shipping or amount stay within what was paid and bought, to the cent in the paid currency;
 * settling moves stock, status, timeline and mail once; a failed refund gives back what it held; a
 * refund made in PayPal's dashboard is recorded once; only the service role writes, and customers
 * read only their own. Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { paypalCharge } from '../../supabase/functions/_shared/rules/money';
import { lineRefundValue } from '../../supabase/functions/_shared/rules/refunds';
import {
  asRole,
  createUser,
  openSchemaDb,
  pgError,
  refusal,
  type Role,
  type SqlDb,
  type SqlTx,
} from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000c1';
const STRANGER = '7a1f0000-0000-4000-8000-0000000000c2';

interface Item {
  id: string;
  quantity: number;
  total_price: number;
  discount: number;
  refunded_quantity: number;
  restocked_quantity: number;
}
interface Refund {
  id: string;
  status: string;
  amount_mad: number;
  amount: number;
  currency: string;
  shipping_mad: number;
  provider: string;
  provider_refund_id: string | null;
}

const FES_SMALL: OrderLine = { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 3 }; // 3 x 180
const JAM: OrderLine = { product_id: SEED.figJam, quantity: 1 }; // 75

const inDashboard = <T>(fn: (tx: SqlTx) => Promise<T>) => asRole(db, 'service_role', fn);

/** A PayPal order placed and paid (capture CAP-<n>), in the shopper's currency; its id and lines. */
async function paidOrder(tx: SqlTx, currency = 'EUR', items: OrderLine[] = [FES_SMALL, JAM], extra = {}) {
  const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
    orderInput(items, { payment_method: 'paypal', currency, ...extra }),
  ]);
  const id = rows[0]!.o.id;
  await tx.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-${id.slice(0, 8)}`]);
  return { id, items: await itemsOf(tx, id) };
}

const itemsOf = async (tx: SqlTx, orderId: string) =>
  (
    await tx.query<Item>(
      'select id, quantity, total_price::float8, discount::float8, refunded_quantity, restocked_quantity from order_items where order_id = $1 order by created_at, id',
      [orderId],
    )
  ).rows;

const orderOf = async (tx: SqlTx, id: string) =>
  (
    await tx.query<{
      payment_status: string;
      total: number;
      shipping: number;
      paid_amount: number;
      paid_currency: string;
      paypal_capture_id: string;
      refunded_mad: number;
      refunded_amount: number;
    }>(
      `select payment_status, total::float8, shipping::float8, paid_amount::float8, paid_currency, paypal_capture_id,
              refunded_mad::float8, refunded_amount::float8
       from orders where id = $1`,
      [id],
    )
  ).rows[0]!;

async function refund(tx: SqlTx, input: Record<string, unknown>) {
  const { rows } = await tx.query<{ r: { refund: Refund } }>('select create_refund($1) as r', [
    { reason: 'Cracked in transit', ...input },
  ]);
  return rows[0]!.r.refund;
}

async function settle(tx: SqlTx, id: string, status: string, providerId: string | null = null) {
  const { rows } = await tx.query<{ r: Refund }>('select settle_refund($1, $2, $3) as r', [
    id,
    status,
    providerId,
  ]);
  return rows[0]!.r;
}

const stockOf = async (tx: SqlTx, sku: string) =>
  (
    await tx.query<{ n: number | null }>('select stock_quantity as n from product_variants where sku = $1', [
      sku,
    ])
  ).rows[0]!.n;

const count = async (tx: SqlTx, sql: string, params: unknown[] = []) =>
  (await tx.query<{ n: number }>(sql, params)).rows[0]!.n;

describe('what an order was paid', () => {
  it('is what PayPal charged, as rules/money.ts computes it, for every total and currency', async () => {
    const totals = Array.from({ length: 400 }, (_, i) => (i * 1234.57 + 0.05 * (i % 7)) % 99_999);
    const { rows } = await db.query<{ total: string; currency: string; amount: string; paid: string }>(
      `select t.total::text, c.currency, p.amount::text, p.currency as paid
       from unnest($1::numeric[]) t(total) cross join unnest(array['MAD', 'EUR', 'USD']) c(currency)
       cross join lateral private.paypal_charge_of(round(t.total, 2), c.currency) p`,
      [totals],
    );
    for (const row of rows) {
      const charge = paypalCharge(Number(row.total), row.currency as 'MAD');
      expect(`${row.amount} ${row.paid}`, `${row.total} ${row.currency}`).toBe(
        `${charge.value} ${charge.currency_code}`,
      );
    }
  });

  it('is recorded with the capture when PayPal pays, and when the courier collects cash on delivery', async () => {
    await inDashboard(async (tx) => {
      const { id } = await paidOrder(tx, 'USD');
      const order = await orderOf(tx, id);
      const charge = paypalCharge(order.total, 'USD');
      expect([order.payment_status, order.paid_amount.toFixed(2), order.paid_currency]).toEqual([
        'paid',
        charge.value,
        'USD',
      ]);
      expect(order.paypal_capture_id).toBe(`CAP-${id.slice(0, 8)}`);

      const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
        orderInput([JAM]),
      ]);
      const cod = rows[0]!.o.id;
      for (const status of ['confirmed', 'processing']) {
        await tx.query('update orders set order_status = $2 where id = $1', [cod, status]);
      }
      await tx.query(
        `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
        [cod],
      );
      expect((await orderOf(tx, cod)).payment_status).toBe('pending');
      await tx.query(`update orders set order_status = 'delivered' where id = $1`, [cod]);
      const delivered = await orderOf(tx, cod);
      expect([delivered.payment_status, delivered.paid_amount, delivered.paid_currency]).toEqual([
        'paid',
        delivered.total,
        'MAD',
      ]);
    });
  });
});

describe('create_refund and settle_refund', () => {
  it('refunds one piece with restock: held while pending, then stock, status, timeline and one mail, once', async () => {
    await inDashboard(async (tx) => {
      const { id, items } = await paidOrder(tx);
      const bowls = items[0]!;
      const stock = await stockOf(tx, SEED_SKU.fesBlueSmall);
      const pending = await refund(tx, {
        order_id: id,
        lines: [{ order_item_id: bowls.id, quantity: 1, restock: true }],
      });
      expect([pending.status, pending.amount_mad, pending.currency, pending.provider]).toEqual([
        'pending',
        180,
        'EUR',
        'paypal',
      ]);
      expect(pending.amount).toBe(16.36); // 180 / 615 of the €55.91 paid (615 MAD), half-up
      expect((await itemsOf(tx, id))[0]!.refunded_quantity).toBe(1);
      expect(await stockOf(tx, SEED_SKU.fesBlueSmall)).toBe(stock); // nothing moves before PayPal says yes

      await settle(tx, pending.id, 'succeeded', 'PP-REFUND-1');
      await settle(tx, pending.id, 'succeeded', 'PP-REFUND-1'); // the webhook and the answer both report it
      expect(await stockOf(tx, SEED_SKU.fesBlueSmall)).toBe(stock! + 1);
      const order = await orderOf(tx, id);
      expect([order.payment_status, order.refunded_mad, order.refunded_amount]).toEqual([
        'partially_refunded',
        180,
        16.36,
      ]);
      expect(
        await count(
          tx,
          `select count(*)::int as n from mail_outbox where order_id = $1 and kind = 'refund_issued'`,
          [id],
        ),
      ).toBe(1);
      const { rows: events } = await tx.query<{ kind: string; note: string }>(
        `select kind, note from get_order_events($1) where kind = 'refund'`,
        [id],
      );
      expect(events).toEqual([{ kind: 'refund', note: 'Cracked in transit' }]);
      const { rows: mail } = await tx.query<{
        p: { refund: { amount: number; lines: unknown[] }; locale: string };
      }>(`select payload as p from mail_outbox where order_id = $1 and kind = 'refund_issued'`, [id]);
      expect(mail[0]!.p.refund).toMatchObject({
        amount: 16.36,
        currency: 'EUR',
        lines: [{ quantity: 1, amount_mad: 180 }],
      });
    });
  });

  it('adds up piece by piece to exactly what was paid, in both currencies, and then refuses more', async () => {
    await inDashboard(async (tx) => {
      // 3 bowls at 180 with a 10 % code: the line's 486.00 split in thirds that do not round evenly.
      await tx.query(
        `insert into promotions (code, title, kind, value) values ('TENOFF', 'Ten', 'percentage', 10)`,
      );
      const { id, items } = await paidOrder(tx, 'USD', [FES_SMALL, JAM], { promotion_code: 'TENOFF' });
      const [bowls, jam] = items as [Item, Item];
      const made: Refund[] = [];
      for (let piece = 0; piece < 3; piece += 1) {
        made.push(await refund(tx, { order_id: id, lines: [{ order_item_id: bowls.id, quantity: 1 }] }));
      }
      made.push(await refund(tx, { order_id: id, lines: [{ order_item_id: jam.id, quantity: 1 }] }));
      for (const r of made) await settle(tx, r.id, 'succeeded');
      const order = await orderOf(tx, id);
      const sum = (key: 'amount_mad' | 'amount') =>
        Math.round(made.reduce((s, r) => s + r[key] * 100, 0)) / 100;
      expect(
        made
          .slice(0, 3)
          .map((r) => r.amount_mad)
          .reduce((a, b) => a + b, 0),
      ).toBeCloseTo(bowls.total_price - bowls.discount, 10);
      expect([sum('amount_mad'), sum('amount')]).toEqual([order.total, order.paid_amount]);
      expect([order.payment_status, order.refunded_mad, order.refunded_amount]).toEqual([
        'refunded',
        order.total,
        order.paid_amount,
      ]);
      const done = await refusal(tx, () => refund(tx, { order_id: id, amount_mad: 1 }));
      expect([done.code, done.hint]).toEqual(['PT409', 'fully_refunded']);
    });
  });

  it('refuses what cannot be refunded, says why, and changes nothing', async () => {
    await inDashboard(async (tx) => {
      const { id, items } = await paidOrder(tx, 'EUR');
      const [bowls] = items as [Item];
      const other = await paidOrder(tx, 'EUR', [JAM]);
      const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
        orderInput([JAM], { payment_method: 'paypal', currency: 'EUR' }),
      ]);
      const unpaid = rows[0]!.o.id;
      const line = (quantity: unknown, itemId = bowls.id) => [{ order_item_id: itemId, quantity }];
      const cases: [Record<string, unknown>, string, string, string][] = [
        [{ order_id: unpaid, amount_mad: 10 }, 'PT409', 'not_paid', 'has not been paid'],
        [
          { order_id: '00000000-0000-4000-8000-000000000000', amount_mad: 10 },
          'PT404',
          'unknown_order',
          'no such order',
        ],
        [
          { order_id: id, lines: line(4) },
          'PT409',
          'quantity_exceeds_bought',
          '3 bought and 0 refunded already',
        ],
        [{ order_id: id, lines: line(0) }, 'PT422', 'invalid_quantity', 'whole number'],
        [{ order_id: id, lines: line(1.5) }, 'PT422', 'invalid_quantity', 'whole number'],
        [{ order_id: id, lines: line(1, other.items[0]!.id) }, 'PT422', 'unknown_line', 'no such line'],
        [{ order_id: id, lines: [...line(1), ...line(1)] }, 'PT422', 'duplicate_line', 'named twice'],
        [
          { order_id: id, amount_mad: 10_000 },
          'PT409',
          'refund_exceeds_remaining',
          'at most 615.00 MAD more',
        ],
        [{ order_id: id, amount_mad: 0.001 }, 'PT422', 'invalid_amount', 'at most two decimals'],
        [{ order_id: id, amount_mad: -5 }, 'PT422', 'invalid_amount', 'above 0'],
        [{ order_id: id, amount_mad: 0.04 }, 'PT422', 'refund_too_small', 'less than a cent in EUR'],
        [{ order_id: id }, 'PT422', 'nothing_to_refund', 'choose lines'],
        [{ order_id: id, amount_mad: 10, reason: '  ' }, 'PT422', 'reason_required', 'say why'],
        [{ order_id: 'not-an-id' }, 'PT400', 'invalid_refund', 'names an order'],
      ];
      const before = JSON.stringify([await orderOf(tx, id), await itemsOf(tx, id)]);
      for (const [input, code, hint, words] of cases) {
        const error = await refusal(tx, () => refund(tx, input));
        expect([error.code, error.hint], JSON.stringify(input)).toEqual([code, hint]);
        expect(error.message).toContain(words);
      }
      expect(JSON.stringify([await orderOf(tx, id), await itemsOf(tx, id)])).toBe(before);
      expect(await count(tx, 'select count(*)::int as n from refunds where order_id = $1', [id])).toBe(0);

      // Shipping is free from 500 MAD in Fes; the jam alone paid for it.
      const free = await refusal(tx, () => refund(tx, { order_id: id, shipping: true }));
      expect([free.code, free.hint]).toEqual(['PT422', 'no_shipping']);
      const shipped = await refund(tx, { order_id: other.id, shipping: true });
      expect(shipped.shipping_mad).toBe(shipped.amount_mad);
      const twice = await refusal(tx, () => refund(tx, { order_id: other.id, shipping: true }));
      expect([twice.code, twice.hint]).toEqual(['PT409', 'shipping_refunded']);
    });
  });

  it('gives a failed refund back to what can be refunded, without touching the stock', async () => {
    await inDashboard(async (tx) => {
      const { id, items } = await paidOrder(tx);
      const stock = await stockOf(tx, SEED_SKU.fesBlueSmall);
      const r = await refund(tx, {
        order_id: id,
        lines: [{ order_item_id: items[0]!.id, quantity: 3, restock: true }],
      });
      const failed = await settle(tx, r.id, 'failed');
      expect(failed.status).toBe('failed');
      const settledAgain = await refusal(tx, () =>
        tx.query(`update refunds set status = 'succeeded' where id = $1`, [r.id]),
      );
      expect([settledAgain.hint, settledAgain.message]).toEqual([
        'refund_settled',
        'refund_settled: this refund is already failed and cannot become succeeded',
      ]);
      const order = await orderOf(tx, id);
      expect([order.payment_status, order.refunded_mad, order.refunded_amount]).toEqual(['paid', 0, 0]);
      expect((await itemsOf(tx, id))[0]!.refunded_quantity).toBe(0);
      expect(await stockOf(tx, SEED_SKU.fesBlueSmall)).toBe(stock);
      // The same pieces can be refunded again.
      const again = await refund(tx, { order_id: id, lines: [{ order_item_id: items[0]!.id, quantity: 3 }] });
      expect(again.status).toBe('pending');
    });
  });

  it('returns each piece once when an order is cancelled after a refund put some back', async () => {
    await inDashboard(async (tx) => {
      const { id, items } = await paidOrder(tx);
      const stock = await stockOf(tx, SEED_SKU.fesBlueSmall);
      const r = await refund(tx, {
        order_id: id,
        lines: [{ order_item_id: items[0]!.id, quantity: 2, restock: true }],
      });
      await settle(tx, r.id, 'succeeded');
      expect(await stockOf(tx, SEED_SKU.fesBlueSmall)).toBe(stock! + 2);
      await tx.query(
        `update orders set order_status = 'cancelled', cancel_reason = 'Customer asked' where id = $1`,
        [id],
      );
      expect(await stockOf(tx, SEED_SKU.fesBlueSmall)).toBe(stock! + 3);
    });
  });

  it('hands cash back at once for a delivered cash-on-delivery order', async () => {
    await inDashboard(async (tx) => {
      const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
        orderInput([JAM]),
      ]);
      const cod = rows[0]!.o.id;
      const early = await refusal(tx, () => refund(tx, { order_id: cod, amount_mad: 10 }));
      expect(early.hint).toBe('not_paid');
      for (const status of ['confirmed', 'processing']) {
        await tx.query('update orders set order_status = $2 where id = $1', [cod, status]);
      }
      await tx.query(
        `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
        [cod],
      );
      await tx.query(`update orders set order_status = 'delivered' where id = $1`, [cod]);
      const r = await refund(tx, { order_id: cod, amount_mad: 25.5, reason: 'Jar lid dented' });
      expect([r.provider, r.status, r.amount, r.currency]).toEqual(['manual', 'succeeded', 25.5, 'MAD']);
      expect((await orderOf(tx, cod)).payment_status).toBe('partially_refunded');
    });
  });
});

describe('record_paypal_refund', () => {
  it('settles our own refund by its custom id, and records a dashboard refund once however often PayPal says it', async () => {
    await inDashboard(async (tx) => {
      const { id } = await paidOrder(tx);
      const capture = `CAP-${id.slice(0, 8)}`;
      const ours = await refund(tx, { order_id: id, amount_mad: 110 });
      const record = async (event: Record<string, unknown>) =>
        (
          await tx.query<{ r: { handled: string; refund?: Refund } }>(
            'select record_paypal_refund($1) as r',
            [event],
          )
        ).rows[0]!.r;
      const settled = await record({
        refund_id: 'PP-OURS',
        capture_id: capture,
        custom_id: ours.id,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '10.00' },
      });
      expect([settled.handled, settled.refund?.status, settled.refund?.provider_refund_id]).toEqual([
        'ours',
        'succeeded',
        'PP-OURS',
      ]);
      const dashboard = {
        refund_id: 'PP-DASH',
        capture_id: capture,
        custom_id: id,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '5.00' },
      };
      expect((await record(dashboard)).handled).toBe('dashboard');
      expect((await record(dashboard)).handled).toBe('ours');
      const { rows } = await tx.query<Refund & { source: string }>(
        `select source, status, amount::float8, amount_mad::float8 from refunds where order_id = $1 order by source`,
        [id],
      );
      expect(rows.map((r) => [r.source, r.status, r.amount, r.amount_mad])).toEqual([
        ['owner', 'succeeded', 10, 110],
        ['paypal_dashboard', 'succeeded', 5, 55],
      ]);
      expect((await orderOf(tx, id)).refunded_amount).toBe(15);
      expect((await record({ ...dashboard, refund_id: 'PP-ELSE', capture_id: 'CAP-UNKNOWN' })).handled).toBe(
        'unknown_capture',
      );
      // A custom id that only looks like a uuid is nobody's refund, not a cast error.
      const dashes = {
        ...dashboard,
        refund_id: 'PP-DASHES',
        capture_id: 'CAP-UNKNOWN',
        custom_id: '-'.repeat(36),
      };
      expect((await record(dashes)).handled).toBe('unknown_capture');
      const tooMuch = await record({
        ...dashboard,
        refund_id: 'PP-BIG',
        amount: { currency_code: 'EUR', value: '99.00' },
      });
      expect(tooMuch.handled).toBe('flagged');
      expect(
        await count(tx, 'select count(*)::int as n from order_payment_flags where order_id = $1', [id]),
      ).toBe(1);
    });
  });
});

describe('who may refund and who may read refunds', () => {
  it('lets only the service role refund, and each customer read only their own', async () => {
    await createUser(db, CUSTOMER, 'refund-customer@example.com').catch(() => undefined);
    await createUser(db, STRANGER, 'refund-stranger@example.com').catch(() => undefined);
    const { orderId, refundId } = await asRole(
      db,
      'service_role',
      async (tx) => {
        const { id, items } = await paidOrder(tx, 'EUR', [JAM], { user_id: CUSTOMER });
        const r = await refund(tx, { order_id: id, lines: [{ order_item_id: items[0]!.id, quantity: 1 }] });
        await settle(tx, r.id, 'succeeded');
        return { orderId: id, refundId: r.id };
      },
      { commit: true },
    );
    const attempts: [Role, string | undefined][] = [
      ['anon', undefined],
      ['authenticated', CUSTOMER],
      ['authenticated', STRANGER],
    ];
    for (const [role, sub] of attempts) {
      for (const sql of [
        `select create_refund('{"order_id": "${orderId}", "amount_mad": 1, "reason": "x"}')`,
        `select settle_refund('${refundId}', 'failed')`,
        `select record_paypal_refund('{"refund_id": "X", "capture_id": "Y", "status": "COMPLETED"}')`,
        `insert into refunds (order_id, provider, amount_mad, amount, currency, reason) values ('${orderId}', 'manual', 1, 1, 'MAD', 'x')`,
        `update refunds set reason = 'changed' where id = '${refundId}'`,
        `update order_items set refunded_quantity = 0 where order_id = '${orderId}'`,
      ]) {
        const error = await pgError(asRole(db, role, (tx) => tx.query(sql), { sub }));
        expect(error.code, `${role} ${sub ?? ''}: ${sql}`).toBe('42501');
      }
    }
    const visible = (role: Role, sub?: string) =>
      asRole(
        db,
        role,
        async (tx) => [
          await count(tx, 'select count(*)::int as n from refunds where order_id = $1', [orderId]),
          await count(
            tx,
            'select count(*)::int as n from refund_items ri join refunds r on r.id = ri.refund_id where r.order_id = $1',
            [orderId],
          ),
        ],
        { sub },
      );
    expect(await visible('authenticated', CUSTOMER)).toEqual([1, 1]);
    expect(await visible('authenticated', STRANGER)).toEqual([0, 0]);
    const { rows } = await asRole(
      db,
      'authenticated',
      (tx) =>
        tx.query<{ o: { refunds: { amount_mad: number }[]; paypal_capture_id?: string } }>(
          'select get_order($1) as o',
          [orderId],
        ),
      { sub: CUSTOMER },
    );
    expect(rows[0]!.o.refunds.map((r) => r.amount_mad)).toEqual([75]);
    expect(rows[0]!.o).not.toHaveProperty('paypal_capture_id');
  });
});

describe('the owner screen’s arithmetic', () => {
  it('values pieces of a line as create_refund does, for every way of refunding it', async () => {
    const lines = [
      { quantity: 3, total_price: 540, discount: 54 },
      { quantity: 7, total_price: 1234.5, discount: 123.45 },
      { quantity: 6, total_price: 100, discount: 33.33 },
      { quantity: 1, total_price: 75, discount: 0 },
    ];
    for (const line of lines) {
      for (let refunded = 0; refunded < line.quantity; refunded += 1) {
        for (let pieces = 1; refunded + pieces <= line.quantity; pieces += 1) {
          const item = { ...line, refunded_quantity: refunded };
          const { rows } = await db.query<{ v: string }>(
            'select private.line_refund_value(jsonb_populate_record(null::order_items, $1), $2)::text as v',
            [item, pieces],
          );
          expect(Number(rows[0]!.v), JSON.stringify({ ...item, pieces })).toBe(lineRefundValue(item, pieces));
        }
      }
    }
  });
});
