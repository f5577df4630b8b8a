/**
 * Shipping zones in SQL: shipping_quote per zone and threshold, place_order charging exactly that quote,
 * and cash on delivery refused outside Morocco and above its maximum.
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole, createSchemaDb, pgError } from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb();
});
afterAll(() => db.close());

interface Quote {
  zone_name: string;
  shipping: string;
  delivery_days_min: number;
  delivery_days_max: number;
}

const quote = (country: string, city: string, subtotal: number) =>
  asRole(db, 'anon', async (tx) => {
    const { rows } = await tx.query<Quote>('select * from shipping_quote($1, $2, $3)', [
      country,
      city,
      subtotal,
    ]);
    return rows.map((r) => [r.zone_name, Number(r.shipping), r.delivery_days_min, r.delivery_days_max]);
  });

const placeOrder = (input: object) =>
  asRole(
    db,
    'service_role',
    async (tx) =>
      (
        await tx.query<{
          order: { shipping: number; total: number; subtotal: number; shipping_address: object };
        }>('select place_order($1) as order', [input])
      ).rows[0]!.order,
  );

const address = (country: string, city: string) => ({
  shipping_address: { address: '1 Rue', city, postalCode: '', country },
});

describe('shipping_quote', () => {
  it.each([
    ['MA', ' casablanca ', 499.99, ['Casablanca and Rabat', 25, 1, 2]],
    ['ma', 'Rabat', 500, ['Casablanca and Rabat', 0, 1, 2]],
    ['MA', 'Fes', 499.99, ['Rest of Morocco', 45, 2, 4]],
    ['MA', 'Fes', 500, ['Rest of Morocco', 0, 2, 4]],
    ['FR', 'Paris', 1999, ['Europe', 150, 5, 8]],
    ['GB', 'Casablanca', 2000, ['Europe', 0, 5, 8]],
    ['CA', 'Toronto', 100000, ['Rest of the world', 250, 7, 14]],
  ] as const)('%s %s at %s MAD', async (country, city, subtotal, expected) => {
    expect(await quote(country, city, subtotal)).toEqual([expected]);
  });

  it('shows visitors only active zones and lets only the service role write them', async () => {
    await db.query(`update shipping_zones set active = false where name = 'Rest of the world'`);
    try {
      expect(await quote('CA', 'Toronto', 100)).toEqual([]);
      const names = await asRole(db, 'anon', async (tx) =>
        (await tx.query<{ name: string }>('select name from shipping_zones')).rows.map((r) => r.name),
      );
      expect(names).not.toContain('Rest of the world');
      expect(
        await pgError(
          asRole(db, 'authenticated', (tx) => tx.query(`update shipping_zones set price_mad = 0`)),
        ),
      ).toMatchObject({ code: '42501' });
    } finally {
      await db.query(`update shipping_zones set active = true where name = 'Rest of the world'`);
    }
  });
});

describe('place_order and the zones', () => {
  it.each([
    ['MA', 'Casablanca', 'cod', 1, 25],
    ['MA', 'Fes', 'cod', 1, 45],
    ['MA', 'Casablanca', 'cod', 3, 0],
    ['FR', 'Lyon', 'paypal', 1, 150],
    ['US', 'Boston', 'paypal', 1, 250],
  ] as const)(
    'charges the quote for %s %s (%s, %s thuya boards)',
    async (country, city, method, qty, shipping) => {
      const order = await placeOrder(
        orderInput([{ product_id: SEED.thuyaServingBoard, quantity: qty }], {
          payment_method: method,
          ...address(country, city),
        }),
      );
      const [expected] = await quote(country, city, 450 * qty);
      expect(Number(order.shipping)).toBe(expected![1]);
      expect(Number(order.shipping)).toBe(shipping);
      expect(Number(order.total)).toBe(450 * qty + shipping);
      expect(order.shipping_address).toMatchObject({ country });
    },
  );

  it('refuses cash on delivery outside Morocco', async () => {
    const error = await pgError(
      placeOrder(orderInput([{ product_id: SEED.figJam, quantity: 1 }], address('FR', 'Paris'))),
    );
    expect(error).toMatchObject({ code: 'PT422', hint: 'cod_not_available' });
  });

  it('refuses cash on delivery above cod_max_total_mad (default 5000) and allows it up to it', async () => {
    const boards = (qty: number, extra: object = {}) =>
      orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: qty }], {
        ...address('MA', 'Fes'),
        ...extra,
      });
    expect(await pgError(placeOrder(boards(1, { cod_max_total_mad: 200 })))).toMatchObject({
      code: 'PT422',
      hint: 'cod_limit',
      message: expect.stringContaining('cash on delivery is available for orders up to 200 MAD'),
    });
    expect(Number((await placeOrder(boards(1, { cod_max_total_mad: 265 }))).total)).toBe(265);
    expect(await pgError(placeOrder(boards(10, { cod_max_total_mad: 2000 })))).toMatchObject({
      hint: 'cod_limit',
    });
    expect(Number((await placeOrder(boards(10))).total)).toBe(2200);
  });

  it('stores the country as an ISO code and refuses words', async () => {
    const error = await pgError(
      placeOrder(orderInput([{ product_id: SEED.figJam, quantity: 1 }], address('Morocco', 'Fes'))),
    );
    expect(error).toMatchObject({ code: 'PT400', hint: 'invalid_order' });
    const bad = await pgError(
      db.query(
        `insert into orders (customer_name, customer_email, customer_phone, shipping_address, payment_method, subtotal, shipping, total)
         values ('x', 'x@y.z', '+212600000000', '{"address":"a","city":"b","country":"Canada"}', 'cod', 0, 0, 0)`,
      ),
    );
    expect(bad).toMatchObject({ constraint: 'orders_shipping_country_iso' });
  });
});
