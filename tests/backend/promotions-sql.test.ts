/**
 * Promotions (migration 20261205000100): the rules editors meet in the dashboard, quote_order's
 * arithmetic to the centime, place_order charging what the quote said and refusing a code that does
 * not apply with nothing written, limits per promotion and per customer (however the customer writes
 * their e-mail or phone), uses given back by a cancel exactly once, and who may read what. Runs on
 * PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { asRole, openSchemaDb, pgError, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { AMINA, orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

interface Quote {
  subtotal: number;
  discount: number;
  shipping: number;
  shipping_before_promotions: number;
  total: number;
  lines: { ord: number; discount: number; unit_price: number; quantity: number; line_total: number }[];
  applied: { code: string | null; title: string; lang: string; amount: number }[];
  code: { code: string; applied: boolean; reason?: string; missing?: number } | null;
}

interface Order {
  id: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  promotion_codes: string[];
  items: { sku: string; discount: number; total_price: number }[];
}

const SMALL_FES: OrderLine = { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 3 }; // 3 x 180
const TWO_FES: OrderLine = { ...SMALL_FES, quantity: 2 }; // 2 x 180
const JAM: OrderLine = { product_id: SEED.figJam, quantity: 1 }; // 75
const BREAD_BOARD: OrderLine = { product_id: SEED.oliveWoodBreadBoard, quantity: 1 }; // 220

/** Inserts a promotion as the dashboard would; its id. */
async function addPromotion(tx: SqlTx, fields: Record<string, unknown>): Promise<string> {
  const names = Object.keys(fields);
  const { rows } = await tx.query<{ id: string }>(
    `insert into promotions (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(fields),
  );
  return rows[0]!.id;
}

async function quote(tx: SqlTx, items: OrderLine[], code: string | null, city = 'Fes', locale = 'en') {
  const { rows } = await tx.query<{ q: Quote }>(`select quote_order($1, 'MA', $2, $3, $4) as q`, [
    JSON.stringify(items),
    city,
    code,
    locale,
  ]);
  return rows[0]!.q;
}

async function place(tx: SqlTx, items: OrderLine[], extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: Order }>('select place_order($1) as o', [orderInput(items, extra)]);
  return rows[0]!.o;
}

const count = async (tx: SqlTx, sql: string) => (await tx.query<{ n: number }>(sql)).rows[0]!.n;

/** Runs fn as the service role in a transaction that is rolled back: each test starts from the seed. */
const inDashboard = <T>(fn: (tx: SqlTx) => Promise<T>) => asRole(db, 'service_role', fn);

describe('promotions rules in the dashboard', () => {
  it('names the rule an editor broke, and stores a code trimmed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'BIG', title: 'Too much', kind: 'percentage', value: 101 }, 'promotions_percentage_range'],
      [{ code: 'NEG', title: 'Negative', kind: 'fixed', value: -5 }, 'promotions_fixed_positive'],
      [
        {
          code: 'BACKWARDS',
          title: 'Ends first',
          kind: 'fixed',
          value: 10,
          starts_at: '2027-03-01T00:00:00Z',
          ends_at: '2027-02-01T00:00:00Z',
        },
        'promotions_ends_after_start',
      ],
      [{ code: 'X'.repeat(65), title: 'Long', kind: 'fixed', value: 10 }, 'promotions_code_format'],
      [{ code: 'TWO WORDS', title: 'Space', kind: 'fixed', value: 10 }, 'promotions_code_format'],
      [
        { code: 'SHIP', title: 'Ship', kind: 'free_shipping', value: 10 },
        'promotions_free_shipping_no_value',
      ],
      [
        { code: 'ITEMS', title: 'Nothing named', kind: 'fixed', value: 10, applies_to: 'items' },
        'promotions_items_named',
      ],
      [
        { code: 'LIMIT', title: 'Zero', kind: 'fixed', value: 10, usage_limit: 0 },
        'promotions_usage_limit_positive',
      ],
    ];
    for (const [fields, constraint] of cases) {
      const error = await pgError(inDashboard((tx) => addPromotion(tx, fields)));
      expect(error.code, constraint).toBe('23514');
      expect([error.constraint, error.message].join(' ')).toContain(constraint);
    }
    await inDashboard(async (tx) => {
      const id = await addPromotion(tx, {
        code: '  Ramadan10 ',
        title: 'Ramadan',
        kind: 'percentage',
        value: 10,
      });
      const { rows } = await tx.query<{ code: string }>('select code from promotions where id = $1', [id]);
      expect(rows[0]!.code).toBe('Ramadan10');
      const twin = await refusal(tx, () =>
        addPromotion(tx, { code: 'RAMADAN10', title: 'Twin', kind: 'fixed', value: 5 }),
      );
      expect(twin.code).toBe('23505');
      expect(twin.message).toContain('promotions_code_unique');
    });
  });
});

describe('quote_order', () => {
  it('takes a percentage off the bag, shares it between the lines to the centime and quotes shipping after it', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'TEN', title: 'Ten off', kind: 'percentage', value: 10 });
      const q = await quote(tx, [SMALL_FES, JAM], 'ten');
      // 540 + 75 = 615; 10 % = 61.50, shared 54 / 7.50; 553.50 is over the zone's free-from 500.
      expect(q).toMatchObject({ subtotal: 615, discount: 61.5, shipping: 0, total: 553.5 });
      expect(q.lines.map((l) => l.discount)).toEqual([54, 7.5]);
      expect(q.code).toEqual({ code: 'TEN', applied: true });
      expect(q.applied).toEqual([expect.objectContaining({ code: 'TEN', title: 'Ten off', amount: 61.5 })]);
      // Below the free-from amount once discounted, shipping is charged again: 540 - 54 = 486.
      const below = await quote(tx, [SMALL_FES], 'TEN');
      expect(below).toMatchObject({ subtotal: 540, discount: 54, shipping: 45, total: 531 });
    });
  });

  it('shares a fixed amount by largest remainder, so the lines add up to it exactly and none goes below 0', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'HUNDRED', title: '100 off', kind: 'fixed', value: 100 });
      await addPromotion(tx, { code: 'HUGE', title: 'More than the bag', kind: 'fixed', value: 5000 });
      const small = { ...SMALL_FES, quantity: 1 };
      // 75, 220, 180: exact shares 15.7894.., 46.3157.., 37.8947..; whole centimes 15.78 + 46.31 + 37.89
      // = 99.98, and the 2 centimes left go to the largest fractions (.94 and .57: the 1st and 2nd lines).
      const q = await quote(tx, [JAM, BREAD_BOARD, small], 'HUNDRED');
      expect(q.lines.map((l) => l.discount)).toEqual([15.79, 46.32, 37.89]);
      expect(q).toMatchObject({ subtotal: 475, discount: 100, shipping: 45, total: 420 });
      const all = await quote(tx, [JAM, BREAD_BOARD], 'HUGE');
      expect(all.lines.map((l) => l.discount)).toEqual([75, 220]);
      expect(all).toMatchObject({ discount: 295, total: 45 });
    });
  });

  it('adds up for any bag: the lines’ discounts make the discount and the total is subtotal - discount + shipping', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'ODD', title: 'Odd', kind: 'percentage', value: 33 });
      await addPromotion(tx, { code: 'ODDFIX', title: 'Odd fixed', kind: 'fixed', value: 123.45 });
      const lines: OrderLine[] = [
        { product_id: SEED.figJam, quantity: 1 },
        { product_id: SEED.oliveWoodBreadBoard, quantity: 1 },
        { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 1 },
        { product_id: SEED.safiTerracottaBowl, variant: { size: 'medium' }, quantity: 1 },
        { product_id: SEED.thuyaServingBoard, quantity: 1 },
      ];
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      for (let round = 0; round < 30; round += 1) {
        const bag = lines.filter(() => random(2) === 1).map((line) => ({ ...line, quantity: 1 + random(4) }));
        if (bag.length === 0) continue;
        const q = await quote(tx, bag, round % 2 ? 'ODD' : 'ODDFIX', round % 3 ? 'Fes' : 'Casablanca');
        const cents = (n: number) => Math.round(n * 100);
        expect(q.lines.reduce((sum, l) => sum + cents(l.discount), 0)).toBe(cents(q.discount));
        expect(q.lines.reduce((sum, l) => sum + cents(l.line_total), 0)).toBe(cents(q.subtotal));
        expect(cents(q.total)).toBe(cents(q.subtotal) - cents(q.discount) + cents(q.shipping));
        for (const line of q.lines) expect(line.discount).toBeLessThanOrEqual(line.line_total);
      }
    });
  });

  it('applies an offer on a collection, category or product only to those lines', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, {
        code: 'SPICE',
        title: 'Spices',
        kind: 'percentage',
        value: 20,
        applies_to: 'items',
        categories: ['spices'],
      });
      const q = await quote(tx, [SMALL_FES, JAM], 'SPICE');
      expect(q.lines.map((l) => l.discount)).toEqual([0, 15]);
      const none = await quote(tx, [SMALL_FES], 'SPICE');
      expect(none.code).toEqual({ code: 'SPICE', applied: false, reason: 'promotion_not_applicable' });
      expect(none.discount).toBe(0);
    });
  });

  it('says why a code does not apply, and applies nothing', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, {
        code: 'SOON',
        title: 'Soon',
        kind: 'fixed',
        value: 10,
        starts_at: '2099-01-01',
      });
      await addPromotion(tx, {
        code: 'OVER',
        title: 'Over',
        kind: 'fixed',
        value: 10,
        ends_at: '2020-01-01',
      });
      await addPromotion(tx, { code: 'OFF', title: 'Off', kind: 'fixed', value: 10, active: false });
      await addPromotion(tx, { code: 'MIN', title: 'Min', kind: 'fixed', value: 10, min_subtotal_mad: 700 });
      const reasons = async (code: string) => (await quote(tx, [SMALL_FES], code)).code;
      expect(await reasons('SOON')).toMatchObject({ applied: false, reason: 'promotion_not_started' });
      expect(await reasons('OVER')).toMatchObject({ applied: false, reason: 'promotion_expired' });
      expect(await reasons('OFF')).toMatchObject({ applied: false, reason: 'promotion_not_found' });
      expect(await reasons('NOPE')).toEqual({ code: 'NOPE', applied: false, reason: 'promotion_not_found' });
      expect(await reasons('MIN')).toMatchObject({
        applied: false,
        reason: 'promotion_min_subtotal',
        missing: 160,
      });
      const tooLong = await refusal(tx, () => quote(tx, [SMALL_FES], 'X'.repeat(65)));
      expect(tooLong.code).toBe('PT400');
    });
  });

  it('gives the best automatic offer, adds a code only when both combine, else whichever saves more', async () => {
    await inDashboard(async (tx) => {
      const offer = await addPromotion(tx, {
        title: 'Winter',
        kind: 'percentage',
        value: 5,
        combinable: true,
      });
      await addPromotion(tx, {
        title: 'Ceramics week',
        kind: 'fixed',
        value: 50,
        applies_to: 'items',
        categories: ['ceramics'],
      });
      await tx.query(
        `insert into promotion_translations (promotion_id, locale, title) values ($1, 'fr', 'Hiver')`,
        [offer],
      );
      // 360 of bowls: 5 % is 18, the ceramics offer 50: the better one.
      const best = await quote(tx, [TWO_FES], null);
      expect(best.applied).toEqual([
        expect.objectContaining({ code: null, title: 'Ceramics week', amount: 50 }),
      ]);
      // On jam alone only the 5 % applies, titled in French where translated.
      const jam = await quote(tx, [JAM], null, 'Fes', 'fr');
      expect(jam.applied).toEqual([expect.objectContaining({ title: 'Hiver', lang: 'fr', amount: 3.75 })]);

      await addPromotion(tx, {
        code: 'STACK',
        title: 'Stacks',
        kind: 'percentage',
        value: 10,
        combinable: true,
      });
      await addPromotion(tx, { code: 'ALONE', title: 'Alone', kind: 'percentage', value: 20 });
      await addPromotion(tx, { code: 'SMALLER', title: 'Smaller', kind: 'fixed', value: 5 });
      // The 5 % offer (combinable) then 10 % of what is left of the jam: 3.75, then 7.13 of 71.25.
      const stacked = await quote(tx, [JAM], 'STACK');
      expect(stacked.applied.map((a) => [a.code, a.amount])).toEqual([
        [null, 3.75],
        ['STACK', 7.13],
      ]);
      expect(stacked.discount).toBe(10.88);
      const alone = await quote(tx, [JAM], 'ALONE');
      expect(alone.applied.map((a) => a.code)).toEqual(['ALONE']);
      const smaller = await quote(tx, [TWO_FES], 'SMALLER');
      expect(smaller.code).toEqual({ code: 'SMALLER', applied: false, reason: 'promotion_not_combinable' });
      expect(smaller.applied.map((a) => a.title)).toEqual(['Ceramics week']);
    });
  });

  it('zeroes the zone’s shipping with a free-shipping code', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'SHIPFREE', title: 'Free shipping', kind: 'free_shipping' });
      const q = await quote(tx, [JAM], 'SHIPFREE');
      expect(q).toMatchObject({
        subtotal: 75,
        discount: 0,
        shipping: 0,
        shipping_before_promotions: 45,
        total: 75,
      });
      expect(q.applied).toEqual([expect.objectContaining({ code: 'SHIPFREE', amount: 45 })]);
    });
  });
});

describe('place_order with a promotion', () => {
  it('charges what the quote said and records the code, each line’s share and the redemption', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'TEN', title: 'Ten off', kind: 'percentage', value: 10 });
      const q = await quote(tx, [SMALL_FES, JAM], 'TEN');
      const order = await place(tx, [SMALL_FES, JAM], { promotion_code: ' ten ', customer: AMINA });
      expect(order).toMatchObject({
        subtotal: q.subtotal,
        discount: q.discount,
        shipping: q.shipping,
        total: q.total,
        promotion_codes: ['TEN'],
      });
      expect(order.items.map((i) => i.discount)).toEqual(q.lines.map((l) => l.discount));
      const { rows } = await tx.query<{ amount_mad: number; email_key: string; phone_key: string }>(
        'select amount_mad::float8, email_key, phone_key from promotion_redemptions where order_id = $1',
        [order.id],
      );
      expect(rows).toEqual([
        { amount_mad: 61.5, email_key: 'amina@example.com', phone_key: '+212600000000' },
      ]);
    });
  });

  it('refuses an order whose code does not apply, writing nothing and keeping the stock', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, {
        code: 'OVER',
        title: 'Over',
        kind: 'fixed',
        value: 10,
        ends_at: '2020-01-01',
      });
      await addPromotion(tx, { code: 'MIN', title: 'Min', kind: 'fixed', value: 10, min_subtotal_mad: 700 });
      const orders = await count(tx, 'select count(*)::int as n from orders');
      const stock = await count(
        tx,
        `select stock_quantity as n from product_variants where sku = '${SEED_SKU.fesBlueSmall}'`,
      );
      const expired = await refusal(tx, () => place(tx, [SMALL_FES], { promotion_code: 'OVER' }));
      expect([expired.code, expired.hint]).toEqual(['PT422', 'promotion_expired']);
      const unknown = await refusal(tx, () => place(tx, [SMALL_FES], { promotion_code: 'WHAT' }));
      expect([unknown.code, unknown.hint]).toEqual(['PT422', 'promotion_not_found']);
      const min = await refusal(tx, () => place(tx, [SMALL_FES], { promotion_code: 'MIN' }));
      expect(min.hint).toBe('promotion_min_subtotal');
      expect(JSON.parse(min.detail!)).toMatchObject({ code: 'MIN', missing: 160 });
      const notText = await refusal(tx, () => place(tx, [SMALL_FES], { promotion_code: 42 }));
      expect(notText.code).toBe('PT400');
      expect(await count(tx, 'select count(*)::int as n from orders')).toBe(orders);
      expect(await count(tx, 'select count(*)::int as n from promotion_redemptions')).toBe(0);
      expect(
        await count(
          tx,
          `select stock_quantity as n from product_variants where sku = '${SEED_SKU.fesBlueSmall}'`,
        ),
      ).toBe(stock);
    });
  });

  it('stops at the usage limit and gets a use back once when an order is cancelled', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'ONCE', title: 'Once', kind: 'fixed', value: 20, usage_limit: 1 });
      const first = await place(tx, [JAM], { promotion_code: 'ONCE' });
      const other = { customer: { name: 'Youssef', email: 'youssef@example.com', phone: '+212611111111' } };
      const usedUp = await refusal(tx, () => place(tx, [JAM], { promotion_code: 'ONCE', ...other }));
      expect([usedUp.code, usedUp.hint]).toEqual(['PT409', 'promotion_used_up']);

      await tx.query(
        `update orders set order_status = 'cancelled', cancel_reason = 'changed mind' where id = $1`,
        [first.id],
      );
      const released = `select count(*)::int as n from promotion_redemptions where released_at is not null`;
      expect(await count(tx, released)).toBe(1);
      const second = await place(tx, [JAM], { promotion_code: 'ONCE', ...other });
      expect(second.discount).toBe(20);
      // Cancelled again (a second cancel is refused by the status rules): still one use given back.
      expect(await count(tx, released)).toBe(1);
    });
  });

  it('gives uses back once for an expired hold and a failed payment, and takes one again when paid late', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'TWICE', title: 'Twice', kind: 'fixed', value: 20, usage_limit: 2 });
      const paypal = { payment_method: 'paypal', promotion_code: 'TWICE' };
      const expiring = await place(tx, [JAM], paypal);
      const failing = await place(tx, [JAM], {
        ...paypal,
        customer: { name: 'B', email: 'b@example.com', phone: '+212622222222' },
      });
      const held = `select count(*)::int as n from promotion_redemptions where released_at is null`;
      expect(await count(tx, held)).toBe(2);

      await tx.query(`update orders set hold_expires_at = now() - interval '1 minute' where id = $1`, [
        expiring.id,
      ]);
      expect(await count(tx, 'select release_expired_holds() as n')).toBe(1);
      await tx.query(`select record_payment($1, 'failed')`, [failing.id]);
      expect(await count(tx, held)).toBe(0);
      // A second sweep and a repeated failure change nothing.
      expect(await count(tx, 'select release_expired_holds() as n')).toBe(0);
      await tx.query(`select record_payment($1, 'failed')`, [failing.id]);
      expect(await count(tx, held)).toBe(0);

      // PayPal's capture of the expired order arrives after all: the customer paid the discounted total.
      const late = await tx.query<{ r: { action: string } }>(`select record_payment($1, 'paid') as r`, [
        expiring.id,
      ]);
      expect(late.rows[0]!.r.action).toBe('reheld');
      expect(await count(tx, held)).toBe(1);
    });
  });

  it('knows a customer by user, e-mail without case or +tag, or phone however it is written', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, {
        code: 'WELCOME',
        title: 'Welcome',
        kind: 'fixed',
        value: 20,
        usage_limit_per_customer: 1,
      });
      const userId = '55555555-5555-4555-8555-000000000001';
      await tx.exec('reset role');
      await tx.query(`insert into auth.users (id, email) values ($1, 'amina@example.com')`, [userId]);
      await tx.exec('set local role service_role');
      await place(tx, [JAM], { promotion_code: 'WELCOME', user_id: userId, customer: AMINA });
      const disguises = [
        { customer: { name: 'A', email: 'AMINA@Example.com', phone: '+212699999999' } },
        { customer: { name: 'A', email: 'amina+again@example.com', phone: '+212699999998' } },
        { customer: { name: 'A', email: 'other@example.com', phone: '0600000000' } },
        { customer: { name: 'A', email: 'other2@example.com', phone: '00212 600 000 000' } },
        { customer: { name: 'A', email: 'third@example.com', phone: '+212699999997' }, user_id: userId },
      ];
      for (const disguise of disguises) {
        const again = await refusal(tx, () => place(tx, [JAM], { promotion_code: 'welcome', ...disguise }));
        expect([again.code, again.hint], JSON.stringify(disguise)).toEqual([
          'PT409',
          'promotion_already_used',
        ]);
      }
      const stranger = await place(tx, [JAM], {
        promotion_code: 'WELCOME',
        customer: { name: 'B', email: 'bouchra@example.com', phone: '+212622222222' },
      });
      expect(stranger.discount).toBe(20);
    });
  });
});

describe('guessing codes', () => {
  it('refuses any code from an address after 10 unknown ones within a minute, and only from it', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'REAL', title: 'Real', kind: 'fixed', value: 10 });
      const from = (address: string) =>
        tx.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-forwarded-for': `${address}, 10.0.0.1` }),
        ]);
      await from('203.0.113.7');
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await quote(tx, [JAM], `GUESS${guess}`)).code?.reason).toBe('promotion_not_found');
      }
      const blocked = await refusal(tx, () => quote(tx, [JAM], 'REAL'));
      expect([blocked.code, blocked.hint]).toEqual(['PT429', 'too_many_codes']);
      // Without a code the bag is still quoted; the order path counts the same address.
      expect((await quote(tx, [JAM], null)).total).toBe(120);
      const order = await refusal(tx, () =>
        place(tx, [JAM], { promotion_code: 'REAL', client: '203.0.113.7' }),
      );
      expect(order.hint).toBe('too_many_codes');
      await from('198.51.100.2');
      expect((await quote(tx, [JAM], 'REAL')).code?.applied).toBe(true);
      // A minute later the address may try again.
      await tx.exec('reset role');
      await tx.exec(`update private.promotion_code_misses set at = at - interval '61 seconds'`);
      await tx.exec('set local role service_role');
      await from('203.0.113.7');
      expect((await quote(tx, [JAM], 'REAL')).code?.applied).toBe(true);
    });
  });
});

describe('who may see promotions', () => {
  it('shows visitors running automatic offers only, never a code or a redemption', async () => {
    await inDashboard(async (tx) => {
      await addPromotion(tx, { code: 'SECRET', title: 'Secret', kind: 'fixed', value: 10 });
      await addPromotion(tx, { title: 'Running', kind: 'percentage', value: 5 });
      await addPromotion(tx, { title: 'Ended', kind: 'percentage', value: 5, ends_at: '2020-01-01' });
      await place(tx, [JAM], { promotion_code: 'SECRET' });
      for (const role of ['anon', 'authenticated'] as const) {
        await tx.exec(`set local role ${role}`);
        const { rows } = await tx.query<{ title: string }>('select title from promotions order by title');
        expect(
          rows.map((r) => r.title),
          role,
        ).toEqual(['Running']);
        const code = await refusal(tx, () => tx.query('select code from promotions'));
        expect(code.code, role).toBe('42501');
        const redemptions = await refusal(tx, () => tx.query('select * from promotion_redemptions'));
        expect(redemptions.code, role).toBe('42501');
        const write = await refusal(tx, () =>
          tx.query(
            `insert into promotions (code, title, kind, value) values ('MINE', 'Mine', 'percentage', 100)`,
          ),
        );
        expect(write.code, role).toBe('42501');
        await tx.exec('set local role service_role');
      }
    });
  });
});
