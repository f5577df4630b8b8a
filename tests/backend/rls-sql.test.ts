/**
 * Row-level security and grants, checked in SQL as PostgREST runs requests: each role, with and
 * without a user id in the JWT claims. The HTTP tests (rls-api*.test.ts) repeat the essentials
 * through supabase-js; these cover every table and operation quickly.
 */
import {
  asRole,
  createUser,
  openSchemaDb,
  pgError,
  type Role,
  type SqlDb,
  type SqlTx,
} from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';

const ALICE = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'bbbbbbbb-0000-4000-8000-000000000002';

let db: SqlDb;
let aliceOrderId: string;
let guestOrderId: string;

beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, ALICE, 'alice@example.com');
  await createUser(db, BOB, 'bob@example.com');
  const place = async (input: object) =>
    (await db.query<{ o: { id: string } }>('select place_order($1) as o', [input])).rows[0]!.o.id;
  aliceOrderId = await place(orderInput([{ product_id: SEED.figJam, quantity: 1 }], { user_id: ALICE }));
  guestOrderId = await place(orderInput([{ product_id: SEED.figJam, quantity: 2 }]));
  await db.query(`insert into saved_items (user_id, item_type, item_id) values ($1, 'product', $2)`, [
    ALICE,
    SEED.figJam,
  ]);
  await db.query(`insert into stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_alice')`, [
    ALICE,
  ]);
  await db.query(
    `select record_stripe_subscription($1, 'sub_alice', 'cus_alice', 'active', 'price_1', now() + interval '1 month', false, now())`,
    [ALICE],
  );
  await db.query(`insert into newsletter_subscribers (email) values ('reader@example.com')`);
  await db.query(`insert into contact_messages (email, message) values ('reader@example.com', 'Hello')`);
});
afterAll(() => db.close());

const as = <T>(role: Role, fn: (tx: SqlTx) => Promise<T>, sub?: string) => asRole(db, role, fn, { sub });
const count = (role: Role, sql: string, sub?: string) =>
  as(
    role,
    async (tx) => (await tx.query<{ n: number }>(`select count(*)::int as n from (${sql}) t`)).rows[0]!.n,
    sub,
  );
const visitors: [string, Role, string | undefined][] = [
  ['anon', 'anon', undefined],
  ['a signed-in user', 'authenticated', BOB],
];

describe.each(visitors)('as %s', (_, role, sub) => {
  it('reads every product', async () => {
    expect(await count(role, 'select * from products', sub)).toBe(26);
  });

  it('reads published articles and pages and active banners only', async () => {
    expect(await count(role, 'select * from articles where not published', sub)).toBe(0);
    expect(await count(role, 'select * from articles', sub)).toBe(15);
    expect(await count(role, 'select * from pages where not published', sub)).toBe(0);
    expect(await count(role, `select * from pages where slug = 'wholesale'`, sub)).toBe(0);
    expect(await count(role, 'select * from site_banners', sub)).toBe(1);
    expect(await count(role, `select * from articles where id = '${SEED.draftRecipe}'`, sub)).toBe(0);
  });

  it.each([
    ['products', `update products set price = 0`],
    ['products', `delete from products`],
    [
      'products',
      `insert into products (slug, title, price, category, product_type) values ('x', 'x', 1, 'ceramics', 'bowl')`,
    ],
    ['articles', `update articles set published = true`],
    ['articles', `insert into articles (slug, title, category) values ('x', 'x', 'ritual')`],
    ['pages', `update pages set published = true`],
    ['pages', `delete from pages`],
    ['site_banners', `update site_banners set is_active = true`],
    [
      'orders',
      `insert into orders (customer_name, customer_email, customer_phone, shipping_address, payment_method, subtotal, shipping, total) values ('x', 'x@y.z', '+212600000000', '{"address":"a","city":"b"}', 'cod', 0, 0, 0)`,
    ],
    ['orders', `update orders set payment_status = 'paid'`],
    ['orders', `delete from orders`],
    ['order_items', `update order_items set unit_price = 0`],
    ['subscriptions', `update subscriptions set status = 'active'`],
    ['subscriptions', `delete from subscriptions`],
    [
      'subscriptions',
      `insert into subscriptions (stripe_subscription_id, user_id, stripe_customer_id, status, stripe_event_created) values ('sub_bob', '${BOB}', 'cus_alice', 'active', now())`,
    ],
    ['stripe_customers', `select * from stripe_customers`],
    [
      'stripe_customers',
      `insert into stripe_customers (user_id, stripe_customer_id) values ('${BOB}', 'cus_bob')`,
    ],
    ['stripe_customers', `update stripe_customers set user_id = '${BOB}'`],
    [
      'record_stripe_subscription',
      `select record_stripe_subscription('${BOB}', 'sub_bob', 'cus_alice', 'active', null, null, false, now())`,
    ],
    ['newsletter_subscribers', `select * from newsletter_subscribers`],
    ['newsletter_subscribers', `delete from newsletter_subscribers`],
    ['contact_messages', `select * from contact_messages`],
    ['contact_messages', `update contact_messages set message = 'x'`],
  ])('may not touch %s: %s', async (_table, sql) => {
    expect((await pgError(as(role, (tx) => tx.query(sql), sub))).code).toBe('42501');
  });

  it('may sign up for the newsletter and send a contact message, without reading them back', async () => {
    await as(
      role,
      (tx) => tx.query(`insert into newsletter_subscribers (email) values ('new-${role}@example.com')`),
      sub,
    );
    await as(
      role,
      (tx) => tx.query(`insert into contact_messages (first_name, message) values ('Y', 'Salam')`),
      sub,
    );
    const readBack = as(
      role,
      (tx) => tx.query(`insert into contact_messages (message) values ('x') returning *`),
      sub,
    );
    expect((await pgError(readBack)).code).toBe('42501');
  });

  it('gets a guest order by its id', async () => {
    const order = await as(
      role,
      async (tx) =>
        (
          await tx.query<{ o: { id: string; items: unknown[] } | null }>('select get_order($1) as o', [
            guestOrderId,
          ])
        ).rows[0]!.o,
      sub,
    );
    expect(order?.id).toBe(guestOrderId);
    expect(order?.items).toHaveLength(1);
    expect(order).not.toHaveProperty('idempotency_key');
  });

  it("does not get someone else's order, even with its id", async () => {
    const order = await as(
      role,
      async (tx) => (await tx.query<{ o: unknown }>('select get_order($1) as o', [aliceOrderId])).rows[0]!.o,
      sub,
    );
    expect(order).toBeNull();
  });

  it("sees none of alice's saved items or subscription", async () => {
    const read = (sql: string) =>
      role === 'anon' ? pgError(count(role, sql, sub)).then((e) => e.code) : count(role, sql, sub);
    expect(await read('select * from saved_items')).toBe(role === 'anon' ? '42501' : 0);
    expect(await read('select * from subscriptions')).toBe(role === 'anon' ? '42501' : 0);
  });
});

describe('orders as anon', () => {
  it('cannot list, filter or count orders or their items', async () => {
    for (const sql of [
      'select * from orders',
      `select * from orders where id = '${guestOrderId}'`,
      'select * from order_items',
    ]) {
      expect((await pgError(count('anon', sql))).code).toBe('42501');
    }
    expect((await pgError(as('anon', (tx) => tx.query(`select nextval('order_number_seq')`)))).code).toBe(
      '42501',
    );
  });
});

describe('as alice (signed in)', () => {
  it('lists her own orders and their items only', async () => {
    const orders = await as(
      'authenticated',
      async (tx) => (await tx.query<{ id: string }>('select id from orders')).rows,
      ALICE,
    );
    expect(orders.map((o) => o.id)).toEqual([aliceOrderId]);
    expect(await count('authenticated', 'select * from order_items', ALICE)).toBe(1);
    const order = await as(
      'authenticated',
      async (tx) =>
        (await tx.query<{ o: { id: string } }>('select get_order($1) as o', [aliceOrderId])).rows[0]!.o,
      ALICE,
    );
    expect(order.id).toBe(aliceOrderId);
  });

  it('reads her own subscription row but cannot change it or see the Stripe customer map', async () => {
    expect(await count('authenticated', 'select * from subscriptions', ALICE)).toBe(1);
    for (const sql of [
      `update subscriptions set current_period_end = '2099-01-01'`,
      'select * from stripe_customers',
    ]) {
      expect((await pgError(as('authenticated', (tx) => tx.query(sql), ALICE))).code).toBe('42501');
    }
  });

  it("saves and removes her own items and cannot plant one in bob's list", async () => {
    await as(
      'authenticated',
      async (tx) => {
        await tx.query(`insert into saved_items (item_type, item_id) values ('article', $1)`, [
          SEED.publishedRitual,
        ]);
        expect((await tx.query<{ n: number }>('select count(*)::int as n from saved_items')).rows[0]!.n).toBe(
          2,
        );
        const removed = await tx.query(`delete from saved_items where item_id = $1`, [SEED.publishedRitual]);
        expect(removed.affectedRows).toBe(1);
      },
      ALICE,
    );
    const forged = as(
      'authenticated',
      (tx) =>
        tx.query(`insert into saved_items (user_id, item_type, item_id) values ($1, 'product', $2)`, [
          BOB,
          SEED.figJam,
        ]),
      ALICE,
    );
    expect((await pgError(forged)).message).toContain('row-level security');
  });

  it('cannot save a draft article or a product that does not exist', async () => {
    const save = (type: string, id: string) =>
      as(
        'authenticated',
        (tx) => tx.query(`insert into saved_items (item_type, item_id) values ($1, $2)`, [type, id]),
        ALICE,
      );
    expect((await pgError(save('article', SEED.draftRitual))).code).toBe('23503');
    expect((await pgError(save('product', '11111111-1111-4111-8111-999999999999'))).code).toBe('23503');
  });

  it("cannot delete or move bob's rows", async () => {
    await db.query(`insert into saved_items (user_id, item_type, item_id) values ($1, 'product', $2)`, [
      BOB,
      SEED.fesBlueTeaBowl,
    ]);
    const deleted = await as(
      'authenticated',
      (tx) => tx.query(`delete from saved_items where user_id = $1`, [BOB]),
      ALICE,
    );
    expect(deleted.affectedRows).toBe(0);
    expect(
      (
        await pgError(
          as('authenticated', (tx) => tx.query(`update saved_items set user_id = $1`, [ALICE]), ALICE),
        )
      ).code,
    ).toBe('42501');
  });
});

describe('newsletter', () => {
  it('ignores a repeated address silently and stores it normalised', async () => {
    await as('anon', (tx) =>
      tx.query(`insert into newsletter_subscribers (email) values ('  Reader@Example.com ')`),
    );
    const { rows } = await db.query<{ email: string }>(
      `select email from newsletter_subscribers where email ilike 'reader@%'`,
    );
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
  });
});
