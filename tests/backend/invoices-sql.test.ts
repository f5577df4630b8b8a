/**
 * Invoices and TVA (migrations 20261207000100 and 000110): every order line and the shipping split into
 * HT and TVA by one rule (rules/tva.ts, the same as SQL's), so HT + TVA = TTC per line, per rate and per
 * order; an invoice issued in the transaction in which an order becomes paid and never twice; a credit
 * note for each succeeded refund whose rates add up to the refund; gap-free numbers per series and
 * year; documents waiting for the shop's legal identity; who reads and who cannot write. Runs on
 * PGlite, and on a real PostgreSQL in the postgres suite (the concurrent payments are in
 * invoices-concurrency.test.ts).
 */
import { splitTtc, totalsPerRate, TVA_RATES, tvaOf } from '../../supabase/functions/_shared/rules/tva';
import {
  asRole,
  createUser,
  openSchemaDb,
  pgError,
  refusal,
  type SqlDb,
  type SqlTx,
} from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, CUSTOMER, 'invoices-customer@example.com');
  await createUser(db, STRANGER, 'invoices-stranger@example.com');
  await db.query(COMPLETE_SETTINGS);
});
afterAll(() => db.close());

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000e1';
const STRANGER = '7a1f0000-0000-4000-8000-0000000000e2';
const OWNER_SUB = '7a1f0000-0000-4000-8000-0000000000e3';
const ICE = '001234567000089';
const COMPLETE_SETTINGS = `update shop_settings set legal_name = 'Zellij SARL', legal_address = '12 Derb Sidi Ahmed, Fes',
  ice = '${ICE}', if_number = '45678912', rc = 'RC Fes 12345', patente = '10203040'`;

interface Rate {
  rate: number;
  ht: number;
  tva: number;
  ttc: number;
}
interface Invoice {
  number: string;
  kind: string;
  order_id: string;
  refund_id: string | null;
  refers_to: string | null;
  issued_at: Date;
  order_number: string;
  buyer: { name: string; email: string };
  seller: { ice: string; legal_name: string };
  lines: { kind: string; ttc: number; tva_rate: number; tva?: number; ht?: number; quantity?: number }[];
  rates: Rate[];
  total_ht: string;
  total_tva: string;
  total_ttc: string;
}

const FES_SMALL: OrderLine = { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 3 };
const JAM: OrderLine = { product_id: SEED.figJam, quantity: 2 };
const BREAD_BOARD: OrderLine = { product_id: SEED.oliveWoodBreadBoard, quantity: 1 };

const cents = (amount: number | string) => Math.round(Number(amount) * 100);
const year = () => new Date().getUTCFullYear();
const inDashboard = <T>(fn: (tx: SqlTx) => Promise<T>) => asRole(db, 'service_role', fn);

/** fn as postgres (the database owner), in a transaction rolled back afterwards. */
async function rolledBack(fn: (tx: SqlTx) => Promise<void>) {
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

/** Switches tx to a caller as PostgREST would (undone by `reset role` or a savepoint's rollback). */
async function become(tx: SqlTx, role: string, sub?: string, owner = false) {
  await tx.exec(`set local role ${role}`);
  await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role, ...(sub ? { sub } : {}), ...(owner ? { app_metadata: { role: 'owner' } } : {}) }),
  ]);
}

async function place(tx: SqlTx, items: OrderLine[], extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput(items, { payment_method: 'paypal', ...extra })],
  );
  return rows[0]!.o;
}
const pay = (tx: SqlTx, id: string) => tx.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-${id}`]);

async function deliver(tx: SqlTx, id: string) {
  for (const status of ['confirmed', 'processing']) {
    await tx.query('update orders set order_status = $2 where id = $1', [id, status]);
  }
  await tx.query(
    `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
    [id],
  );
  await tx.query(`update orders set order_status = 'delivered' where id = $1`, [id]);
}

const documents = async (tx: SqlTx, orderId?: string) =>
  (
    await tx.query<Invoice>(
      `select * from invoices where $1::uuid is null or order_id = $1 order by kind desc, number`,
      [orderId ?? null],
    )
  ).rows;

async function refund(
  tx: SqlTx,
  input: Record<string, unknown>,
  settle: 'succeeded' | 'failed' | null = 'succeeded',
) {
  const { rows } = await tx.query<{ r: { refund: { id: string; amount_mad: number } } }>(
    'select create_refund($1) as r',
    [{ reason: 'Cracked in transit', ...input }],
  );
  const made = rows[0]!.r.refund;
  if (settle) await tx.query('select settle_refund($1, $2)', [made.id, settle]);
  return made;
}

/** Rates add up: HT + TVA = TTC on each, and their sums are the document's totals. */
function expectRatesAddUp(doc: Invoice) {
  for (const r of doc.rates)
    expect(cents(r.ht) + cents(r.tva), `${doc.number} ${r.rate} %`).toBe(cents(r.ttc));
  const sum = (key: keyof Rate) => doc.rates.reduce((s, r) => s + cents(r[key]), 0);
  expect([sum('ht'), sum('tva'), sum('ttc')]).toEqual([
    cents(doc.total_ht),
    cents(doc.total_tva),
    cents(doc.total_ttc),
  ]);
}

/** A catalogue with every rate and odd centimes, and an automatic 13 % offer, inside tx. */
async function oddCatalogue(tx: SqlTx) {
  const prices: Record<string, [number, number | null]> = {
    [SEED_SKU.fesBlueSmall]: [180.37, null], // the shop's default, 20 %
    [SEED_SKU.figJam]: [74.99, 7],
    [SEED_SKU.thuyaServingBoard]: [450.45, 10],
    [SEED_SKU.safiMedium]: [290.03, 14],
    'ZLJ-KIT-004': [220.01, 0], // the olive-wood board, exempt
  };
  for (const [sku, [price, rate]] of Object.entries(prices)) {
    await tx.query(
      'update product_variants set price = $2, tva_rate = $3, stock_quantity = null where sku = $1',
      [sku, price, rate],
    );
  }
  await tx.query(`update shipping_zones set price_mad = price_mad + 0.37`);
  await tx.query(`insert into promotions (title, kind, value) values ('Thirteen off', 'percentage', 13)`);
}

describe('the TVA split', () => {
  it('is rules/tva.ts’s tvaOf in SQL, for every rate and thousands of amounts', async () => {
    const amounts = [0, 0.01, 0.03, 0.05, 0.06, 0.09, 1.03, 45.37, 99_999.99];
    for (let i = 0; i < 1500; i += 1) amounts.push(Math.round((i * 7919.37 + i * i * 0.13) % 100_000) / 100);
    const { rows } = await db.query<{ a: string; r: string; tva: string }>(
      `select a::text, r::text, private.tva_of(a, r)::text as tva
       from unnest($1::numeric[]) a cross join unnest($2::numeric[]) r`,
      [amounts.map((a) => a.toFixed(2)), [...TVA_RATES]],
    );
    expect(rows).toHaveLength(amounts.length * TVA_RATES.length);
    for (const row of rows) {
      expect(cents(row.tva), `${row.a} at ${row.r} %`).toBe(cents(tvaOf(Number(row.a), Number(row.r))));
      const { ht, tva } = splitTtc(Number(row.a), Number(row.r));
      expect(cents(ht) + cents(tva)).toBe(cents(row.a));
    }
    expect(tvaOf(0.03, 20)).toBe(0.01); // 0.005 exactly: half-up
    expect(tvaOf(120, 20)).toBe(20);
  });

  it('allows exactly the rates rules/tva.ts lists, wherever a rate is stored', async () => {
    const { rows } = await db.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where contype = 'c' and conname like '%tva_rate%valid'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'order_items_tva_rate_valid',
      'orders_shipping_tva_rate_valid',
      'product_variants_tva_rate_valid',
      'products_tva_rate_valid',
      'shop_settings_tva_rates_valid',
    ]);
    for (const { name, definition } of rows) {
      const listed = [...definition.matchAll(/(\d+)(?:\.0+)?(?=[,)\]])/g)].map((m) => Number(m[1]));
      expect([...new Set(listed)], name).toEqual([...TVA_RATES]);
    }
  });

  it('adds up per line, per rate and per order, with mixed rates, discounts, shipping and odd centimes', async () => {
    await inDashboard(async (tx) => {
      await oddCatalogue(tx);
      const sizes = [
        [FES_SMALL, { product_id: SEED.figJam, quantity: 1 }],
        [{ product_id: SEED.figJam, quantity: 3 }],
        [BREAD_BOARD, { product_id: SEED.figJam, quantity: 1 }],
        [
          { product_id: SEED.thuyaServingBoard, quantity: 1 },
          { product_id: SEED.safiTerracottaBowl, variant: { size: 'medium' }, quantity: 2 },
        ],
        [
          FES_SMALL,
          BREAD_BOARD,
          JAM,
          { product_id: SEED.safiTerracottaBowl, variant: { size: 'medium' }, quantity: 1 },
        ],
      ];
      const expectedRate: Record<string, number> = {
        [SEED_SKU.fesBlueSmall]: 20,
        [SEED_SKU.figJam]: 7,
        [SEED_SKU.thuyaServingBoard]: 10,
        [SEED_SKU.safiMedium]: 14,
        'ZLJ-KIT-004': 0,
      };
      let orders = 0;
      for (let i = 0; i < 40; i += 1) {
        // The shipping's rate changes along the way: each order keeps the one it was placed with.
        const shippingRate = TVA_RATES[i % TVA_RATES.length]!;
        await tx.query('update shop_settings set shipping_tva_rate = $1', [shippingRate]);
        const items = sizes[i % sizes.length]!.map((line) => ({
          ...line,
          quantity: ((line.quantity as number) + i) % 4 || 1,
        }));
        const city = ['Fes', 'Casablanca'][i % 2];
        const placed = await place(tx, items, {
          shipping_address: {
            address: '1 Derb',
            city,
            postalCode: '30000',
            country: i % 5 === 4 ? 'FR' : 'MA',
          },
        });
        const { rows } = await tx.query<{
          total: string;
          shipping: string;
          shipping_tva_rate: string;
          shipping_tva: string;
          shipping_ht: string;
          items: {
            sku: string;
            total_price: number;
            discount: number;
            tva_rate: number;
            tva: number;
            ht: number;
          }[];
        }>(
          `select o.total, o.shipping, o.shipping_tva_rate, o.shipping_tva, o.shipping_ht,
                  (select json_agg(i order by i.created_at) from order_items i where i.order_id = o.id) as items
           from orders o where o.id = $1`,
          [placed.id],
        );
        const order = rows[0]!;
        expect(Number(order.shipping_tva_rate)).toBe(shippingRate);
        const lines = order.items.map((line) => {
          const ttc = (cents(line.total_price) - cents(line.discount)) / 100;
          expect(Number(line.tva_rate), line.sku).toBe(expectedRate[line.sku]);
          expect(cents(line.ht) + cents(line.tva), line.sku).toBe(cents(ttc));
          expect(cents(line.tva), line.sku).toBe(cents(tvaOf(ttc, Number(line.tva_rate))));
          return { rate: Number(line.tva_rate), ttc };
        });
        expect(cents(order.shipping_ht) + cents(order.shipping_tva)).toBe(cents(order.shipping));
        expect(cents(order.shipping_tva)).toBe(cents(tvaOf(Number(order.shipping), shippingRate)));
        if (Number(order.shipping) > 0) lines.push({ rate: shippingRate, ttc: Number(order.shipping) });
        const perRate = totalsPerRate(lines);
        expect(perRate.reduce((s, r) => s + cents(r.ht) + cents(r.tva), 0)).toBe(cents(order.total));

        await pay(tx, placed.id);
        const [invoice] = await documents(tx, placed.id);
        expectRatesAddUp(invoice!);
        expect(invoice!.rates.map((r) => ({ ...r, rate: Number(r.rate) }))).toEqual(perRate);
        expect(cents(invoice!.total_ttc)).toBe(cents(order.total));
        orders += 1;
      }
      const { rows } = await tx.query<{ n: number; odd: number; rates: number }>(
        `select count(*)::int as n, count(*) filter (where discount * 100 % 100 <> 0)::int as odd,
                count(distinct tva_rate)::int as rates
         from order_items i join invoices f on f.order_id = i.order_id`,
      );
      expect(orders).toBe(40);
      expect(rows[0]!.odd).toBeGreaterThan(20);
      expect(rows[0]!.rates).toBe(5);
    });
  });

  it('takes a line’s rate from its size, else its product, else the shop, when the order is placed', async () => {
    await inDashboard(async (tx) => {
      await tx.query(`update shop_settings set default_tva_rate = 14`);
      await tx.query(`update products set tva_rate = 0 where id = $1`, [SEED.fesBlueTeaBowl]);
      await tx.query(`update product_variants set tva_rate = 10 where sku = $1`, [SEED_SKU.fesBlueMedium]);
      const placed = await place(tx, [
        { ...FES_SMALL, quantity: 1 },
        { product_id: SEED.fesBlueTeaBowl, variant: { size: 'medium' }, quantity: 1 },
        { product_id: SEED.figJam, quantity: 1 },
      ]);
      // Changing the catalogue afterwards changes nothing sold.
      await tx.query(`update products set tva_rate = 20 where id = $1`, [SEED.fesBlueTeaBowl]);
      const { rows } = await tx.query<{ sku: string; tva_rate: string }>(
        'select sku, tva_rate::text from order_items where order_id = $1 order by created_at',
        [placed.id],
      );
      expect(rows.map((r) => [r.sku, Number(r.tva_rate)])).toEqual([
        [SEED_SKU.fesBlueSmall, 0],
        [SEED_SKU.fesBlueMedium, 10],
        [SEED_SKU.figJam, 14],
      ]);
      const bad = await refusal(tx, () =>
        tx.query(`update products set tva_rate = 19.6 where id = $1`, [SEED.figJam]),
      );
      expect(bad.message).toContain('products_tva_rate_valid');
    });
  });
});

describe('when an invoice is issued', () => {
  it('issues a PayPal order’s invoice when the capture is recorded, not before, not twice, not on failure', async () => {
    await inDashboard(async (tx) => {
      const placed = await place(tx, [{ ...FES_SMALL, quantity: 1 }, JAM], { locale: 'fr' });
      expect(await documents(tx, placed.id)).toEqual([]);
      const failed = await place(tx, [JAM]);
      await tx.query(`select record_payment($1, 'failed')`, [failed.id]);
      expect(await documents(tx, failed.id)).toEqual([]);

      await pay(tx, placed.id);
      await pay(tx, placed.id); // a webhook repeating the capture
      const invoices = await documents(tx, placed.id);
      expect(invoices.map((i) => i.number)).toEqual([`F-${year()}-000001`]);
      const { rows } = await tx.query<{ paid_at: Date; order_number: string }>(
        'select paid_at, order_number from orders where id = $1',
        [placed.id],
      );
      const [invoice] = invoices;
      expect(invoice).toMatchObject({
        kind: 'invoice',
        refund_id: null,
        refers_to: null,
        order_number: rows[0]!.order_number,
        payment_method: 'paypal',
        locale: 'fr',
        currency: 'MAD',
        buyer: { name: 'Amina Tazi', email: 'amina@example.com', address: { city: 'Fes', country: 'MA' } },
        seller: {
          ice: ICE,
          legal_name: 'Zellij SARL',
          rc: 'RC Fes 12345',
          patente: '10203040',
          if_number: '45678912',
        },
      });
      expect(invoice!.issued_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.paid_at.getTime());
      expect(invoice!.lines.map((l) => [l.kind, l.quantity, Number(l.ttc), Number(l.tva_rate)])).toEqual([
        ['item', 1, 180, 20],
        ['item', 2, 150, 20],
        ['shipping', undefined, 45, 20],
      ]);
      expect(invoice!.rates).toEqual([{ rate: 20, ht: 312.5, tva: 62.5, ttc: 375 }]);

      // The service role cannot write one by hand either.
      const second = await refusal(tx, () =>
        tx.query(
          `insert into invoices (number, kind, order_id, issued_at, order_number, payment_method, locale,
                  buyer, seller, lines, rates, total_ht, total_tva, total_ttc)
                  values ('F-2026-999999', 'invoice', $1, now(), 'x', 'paypal', 'en', '{}', '{}', '[]', '[]', 0, 0, 0)`,
          [placed.id],
        ),
      );
      expect(second.code).toBe('42501');
    });
  });

  it('issues a cash order’s invoice when it is delivered, and none for an order cancelled unpaid', async () => {
    await inDashboard(async (tx) => {
      const placed = await place(tx, [JAM], { payment_method: 'cod' });
      for (const status of ['confirmed', 'processing']) {
        await tx.query('update orders set order_status = $2 where id = $1', [placed.id, status]);
        expect(await documents(tx, placed.id)).toEqual([]);
      }
      await tx.query(
        `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
        [placed.id],
      );
      expect(await documents(tx, placed.id)).toEqual([]);
      await tx.query(`update orders set order_status = 'delivered' where id = $1`, [placed.id]);
      const [invoice] = await documents(tx, placed.id);
      expect(invoice).toMatchObject({ number: `F-${year()}-000001`, payment_method: 'cod' });
      expectRatesAddUp(invoice!);

      const cancelled = await place(tx, [JAM], { payment_method: 'cod' });
      await tx.query(
        `update orders set order_status = 'cancelled', cancel_reason = 'Changed mind' where id = $1`,
        [cancelled.id],
      );
      expect(await documents(tx, cancelled.id)).toEqual([]);
    });
  });

  it('gives the same number when asked again, and the one-per-order index refuses a second', async () => {
    await rolledBack(async (tx) => {
      const placed = await place(tx, [JAM]);
      await pay(tx, placed.id);
      const { rows } = await tx.query<{ n: string }>('select private.issue_invoice($1) as n', [placed.id]);
      expect(rows[0]!.n).toBe((await documents(tx, placed.id))[0]!.number);
      const copy = await refusal(tx, () =>
        tx.query(
          `insert into invoices (number, kind, order_id, issued_at, order_number, payment_method, locale, buyer, seller,
             lines, rates, total_ht, total_tva, total_ttc)
           select 'F-1999-000001', kind, order_id, issued_at, order_number, payment_method, locale, buyer, seller,
             lines, rates, total_ht, total_tva, total_ttc from invoices where order_id = $1`,
          [placed.id],
        ),
      );
      expect(copy.message).toContain('invoices_one_per_order');
    });
  });
});

describe('credit notes', () => {
  it('documents each succeeded refund, by rate, adding up to the refund exactly, referring to the invoice', async () => {
    await inDashboard(async (tx) => {
      await oddCatalogue(tx);
      const placed = await place(tx, [JAM, BREAD_BOARD, { ...FES_SMALL, quantity: 1 }]);
      await pay(tx, placed.id);
      const [invoice] = await documents(tx, placed.id);
      const [jam, board, bowl] = placed.items;

      const pending = await refund(
        tx,
        { order_id: placed.id, lines: [{ order_item_id: jam!.id, quantity: 1 }] },
        null,
      );
      expect((await documents(tx, placed.id)).filter((d) => d.kind === 'credit_note')).toEqual([]);
      await tx.query(`select settle_refund($1, 'failed')`, [pending.id]);
      expect((await documents(tx, placed.id)).filter((d) => d.kind === 'credit_note')).toEqual([]);

      const made = [
        await refund(tx, { order_id: placed.id, lines: [{ order_item_id: jam!.id, quantity: 1 }] }),
        await refund(tx, {
          order_id: placed.id,
          lines: [{ order_item_id: board!.id, quantity: 1 }],
          shipping: true,
        }),
        await refund(tx, { order_id: placed.id, lines: [], amount_mad: 10.01 }),
        await refund(tx, {
          order_id: placed.id,
          lines: [{ order_item_id: bowl!.id, quantity: 1 }],
          amount_mad: 50,
        }),
      ];
      const notes = (await documents(tx, placed.id)).filter((d) => d.kind === 'credit_note');
      expect(notes.map((n) => n.number)).toEqual([1, 2, 3, 4].map((n) => `A-${year()}-00000${n}`));
      for (const [i, note] of notes.entries()) {
        expect(note).toMatchObject({
          refund_id: made[i]!.id,
          refers_to: invoice!.number,
          order_id: placed.id,
        });
        expectRatesAddUp(note);
        expect(cents(note.total_ttc), note.number).toBe(cents(made[i]!.amount_mad));
      }
      expect(notes[0]!.rates.map((r) => Number(r.rate))).toEqual([7]);
      // The board (exempt) and the shipping (20 %), each exactly what it was worth.
      const shipping = (
        await tx.query<{ s: string }>('select shipping::text as s from orders where id = $1', [placed.id])
      ).rows[0]!.s;
      expect(notes[1]!.rates.map((r) => [Number(r.rate), cents(r.ttc)])).toEqual([
        [0, cents(invoice!.rates.find((r) => Number(r.rate) === 0)!.ttc)],
        [20, cents(shipping)],
      ]);
      // A free amount is shared as the invoice's rates are; an amount below the pieces' worth stays at their rate.
      expect(notes[2]!.rates.map((r) => Number(r.rate))).toEqual(invoice!.rates.map((r) => Number(r.rate)));
      expect(notes[3]!.rates.map((r) => [Number(r.rate), cents(r.ttc)])).toEqual([[20, 5000]]);
    });
  });

  it('gives back exactly the invoice’s TVA per rate once everything is refunded piece by piece', async () => {
    await inDashboard(async (tx) => {
      await oddCatalogue(tx);
      const placed = await place(tx, [
        { ...FES_SMALL, quantity: 2 },
        { ...JAM, quantity: 1 },
      ]);
      await pay(tx, placed.id);
      const [invoice] = await documents(tx, placed.id);
      const [bowls, jam] = placed.items;
      for (const lines of [[bowls], [jam], [bowls]]) {
        await refund(tx, {
          order_id: placed.id,
          lines: lines.map((line) => ({ order_item_id: line!.id, quantity: 1 })),
          shipping: lines[0] === jam,
        });
      }
      const notes = (await documents(tx, placed.id)).filter((d) => d.kind === 'credit_note');
      expect(notes).toHaveLength(3);
      const back = new Map<number, { tva: number; ttc: number }>();
      for (const note of notes) {
        for (const r of note.rates) {
          const sum = back.get(Number(r.rate)) ?? { tva: 0, ttc: 0 };
          back.set(Number(r.rate), { tva: sum.tva + cents(r.tva), ttc: sum.ttc + cents(r.ttc) });
        }
      }
      expect(invoice!.rates.map((r) => [Number(r.rate), cents(r.tva), cents(r.ttc)])).toEqual(
        [...back.entries()].sort(([a], [b]) => a - b).map(([rate, s]) => [rate, s.tva, s.ttc]),
      );
    });
  });
});

describe('numbers', () => {
  it('counts 1, 2, 3 in each series; a rolled-back payment leaves no gap', async () => {
    await inDashboard(async (tx) => {
      const a = await place(tx, [JAM]);
      const b = await place(tx, [JAM]);
      const c = await place(tx, [JAM]);
      await pay(tx, a.id);
      await tx.exec('savepoint paying_b');
      await pay(tx, b.id);
      expect((await documents(tx, b.id))[0]!.number).toBe(`F-${year()}-000002`);
      await tx.exec('rollback to savepoint paying_b');
      await pay(tx, c.id);
      await pay(tx, b.id);
      const numbers = (await documents(tx)).map((d) => [d.order_id, d.number]);
      expect(numbers).toEqual([
        [a.id, `F-${year()}-000001`],
        [c.id, `F-${year()}-000002`],
        [b.id, `F-${year()}-000003`],
      ]);
      const { rows } = await tx.query<{ last: number }>(
        `select last from invoice_counters where series = 'F'`,
      );
      expect(rows.map((r) => r.last)).toEqual([3]);
    });
  });

  it('starts again at 1 each year, in the shop’s time zone, and keeps counting past 999999', async () => {
    const { rows } = await db.query<{ y: number; at: string }>(
      `select private.document_year(t::timestamptz, 'Africa/Casablanca') as y, t as at
       from unnest(array['2026-12-31 22:30:00+00', '2027-01-01 00:30:00+00', '2026-06-30 23:30:00+00']) t`,
    );
    expect(rows.map((r) => r.y)).toEqual([2026, 2027, 2026]);
    await inDashboard(async (tx) => {
      await tx.exec(`reset role`);
      await tx.query(`insert into invoice_counters values ('F', $1, 41)`, [year() - 1]);
      const first = await place(tx, [JAM]);
      await pay(tx, first.id);
      await tx.query(`update invoice_counters set last = 999999 where series = 'F' and year = $1`, [year()]);
      const next = await place(tx, [JAM]);
      await pay(tx, next.id);
      expect((await documents(tx)).map((d) => d.number)).toEqual([
        `F-${year()}-000001`,
        `F-${year()}-1000000`,
      ]);
      const { rows: counters } = await tx.query<{ year: number; last: number }>(
        `select year, last from invoice_counters where series = 'F' order by year`,
      );
      expect(counters).toEqual([
        { year: year() - 1, last: 41 },
        { year: year(), last: 1000000 },
      ]);
    });
  });
});

describe('waiting for the shop’s legal identity', () => {
  it('lets orders be paid and refunds succeed without an ICE, and issues their documents in order once it is set', async () => {
    await inDashboard(async (tx) => {
      await tx.query('update shop_settings set ice = null');
      const paypal = await place(tx, [JAM]);
      await pay(tx, paypal.id);
      const cash = await place(tx, [{ ...JAM, quantity: 1 }], { payment_method: 'cod' });
      await deliver(tx, cash.id);
      await refund(tx, { order_id: paypal.id, lines: [{ order_item_id: paypal.items[0]!.id, quantity: 1 }] });
      const { rows: paid } = await tx.query<{ payment_status: string }>(
        'select payment_status from orders where id = any($1) order by paid_at',
        [[paypal.id, cash.id]],
      );
      expect(paid.map((o) => o.payment_status)).toEqual(['partially_refunded', 'paid']);
      expect(await documents(tx)).toEqual([]);
      const { rows: seen } = await tx.query<{ s: { missing_for_invoices: string[]; ice: string | null } }>(
        'select owner_shop_settings() as s',
      );
      expect(seen[0]!.s).toMatchObject({ ice: null, missing_for_invoices: ['ice'] });
      const bad = await refusal(tx, () => tx.query(`update shop_settings set ice = '12345'`));
      expect(bad.message).toContain('shop_settings_ice_format');

      const saved = new Date();
      await tx.query('update shop_settings set ice = $1', [ICE]);
      const issued = await documents(tx);
      expect(issued.map((d) => [d.order_id, d.number, d.refers_to])).toEqual([
        [paypal.id, `F-${year()}-000001`, null],
        [cash.id, `F-${year()}-000002`, null],
        [paypal.id, `A-${year()}-000001`, `F-${year()}-000001`],
      ]);
      for (const doc of issued)
        expect(doc.issued_at.getTime()).toBeGreaterThanOrEqual(saved.getTime() - 1000);

      const later = await place(tx, [JAM]);
      await pay(tx, later.id);
      expect((await documents(tx, later.id))[0]!.number).toBe(`F-${year()}-000003`);
    });
  });
});

describe('who reads and who writes', () => {
  it('shows a customer their own invoices, the owner all, and a stranger or a visitor none', async () => {
    await rolledBack(async (tx) => {
      const placed = await place(tx, [JAM], { user_id: CUSTOMER });
      await pay(tx, placed.id);
      const read = async (role: string, sub?: string, owner = false) => {
        await become(tx, role, sub, owner);
        const { rows } = await tx.query<{ number: string }>(
          'select number from invoices where order_id = $1',
          [placed.id],
        );
        await tx.exec('reset role');
        return rows.length;
      };
      expect(await read('authenticated', CUSTOMER)).toBe(1);
      expect(await read('authenticated', STRANGER)).toBe(0);
      expect(await read('authenticated', OWNER_SUB, true)).toBe(1);
      expect(await read('service_role')).toBe(1);
      expect((await refusal(tx, () => read('anon'))).code).toBe('42501');
    });
  });

  it('lists an order’s documents on its page by get_order’s rule, and says when the invoice waits', async () => {
    await rolledBack(async (tx) => {
      const account = await place(tx, [JAM], { user_id: CUSTOMER });
      await pay(tx, account.id);
      await refund(tx, {
        order_id: account.id,
        lines: [{ order_item_id: account.items[0]!.id, quantity: 1 }],
      });
      const guest = await place(tx, [JAM]);
      const listed = async (orderId: string, role: string, sub?: string, owner = false) => {
        await become(tx, role, sub, owner);
        const { rows } = await tx.query<{
          d: { documents: { number: string; kind: string }[]; waiting: boolean } | null;
        }>('select get_order_documents($1) as d', [orderId]);
        await tx.exec('reset role');
        return rows[0]!.d;
      };
      const theirs = { documents: [{ kind: 'invoice' }, { kind: 'credit_note' }], waiting: false };
      expect(await listed(account.id, 'authenticated', CUSTOMER)).toMatchObject(theirs);
      expect(await listed(account.id, 'authenticated', OWNER_SUB, true)).toMatchObject(theirs);
      expect(await listed(account.id, 'authenticated', STRANGER)).toBeNull();
      expect(await listed(account.id, 'anon')).toBeNull();
      // A guest's order is read through its link, like get_order: nothing issued before it is paid.
      expect(await listed(guest.id, 'anon')).toEqual({ documents: [], waiting: false });
      await tx.query('update shop_settings set ice = null');
      await pay(tx, guest.id);
      expect(await listed(guest.id, 'anon')).toEqual({ documents: [], waiting: true });
      await tx.query('update shop_settings set ice = $1', [ICE]);
      expect(await listed(guest.id, 'anon')).toMatchObject({
        documents: [{ kind: 'invoice' }],
        waiting: false,
      });
    });
  });

  it('lets nobody write an invoice, and refuses changing or deleting one to every role, postgres too', async () => {
    await rolledBack(async (tx) => {
      const placed = await place(tx, [JAM]);
      await pay(tx, placed.id);
      const [invoice] = await documents(tx, placed.id);
      for (const role of ['anon', 'authenticated', 'service_role']) {
        for (const write of [
          `insert into invoices (number, kind, order_id, issued_at, order_number, payment_method, locale, buyer, seller,
             lines, rates, total_ht, total_tva, total_ttc)
           values ('F-2000-000001', 'invoice', '${placed.id}', now(), 'x', 'cod', 'en', '{}', '{}', '[]', '[]', 0, 0, 0)`,
          `update invoices set total_ttc = 0, total_ht = 0, total_tva = 0 where number = '${invoice!.number}'`,
          `delete from invoices where number = '${invoice!.number}'`,
        ]) {
          const refused = await refusal(tx, async () => {
            await become(tx, role);
            await tx.exec(write);
          });
          expect(refused.code, `${role}: ${write.slice(0, 6)}`).toBe('42501');
        }
      }
      const update = await refusal(tx, () =>
        tx.query(`update invoices set total_ttc = total_ttc where number = $1`, [invoice!.number]),
      );
      expect([update.code, update.hint]).toEqual(['PT409', 'invoice_immutable']);
      const remove = await refusal(tx, () =>
        tx.query(`delete from invoices where number = $1`, [invoice!.number]),
      );
      expect([remove.code, remove.hint]).toEqual(['PT409', 'invoice_immutable']);
      const truncate = await refusal(tx, () => tx.exec('truncate invoices cascade'));
      expect(truncate.hint).toBe('invoice_immutable');
      const order = await refusal(tx, () => tx.query('delete from orders where id = $1', [placed.id]));
      expect(order.message).toContain('invoices_order_id_fkey'); // an invoiced order stays
      expect(await documents(tx, placed.id)).toEqual([invoice]);
    });
  });

  it('shows visitors the return window and address, never the legal identity, which the owner reads', async () => {
    for (const [role, sub] of [
      ['anon', undefined],
      ['authenticated', STRANGER],
    ] as const) {
      const shown = await asRole(
        db,
        role,
        (tx) => tx.query('select return_window_days, return_address from shop_settings'),
        {
          sub,
        },
      );
      expect(shown.rows).toHaveLength(1);
      for (const column of ['ice', 'legal_name', 'if_number', 'rc', 'patente', 'invoice_footer', '*']) {
        const hidden = await pgError(
          asRole(db, role, (tx) => tx.query(`select ${column} from shop_settings`), { sub }),
        );
        expect(hidden.code, `${role} ${column}`).toBe('42501');
      }
      const owner = await pgError(
        asRole(db, role, (tx) => tx.query('select owner_shop_settings()'), { sub }),
      );
      expect(owner.code, role).toMatch(/^(42501|PT403)$/);
    }
    const { rows } = await asRole(db, 'service_role', (tx) =>
      tx.query<{ s: { ice: string; missing_for_invoices: string[] } }>('select owner_shop_settings() as s'),
    );
    expect(rows[0]!.s).toMatchObject({ ice: ICE, missing_for_invoices: [] });
    await rolledBack(async (tx) => {
      await become(tx, 'authenticated', OWNER_SUB, true);
      const owner = await tx.query<{ s: { ice: string } }>('select owner_shop_settings() as s');
      expect(owner.rows[0]!.s.ice).toBe(ICE);
    });
  });
});
