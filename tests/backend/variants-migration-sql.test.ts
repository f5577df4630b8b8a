/**
 * The variants migration on a shop that already has products, orders and Notify-me requests: every
 * product becomes variants (one per size, or one {}), with its price, SKU and stock; order lines and
 * their stock holds follow their variant, so an order placed before the change can still be cancelled
 * and give its pieces back to the right size.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createDbBefore, migrationsFrom } from './helpers/schema-db';

const VARIANTS = '20261201000100';
const BOWL = '11111111-1111-4111-8111-0000000000c1';
const JAM = '11111111-1111-4111-8111-0000000000c2';
const WITHDRAWN = '11111111-1111-4111-8111-0000000000c3';

let db: PGlite;
let orderId: string;
beforeAll(async () => {
  db = await createDbBefore(VARIANTS);
  await db.exec(`
    insert into shipping_zones (name, countries, price_mad, delivery_days_min, delivery_days_max, position, cod_max_mad)
    values ('Morocco', '{MA}', 30, 1, 3, 0, 5000);
    insert into products (id, slug, title, price, category, product_type, sku_id, stock_quantity, sizes, in_stock) values
      ('${BOWL}', 'old-bowl', 'Old Bowl', 200, 'ceramics', 'bowl', 'ZLJ-OLD-1', 7, '{small,large}', true),
      ('${JAM}', 'old-jam', 'Old Jam', 60, 'spices', 'jam', null, null, '{}', true),
      ('${WITHDRAWN}', 'old-vase', 'Old Vase', 90, 'ceramics', 'bowl', 'ZLJ-OLD-3', 4, '{}', false);
  `);
  const placed = await db.query<{ o: { id: string } }>(`select place_order($1) as o`, [
    {
      items: [
        { product_id: BOWL, quantity: 2, variant: { size: 'large' } },
        { product_id: JAM, quantity: 1 },
      ],
      currency: 'MAD',
      payment_method: 'cod',
      customer: { name: 'Amina', email: 'amina@example.com', phone: '+212600000000' },
      shipping_address: { address: '1 Derb', city: 'Fes', country: 'MA' },
    },
  ]);
  orderId = placed.rows[0]!.o.id;
  await db.query(`select request_back_in_stock($1, 'wait@example.com')`, [WITHDRAWN]);
  for (const sql of migrationsFrom(VARIANTS)) await db.exec(sql);
}, 120_000);
afterAll(() => db.close());

it('turns each size into a variant with the product’s price, a suffixed SKU and its stock', async () => {
  const { rows } = await db.query(
    `select product_id, sku, options, price::float as price, stock_quantity, position, active
     from product_variants order by product_id, position`,
  );
  expect(rows).toEqual([
    {
      product_id: BOWL,
      sku: 'ZLJ-OLD-1-S',
      options: { size: 'small' },
      price: 200,
      stock_quantity: 5,
      position: 0,
      active: true,
    },
    {
      product_id: BOWL,
      sku: 'ZLJ-OLD-1-L',
      options: { size: 'large' },
      price: 200,
      stock_quantity: 5,
      position: 2,
      active: true,
    },
    {
      product_id: JAM,
      sku: 'OLD-JAM',
      options: {},
      price: 60,
      stock_quantity: null,
      position: 0,
      active: true,
    },
    // A product an editor had marked unavailable stays unavailable: its one variant is sold out.
    {
      product_id: WITHDRAWN,
      sku: 'ZLJ-OLD-3',
      options: {},
      price: 90,
      stock_quantity: 0,
      position: 0,
      active: true,
    },
  ]);
  const products = await db.query(`select id, price::float as price, in_stock from products order by id`);
  expect(products.rows).toEqual([
    { id: BOWL, price: 200, in_stock: true },
    { id: JAM, price: 60, in_stock: true },
    { id: WITHDRAWN, price: 90, in_stock: false },
  ]);
});

it('links the lines of earlier orders to their variant, so cancelling returns stock to that size', async () => {
  const lines = await db.query(
    `select sku, variant_id is not null as linked from order_items where order_id = $1 order by sku`,
    [orderId],
  );
  expect(lines.rows).toEqual([
    { sku: 'OLD-JAM', linked: true },
    { sku: 'ZLJ-OLD-1-L', linked: true },
  ]);
  await db.query(
    `update orders set order_status = 'cancelled', cancel_reason = 'changed mind' where id = $1`,
    [orderId],
  );
  const stock = await db.query(
    `select sku, stock_quantity from product_variants where product_id = $1 order by position`,
    [BOWL],
  );
  expect(stock.rows).toEqual([
    { sku: 'ZLJ-OLD-1-S', stock_quantity: 5 },
    { sku: 'ZLJ-OLD-1-L', stock_quantity: 7 },
  ]);
});

it('keeps an earlier Notify-me request waiting for any size, and mails it when one comes back', async () => {
  await db.query(`update product_variants set stock_quantity = 2 where product_id = $1`, [WITHDRAWN]);
  const mail = await db.query(
    `select recipient, payload ->> 'sku' as sku from mail_outbox where kind = 'back_in_stock'`,
  );
  expect(mail.rows).toEqual([{ recipient: 'wait@example.com', sku: 'ZLJ-OLD-3' }]);
});
