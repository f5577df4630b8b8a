/**
 * The stored bag (issue 35) in SQL: only its owner reads it and nobody writes its tables directly;
 * merge_cart adds the browser's bag to it within the limits (10 of a variant, the stock left) and
 * drops lines whose product is gone, saying so; save_cart replaces it and moves updated_at only when
 * something changed; an order of a signed-in customer takes what it bought out of it.
 */
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';

import { asRole, createUser, openSchemaDb, pgError, type SqlDb } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { variantId } from './helpers/variants';

const ALICE = '0a11ce00-0000-4000-8000-000000000001';
const BOB = '0b0b0000-0000-4000-8000-000000000002';

interface Bag {
  lines: { variant_id: string; product_id: string; quantity: number; title: string; options: object }[];
  dropped: { variant_id: string; quantity: number }[];
}

let db: SqlDb;
let fesSmall: string;
let fesLarge: string; // 3 left
let olive: string; // unlimited
let amazighSmall: string; // sold out
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, ALICE, 'alice.bag@example.com');
  await createUser(db, BOB, 'bob.bag@example.com');
  fesSmall = await variantId(db, SEED_SKU.fesBlueSmall);
  fesLarge = await variantId(db, SEED_SKU.fesBlueLarge);
  amazighSmall = await variantId(db, SEED_SKU.amazighSmall);
  olive = (
    await db.query<{ id: string }>('select id from product_variants where product_id = $1', [
      SEED.oliveWoodBreadBoard,
    ])
  ).rows[0]!.id;
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('delete from carts');
});

const call = <T = Bag>(user: string | null, sql: string, params: unknown[] = []) =>
  asRole(
    db,
    user ? 'authenticated' : 'anon',
    async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]!.r,
    { sub: user ?? undefined, commit: true },
  );
const merge = (user: string | null, lines: unknown) =>
  call(user, 'select merge_cart($1::jsonb) as r', [JSON.stringify(lines)]);
const save = (user: string | null, lines: unknown) =>
  call(user, 'select save_cart($1::jsonb) as r', [JSON.stringify(lines)]);
const stored = (user: string) => call(user, 'select get_cart() as r');
const quantities = (bag: Bag) => Object.fromEntries(bag.lines.map((l) => [l.variant_id, l.quantity]));
const updatedAt = async (user: string) =>
  (await db.query<{ at: string }>('select updated_at::text as at from carts where user_id = $1', [user]))
    .rows[0]?.at;

describe('merge_cart', () => {
  it('adds the browser bag to the stored one, same variant adding up to the limits', async () => {
    await save(ALICE, [
      { variant_id: fesSmall, quantity: 2 },
      { variant_id: olive, quantity: 7 },
      { variant_id: fesLarge, quantity: 2 },
    ]);
    const bag = await merge(ALICE, [
      { variant_id: fesSmall, quantity: 1 },
      { variant_id: olive, quantity: 6 }, // 13 → the per-order limit
      { variant_id: fesLarge, quantity: 2 }, // 4 → the 3 left
    ]);
    expect(quantities(bag)).toEqual({ [fesSmall]: 3, [olive]: MAX_QUANTITY_PER_ITEM, [fesLarge]: 3 });
    expect(bag.dropped).toEqual([]);
    expect(bag.lines.find((l) => l.variant_id === fesSmall)).toMatchObject({
      product_id: SEED.fesBlueTeaBowl,
      options: { size: 'small' },
    });
    expect(quantities(await stored(ALICE))).toEqual(quantities(bag));
  });

  it('drops a line whose product is gone and says which, keeping the rest', async () => {
    const retired = await db.query<{ id: string }>(
      `insert into product_variants (product_id, sku, options, price, active)
       values ($1, 'ZLJ-TEST-RETIRED', '{"size":"medium"}', 100, false) returning id`,
      [SEED.oliveWoodBreadBoard],
    );
    const unknown = '00000000-0000-4000-8000-00000000dead';
    const bag = await merge(ALICE, [
      { variant_id: unknown, quantity: 1 },
      { variant_id: fesSmall, quantity: 2 },
      { variant_id: retired.rows[0]!.id, quantity: 3 },
    ]);
    expect(quantities(bag)).toEqual({ [fesSmall]: 2 });
    expect(bag.dropped).toEqual([
      { variant_id: unknown, quantity: 1 },
      { variant_id: retired.rows[0]!.id, quantity: 3 },
    ]);
    await db.query('delete from product_variants where id = $1', [retired.rows[0]!.id]);
  });

  it('adds a merge sent again with the same id only once (its first answer was lost)', async () => {
    const id = crypto.randomUUID();
    const again = (lines: unknown) =>
      call(ALICE, 'select merge_cart($1::jsonb, $2) as r', [JSON.stringify(lines), id]);
    await again([{ variant_id: olive, quantity: 2 }]);
    expect(quantities(await again([{ variant_id: olive, quantity: 2 }]))).toEqual({ [olive]: 2 });
    // Another merge (a new id) adds again.
    const next = await call(ALICE, 'select merge_cart($1::jsonb, $2) as r', [
      JSON.stringify([{ variant_id: olive, quantity: 1 }]),
      crypto.randomUUID(),
    ]);
    expect(quantities(next)).toEqual({ [olive]: 3 });
  });

  it('keeps a sold-out line as it is (the bag shows it sold out), within the per-order limit', async () => {
    const bag = await merge(ALICE, [{ variant_id: amazighSmall, quantity: 2 }]);
    expect(quantities(bag)).toEqual({ [amazighSmall]: 2 });
  });

  it('refuses a malformed bag with invalid_cart and changes nothing', async () => {
    await save(ALICE, [{ variant_id: fesSmall, quantity: 1 }]);
    for (const bad of [
      { not: 'a list' },
      [{ variant_id: 'nope', quantity: 1 }],
      [{ variant_id: fesSmall, quantity: 0 }],
      [{ variant_id: fesSmall, quantity: 1.5 }],
      [{ variant_id: fesSmall, quantity: '2' }],
      [
        { variant_id: fesSmall, quantity: 1 },
        { variant_id: fesSmall, quantity: 1 },
      ],
      Array.from({ length: 51 }, () => ({ variant_id: fesSmall, quantity: 1 })),
    ]) {
      const error = await pgError(merge(ALICE, bad));
      expect(error).toMatchObject({ code: 'PT400', hint: 'invalid_cart' });
    }
    expect(quantities(await stored(ALICE))).toEqual({ [fesSmall]: 1 });
  });
});

describe('save_cart', () => {
  it('replaces the stored bag within the limits and moves updated_at only on a change', async () => {
    await save(ALICE, [{ variant_id: fesSmall, quantity: 2 }]);
    const first = await updatedAt(ALICE);
    await save(ALICE, [{ variant_id: fesSmall, quantity: 2 }]);
    expect(await updatedAt(ALICE)).toBe(first);
    const bag = await save(ALICE, [
      { variant_id: fesLarge, quantity: 9 },
      { variant_id: olive, quantity: 40 },
    ]);
    expect(quantities(bag)).toEqual({ [fesLarge]: 3, [olive]: MAX_QUANTITY_PER_ITEM });
    expect(await updatedAt(ALICE)).not.toBe(first);
    expect(quantities(await save(ALICE, []))).toEqual({});
  });
});

describe('who may read and write a bag', () => {
  beforeEach(async () => {
    await save(ALICE, [{ variant_id: fesSmall, quantity: 2 }]);
  });

  it('refuses a visitor: no function, no table', async () => {
    for (const sql of ["select merge_cart('[]')", "select save_cart('[]')", 'select get_cart()']) {
      expect((await pgError(call(null, sql))).code).toBe('42501');
    }
    for (const sql of ['select * from carts', 'select * from cart_lines']) {
      expect((await pgError(call(null, sql))).code).toBe('42501');
    }
  });

  it("shows another customer nothing of Alice's bag and lets nobody write the tables", async () => {
    const seen = await asRole(
      db,
      'authenticated',
      async (tx) => ({
        carts: (await tx.query('select * from carts')).rows,
        lines: (await tx.query('select * from cart_lines')).rows,
      }),
      { sub: BOB },
    );
    expect(seen).toEqual({ carts: [], lines: [] });
    expect(quantities(await stored(BOB))).toEqual({});
    const cart = (await db.query<{ id: string }>('select id from carts where user_id = $1', [ALICE])).rows[0]!
      .id;
    for (const user of [BOB, ALICE]) {
      for (const [sql, params] of [
        ['insert into cart_lines (cart_id, variant_id, quantity) values ($1, $2, 1)', [cart, olive]],
        ['update cart_lines set quantity = 10 where cart_id = $1', [cart]],
        ['delete from cart_lines where cart_id = $1', [cart]],
        ['insert into carts (user_id) values ($1)', [user]],
        ['update carts set updated_at = now() where id = $1', [cart]],
        ['delete from carts where id = $1', [cart]],
      ] as const) {
        const error = await pgError(
          asRole(db, 'authenticated', (tx) => tx.query(sql, [...params]), { sub: user }),
        );
        expect(error.code, `${user} ${sql}`).toBe('42501');
      }
    }
    // Alice reads her own, and her bag is as she left it.
    const own = await asRole(
      db,
      'authenticated',
      async (tx) => (await tx.query('select * from carts')).rows,
      {
        sub: ALICE,
      },
    );
    expect(own).toHaveLength(1);
    expect(quantities(await stored(ALICE))).toEqual({ [fesSmall]: 2 });
  });

  it('answers a stranger token (a user id that is no account) with an empty bag of its own making nothing', async () => {
    const stranger = '5e5e5e5e-0000-4000-8000-000000000003';
    // No account: the cart's foreign key refuses it, nothing is written.
    expect((await pgError(save(stranger, [{ variant_id: olive, quantity: 1 }]))).code).toBe('23503');
    const rows = await db.query('select 1 from carts where user_id = $1', [stranger]);
    expect(rows.rows).toEqual([]);
  });
});

describe('an order', () => {
  it("takes what a signed-in customer bought out of the stored bag, and nothing of a guest's", async () => {
    await save(ALICE, [
      { variant_id: fesSmall, quantity: 3 },
      { variant_id: olive, quantity: 1 },
    ]);
    const before = await updatedAt(ALICE);
    await asRole(
      db,
      'service_role',
      (tx) =>
        tx.query('select place_order($1::jsonb)', [
          JSON.stringify(
            orderInput(
              [
                { product_id: SEED.fesBlueTeaBowl, variant_id: fesSmall, quantity: 1 },
                { product_id: SEED.oliveWoodBreadBoard, variant_id: olive, quantity: 1 },
              ],
              { user_id: ALICE },
            ),
          ),
        ]),
      { commit: true },
    );
    expect(quantities(await stored(ALICE))).toEqual({ [fesSmall]: 2 });
    expect(await updatedAt(ALICE)).not.toBe(before);

    await save(BOB, [{ variant_id: olive, quantity: 2 }]);
    await asRole(
      db,
      'service_role',
      (tx) =>
        tx.query('select place_order($1::jsonb)', [
          JSON.stringify(
            orderInput([{ product_id: SEED.oliveWoodBreadBoard, variant_id: olive, quantity: 1 }]),
          ),
        ]),
      { commit: true },
    );
    expect(quantities(await stored(BOB))).toEqual({ [olive]: 2 });
  });
});
