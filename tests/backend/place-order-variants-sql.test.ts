/**
 * Variants as the one unit of what is sold (migration 20261201000100/200): their rules, what products
 * derives from them, who may read and write them, and place_order pricing, limiting and holding stock
 * per variant. Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { asRole, openSchemaDb, pgError, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU, type OrderLine } from './helpers/seed-ids';

interface PlacedOrder {
  id: string;
  subtotal: number;
  items: { variant_id: string; sku: string; unit_price: number; variant_info: object; quantity: number }[];
}

let db: SqlDb;
const variantIds: Record<string, string> = {};
beforeAll(async () => {
  db = await openSchemaDb();
  const { rows } = await db.query<{ sku: string; id: string }>('select sku, id from product_variants');
  for (const row of rows) variantIds[row.sku] = row.id;
});
afterAll(() => db.close());

const variantId = (sku: string) => variantIds[sku] ?? `no variant ${sku}`;

const placeOrder = (items: OrderLine[]) =>
  asRole(
    db,
    'service_role',
    async (tx) =>
      (await tx.query<{ order: PlacedOrder }>('select place_order($1) as order', [orderInput(items)]))
        .rows[0]!.order,
    { commit: true },
  );

const variant = async (sku: string) =>
  (
    await db.query<{ stock_quantity: number | null; price: string; active: boolean }>(
      'select stock_quantity, price, active from product_variants where sku = $1',
      [sku],
    )
  ).rows[0]!;

const product = async (id: string) =>
  (
    await db.query<{ price: string; from_price: string; price_varies: boolean; in_stock: boolean }>(
      'select price, from_price, price_varies, in_stock from products where id = $1',
      [id],
    )
  ).rows[0]!;

const orderCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;

/** A statement in a transaction that is always rolled back, as the service role (the dashboard). */
const asDashboard = (fn: (tx: SqlTx) => Promise<unknown>) => asRole(db, 'service_role', fn);

/** A refusal the dashboard shows for `sql`: raised at the statement or at commit (deferred checks). */
const dashboardRefusal = (statements: string[]) =>
  pgError(
    db.transaction(async (tx) => {
      for (const sql of statements) await tx.exec(sql);
    }),
  );

describe('product_variants rules', () => {
  it('names the rule an editor broke', async () => {
    const fes = variantId(SEED_SKU.fesBlueSmall);
    const cases: [string, string][] = [
      [
        `update product_variants set sku = '${SEED_SKU.fesBlueMedium}' where id = '${fes}'`,
        'product_variants_sku_unique',
      ],
      [
        `update product_variants set options = '{"size": "medium"}' where id = '${fes}'`,
        'product_variants_options_unique',
      ],
      [
        `update product_variants set options = '{"size": "huge"}' where id = '${fes}'`,
        'product_variants_options_valid',
      ],
      [
        `update product_variants set options = '{"size": 15}' where id = '${fes}'`,
        'product_variants_options_valid',
      ],
      [
        `update product_variants set options = '{"size": " "}' where id = '${fes}'`,
        'product_variants_options_valid',
      ],
      [
        `update product_variants set options = '["small"]' where id = '${fes}'`,
        'product_variants_options_valid',
      ],
      [`update product_variants set price = -1 where id = '${fes}'`, 'product_variants_price_non_negative'],
      [
        `update product_variants set compare_at_price = 180 where id = '${fes}'`,
        'product_variants_compare_at_above_price',
      ],
      [
        `update product_variants set stock_quantity = -1 where id = '${fes}'`,
        'product_variants_stock_quantity_non_negative',
      ],
      [`update product_variants set sku = 'has space' where id = '${fes}'`, 'product_variants_sku_format'],
      [
        `update product_variants set product_id = '${SEED.figJam}' where id = '${fes}'`,
        'product_variants_product_fixed',
      ],
    ];
    for (const [sql, constraint] of cases) {
      const error = await pgError(asDashboard((tx) => tx.exec(sql)));
      // 23505: a unique rule; 23514: a check (or a trigger's refusal named like one).
      expect(['23505', '23514'], sql).toContain(error.code);
      expect([error.constraint, error.message].join(' '), sql).toContain(constraint);
    }
  });

  it('keeps an active variant on every product and one set of option names per product', async () => {
    const retireAll = await dashboardRefusal([
      `update product_variants set active = false where product_id = '${SEED.fesBlueTeaBowl}'`,
    ]);
    expect(retireAll.message).toContain('products_have_an_active_variant');
    const deleteAll = await dashboardRefusal([
      `delete from product_variants where product_id = '${SEED.figJam}'`,
    ]);
    expect(deleteAll.message).toContain('products_have_an_active_variant');
    const mixed = await dashboardRefusal([
      `insert into product_variants (product_id, sku, options, price) values ('${SEED.fesBlueTeaBowl}', 'MIXED-1', '{}', 100)`,
    ]);
    expect(mixed.message).toContain('product_variants_same_options');
    // Nothing of the refused edits stayed.
    expect((await variant(SEED_SKU.fesBlueSmall)).active).toBe(true);
    expect((await variant(SEED_SKU.figJam)).stock_quantity).not.toBeUndefined();
  });

  it('gives a product inserted alone one variant at commit, priced as the product', async () => {
    await db.query(
      `insert into products (id, slug, title, price, category, product_type, sku_id)
       values ('11111111-1111-4111-8111-0000000000a1', 'lone-spoon', 'Lone Spoon', 45, 'kitchenware', 'utensil', 'ZLJ-T-LONE')`,
    );
    const { rows } = await db.query<{
      sku: string;
      options: object;
      price: string;
      stock_quantity: number | null;
    }>(
      `select sku, options, price, stock_quantity from product_variants where product_id = '11111111-1111-4111-8111-0000000000a1'`,
    );
    expect(rows).toEqual([{ sku: 'ZLJ-T-LONE', options: {}, price: '45.00', stock_quantity: null }]);
    await db.query(`delete from products where id = '11111111-1111-4111-8111-0000000000a1'`);
  });

  it('derives price, from_price, price_varies and in_stock from the active variants, and refuses them by hand', async () => {
    expect(await product(SEED.fesBlueTeaBowl)).toEqual({
      price: '180.00',
      from_price: '180.00',
      price_varies: true,
      in_stock: true,
    });
    // The Tamegroute bowl's medium is sold out; the small still sells.
    expect(await product(SEED.tamegrouteGreenBowl)).toMatchObject({ in_stock: true, price_varies: true });
    expect(await product(SEED.amazighMotifVessel)).toMatchObject({ in_stock: false, from_price: '390.00' });

    await db
      .transaction(async (tx) => {
        // The small sells out: a shopper can now buy from 240, the product's price stays the lowest.
        await tx.query(`update product_variants set stock_quantity = 0 where sku = $1`, [
          SEED_SKU.fesBlueSmall,
        ]);
        const soldSmall = (
          await tx.query(`select price, from_price, in_stock from products where id = $1`, [
            SEED.fesBlueTeaBowl,
          ])
        ).rows[0];
        expect(soldSmall).toEqual({ price: '180.00', from_price: '240.00', in_stock: true });
        await tx.query(`update product_variants set active = false where sku = $1`, [SEED_SKU.fesBlueSmall]);
        const retired = (
          await tx.query(`select price, from_price from products where id = $1`, [SEED.fesBlueTeaBowl])
        ).rows[0];
        expect(retired).toEqual({ price: '240.00', from_price: '240.00' });
        // Sizes at one price: no "from" on cards, and the picker does not repeat the price per size.
        await tx.query(`update product_variants set price = 200 where product_id = $1`, [
          SEED.fesBlueTeaBowl,
        ]);
        const samePrice = (
          await tx.query(`select price_varies from products where id = $1`, [SEED.fesBlueTeaBowl])
        ).rows[0];
        expect(samePrice).toEqual({ price_varies: false });
        await tx.query(`update product_variants set stock_quantity = 0 where product_id = $1`, [
          SEED.fesBlueTeaBowl,
        ]);
        const none = (await tx.query(`select in_stock from products where id = $1`, [SEED.fesBlueTeaBowl]))
          .rows[0];
        expect(none).toEqual({ in_stock: false });
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));

    const byHand = await pgError(
      asDashboard((tx) => tx.exec(`update products set price = 99 where id = '${SEED.fesBlueTeaBowl}'`)),
    );
    expect(byHand.message).toContain('products_price_and_stock_follow_variants');
    const stockByHand = await pgError(
      asDashboard((tx) => tx.exec(`update products set in_stock = false where id = '${SEED.figJam}'`)),
    );
    expect(stockByHand.message).toContain('products_price_and_stock_follow_variants');
    // Other product edits go through as before.
    await asDashboard((tx) =>
      tx.exec(`update products set title = 'Fes Blue' where id = '${SEED.fesBlueTeaBowl}'`),
    );
  });
});

describe('who reads and writes variants', () => {
  const OWNER = JSON.stringify({
    role: 'authenticated',
    sub: '99999999-9999-4999-8999-0000000000b1',
    app_metadata: { role: 'owner' },
  });
  const CUSTOMER = JSON.stringify({
    role: 'authenticated',
    sub: '99999999-9999-4999-8999-0000000000b2',
    app_metadata: {},
  });
  const FORGED = JSON.stringify({
    role: 'authenticated',
    sub: '99999999-9999-4999-8999-0000000000b3',
    user_metadata: { role: 'owner' },
  });

  /** As PostgREST runs a request: the role, and the JWT's claims. Rolled back. */
  const as = async <T>(role: 'anon' | 'authenticated', claims: string, fn: (tx: SqlTx) => Promise<T>) => {
    let result: T | undefined;
    await db
      .transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
        result = await fn(tx);
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    return result as T;
  };
  const count = (tx: SqlTx, where: string) =>
    tx
      .query<{ n: number }>(`select count(*)::int as n from product_variants where ${where}`)
      .then((r) => r.rows[0]!.n);

  it('shows visitors and customers the active variants only; the owner sees retired ones too', async () => {
    await db.query(`update product_variants set active = false where sku = $1`, [SEED_SKU.fesBlueLarge]);
    try {
      for (const [role, claims] of [
        ['anon', JSON.stringify({ role: 'anon' })],
        ['authenticated', CUSTOMER],
        ['authenticated', FORGED],
      ] as const) {
        expect(await as(role, claims, (tx) => count(tx, `sku = '${SEED_SKU.fesBlueLarge}'`))).toBe(0);
        expect(await as(role, claims, (tx) => count(tx, `sku = '${SEED_SKU.fesBlueSmall}'`))).toBe(1);
      }
      expect(await as('authenticated', OWNER, (tx) => count(tx, `sku = '${SEED_SKU.fesBlueLarge}'`))).toBe(1);
    } finally {
      await db.query(`update product_variants set active = true where sku = $1`, [SEED_SKU.fesBlueLarge]);
    }
  });

  it('refuses writes from visitors, customers and forged owners; lets the owner write', async () => {
    const writes = [
      `update product_variants set price = 1 where sku = '${SEED_SKU.fesBlueSmall}'`,
      `delete from product_variants where sku = '${SEED_SKU.fesBlueSmall}'`,
    ];
    for (const [role, claims] of [
      ['anon', JSON.stringify({ role: 'anon' })],
      ['authenticated', CUSTOMER],
      ['authenticated', FORGED],
    ] as const) {
      for (const sql of writes) {
        // Refused outright (anon: no grant) or matching no row (RLS hides the row from the writer).
        const outcome = await as(role, claims, async (tx) => {
          try {
            const result = await tx.query(`${sql} returning id`);
            return result.rows.length;
          } catch (error) {
            return (error as { code: string }).code;
          }
        });
        expect([0, '42501'], `${role} ${claims}: ${sql}`).toContain(outcome);
      }
      const insert = await as(role, claims, async (tx) =>
        tx
          .query(
            `insert into product_variants (product_id, sku, options, price) values ('${SEED.fesBlueTeaBowl}', 'HACK-1', '{"size":"small"}', 1)`,
          )
          .then(() => 'written')
          .catch((error: { code: string }) => error.code),
      );
      expect(insert).toBe('42501');
    }
    const owned = await as('authenticated', OWNER, (tx) =>
      tx.query(
        `update product_variants set price = 190 where sku = '${SEED_SKU.fesBlueSmall}' returning price`,
      ),
    );
    expect(owned.rows).toEqual([{ price: '190.00' }]);
    expect((await variant(SEED_SKU.fesBlueSmall)).price).toBe('180.00'); // that edit was rolled back
  });
});

describe('place_order by variant', () => {
  it('prices each line by its variant, whatever the client sends, and keeps variant_id and sku', async () => {
    const order = await placeOrder([
      {
        variant_id: variantId(SEED_SKU.fesBlueLarge),
        product_id: SEED.fesBlueTeaBowl,
        quantity: 1,
        price: 1,
      },
      { product_id: SEED.fesBlueTeaBowl, variant: { size: 'small' }, quantity: 2, unit_price: 0 },
    ]);
    expect(Number(order.subtotal)).toBe(320 + 2 * 180);
    expect(order.items.map((i) => [i.sku, Number(i.unit_price), i.variant_info, i.variant_id])).toEqual([
      [SEED_SKU.fesBlueLarge, 320, { size: 'large' }, variantId(SEED_SKU.fesBlueLarge)],
      [SEED_SKU.fesBlueSmall, 180, { size: 'small' }, variantId(SEED_SKU.fesBlueSmall)],
    ]);
    await db.query(`update orders set order_status = 'cancelled', cancel_reason = 'test' where id = $1`, [
      order.id,
    ]);
  });

  it('refuses what names no sellable variant, with a clear code, and writes nothing', async () => {
    const before = await orderCount();
    const inactive = variantId(SEED_SKU.fesBlueMedium);
    await db.query(`update product_variants set active = false where id = $1`, [inactive]);
    try {
      const cases: [OrderLine, string, string][] = [
        [
          { variant_id: variantId(SEED_SKU.figJam), product_id: SEED.fesBlueTeaBowl, quantity: 1 },
          'unknown_variant',
          'PT404',
        ],
        [{ variant_id: inactive, quantity: 1 }, 'unknown_variant', 'PT404'],
        [{ variant_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }, 'unknown_variant', 'PT404'],
        [{ variant_id: 'not-a-uuid', quantity: 1 }, 'unknown_variant', 'PT404'],
        [
          { product_id: SEED.fesBlueTeaBowl, variant: { size: 'medium' }, quantity: 1 },
          'invalid_size',
          'PT422',
        ],
        [{ product_id: SEED.figJam, variant: { size: 'large' }, quantity: 1 }, 'invalid_size', 'PT422'],
        [{ variant_id: variantId(SEED_SKU.tamegrouteMedium), quantity: 1 }, 'out_of_stock', 'PT409'],
        [{ variant_id: variantId(SEED_SKU.fesBlueSmall), quantity: 7 }, 'out_of_stock', 'PT409'],
      ];
      for (const [line, hint, code] of cases) {
        const error = await pgError(placeOrder([{ product_id: SEED.figJam, quantity: 1 }, line]));
        expect({ hint: error.hint, code: error.code }, JSON.stringify(line)).toEqual({ hint, code });
      }
    } finally {
      await db.query(`update product_variants set active = true where id = $1`, [inactive]);
    }
    expect(await orderCount()).toBe(before);
    expect((await variant(SEED_SKU.figJam)).stock_quantity).toBe(40);
  });

  it('limits 10 of one variant, counting every line of it, and not across sizes', async () => {
    const large = variantId(SEED_SKU.fesBlueLarge);
    const split = await pgError(
      placeOrder([
        { variant_id: large, quantity: 6 },
        { product_id: SEED.fesBlueTeaBowl, variant: { size: 'large' }, quantity: 5 },
      ]),
    );
    expect(split).toMatchObject({ hint: 'quantity_limit', code: 'PT422' });
    expect(JSON.parse(split.detail!)).toMatchObject({ variant_id: large, max: 10, asked: 11 });
    // Ten of one size and more of another are two variants: each within its own limit.
    const safi = await placeOrder([
      { product_id: SEED.safiTerracottaBowl, variant: { size: 'small' }, quantity: 10 },
      { product_id: SEED.safiTerracottaBowl, variant: { size: 'large' }, quantity: 3 },
    ]);
    expect(Number(safi.subtotal)).toBe(10 * 240 + 3 * 360);
  });

  it('sells a size that is in stock while another size of the product is sold out, and moves only its stock', async () => {
    const medium = await pgError(
      placeOrder([{ product_id: SEED.tamegrouteGreenBowl, variant: { size: 'medium' }, quantity: 1 }]),
    );
    expect(medium).toMatchObject({ hint: 'out_of_stock' });
    expect(JSON.parse(medium.detail!)).toMatchObject({
      available: 0,
      variant_id: variantId(SEED_SKU.tamegrouteMedium),
    });
    expect(medium.message).toContain('"Tamegroute Green Bowl (medium)"');

    const order = await placeOrder([
      { product_id: SEED.tamegrouteGreenBowl, variant: { size: 'small' }, quantity: 2 },
    ]);
    expect((await variant(SEED_SKU.tamegrouteSmall)).stock_quantity).toBe(0);
    expect((await variant(SEED_SKU.tamegrouteMedium)).stock_quantity).toBe(0);
    expect((await product(SEED.tamegrouteGreenBowl)).in_stock).toBe(false);

    // Cancelling puts back exactly what the order took, on its variant.
    await db.query(`update orders set order_status = 'cancelled', cancel_reason = 'test' where id = $1`, [
      order.id,
    ]);
    await db.query(`update orders set order_status = 'cancelled', cancel_reason = 'again' where id = $1`, [
      order.id,
    ]);
    expect((await variant(SEED_SKU.tamegrouteSmall)).stock_quantity).toBe(2);
    expect((await variant(SEED_SKU.tamegrouteMedium)).stock_quantity).toBe(0);
    expect((await product(SEED.tamegrouteGreenBowl)).in_stock).toBe(true);
  });
});

describe('back in stock by variant', () => {
  const ask = (email: string, variant: string | null) =>
    asRole(
      db,
      'anon',
      async (tx) =>
        (
          await tx.query<{ answer: string }>(`select request_back_in_stock($1, $2, 'en', $3) as answer`, [
            SEED.tamegrouteGreenBowl,
            email,
            variant,
          ])
        ).rows[0]!.answer,
      { commit: true },
    );
  const mailed = async () =>
    (
      await db.query<{ recipient: string; size: string | null }>(
        `select recipient, payload ->> 'size' as size from mail_outbox where kind = 'back_in_stock'
         and payload ->> 'product_id' = $1 order by recipient`,
        [SEED.tamegrouteGreenBowl],
      )
    ).rows;

  it('answers per size and mails only those who asked for the size that came back', async () => {
    const small = variantId(SEED_SKU.tamegrouteSmall);
    const medium = variantId(SEED_SKU.tamegrouteMedium);
    expect(await ask('small@example.com', small)).toBe('in_stock');
    expect(await ask('medium@example.com', medium)).toBe('requested');
    const foreign = await pgError(ask('x@example.com', variantId(SEED_SKU.figJam)));
    expect(foreign).toMatchObject({ hint: 'unknown_product', code: 'PT404' });

    await db.query(`update product_variants set stock_quantity = 0 where id = $1`, [small]);
    expect(await ask('small@example.com', small)).toBe('requested');
    // The small comes back: only the small's shopper hears of it.
    await db.query(`update product_variants set stock_quantity = 2 where id = $1`, [small]);
    expect(await mailed()).toEqual([{ recipient: 'small@example.com', size: 'small' }]);
    await db.query(`update product_variants set stock_quantity = 1 where id = $1`, [medium]);
    expect(await mailed()).toEqual([
      { recipient: 'medium@example.com', size: 'medium' },
      { recipient: 'small@example.com', size: 'small' },
    ]);
    await db.query(`update product_variants set stock_quantity = 0 where id = $1`, [medium]);
  });
});

describe('browsing by what can be bought', () => {
  /** The shop's cards for a price band, cheapest first, as a visitor reads them. */
  const band = (tx: SqlTx, price: string) =>
    tx
      .query<{ page: { items: { slug: string; price: number; price_varies: boolean }[] } }>(
        `select browse_products(p_price => $1, p_sort => 'price-asc', p_page_size => 48) as page`,
        [price],
      )
      .then((result) => result.rows[0]!.page.items.filter((card) => card.slug === 'fes-blue-tea-bowl'));

  it('filters, sorts and shows cards by the lowest price of a size still in stock', async () => {
    await asRole(db, 'anon', async (tx) => {
      expect(await band(tx, '150-250')).toEqual([
        expect.objectContaining({ price: 180, price_varies: true }),
      ]);
    });
    await db
      .transaction(async (tx) => {
        // The 180 small and the 240 medium sell out: a shopper can only buy the 320 large.
        await tx.query(`update product_variants set stock_quantity = 0 where sku = any($1)`, [
          [SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueMedium],
        ]);
        await tx.exec('set local role anon');
        expect(await band(tx, '150-250')).toEqual([]);
        expect(await band(tx, '250-400')).toEqual([expect.objectContaining({ price: 320 })]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
  });
});
