/**
 * Shipping zones in SQL: shipping_quote per zone and threshold, place_order charging exactly that quote,
 * and cash on delivery as the zone's cod_max_mad allows it: not offered where it is null, refused above it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole, createSchemaDb, pgError } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { variantStock } from './helpers/variants';

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
  cod_max_mad: string | null;
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

const codMaxQuoted = (country: string, city: string) =>
  asRole(db, 'anon', async (tx) => {
    const { rows } = await tx.query<Quote>('select cod_max_mad from shipping_quote($1, $2, 100)', [
      country,
      city,
    ]);
    return rows.map((r) => (r.cod_max_mad === null ? null : Number(r.cod_max_mad)));
  });

/** What the owner does in the dashboard: edit the zone's row (the service role here). */
const setCodMax = (zone: string, max: number | null) =>
  db.query('update shipping_zones set cod_max_mad = $1 where name = $2', [max, zone]);

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

  it.each([
    ['MA', 'Rabat', 5000],
    ['MA', 'Fes', 5000],
    ['FR', 'Paris', null],
    ['CA', 'Toronto', null],
  ] as const)('quotes the seeded cash-on-delivery maximum for %s %s: %s', async (country, city, max) => {
    expect(await codMaxQuoted(country, city)).toEqual([max]);
  });

  it('refuses a negative cash-on-delivery maximum', async () => {
    expect(await pgError(setCodMax('Rest of Morocco', -1))).toMatchObject({
      constraint: 'shipping_zones_cod_max_non_negative',
    });
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
      for (const role of ['anon', 'authenticated'] as const) {
        expect(
          await pgError(
            asRole(db, role, (tx) => tx.query(`update shipping_zones set cod_max_mad = 1000000`)),
          ),
        ).toMatchObject({ code: '42501' });
      }
      expect(await codMaxQuoted('MA', 'Fes')).toEqual([5000]);
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

  it('refuses cash on delivery where the zone does not offer it (the seeded zones abroad)', async () => {
    const error = await pgError(
      placeOrder(orderInput([{ product_id: SEED.figJam, quantity: 1 }], address('FR', 'Paris'))),
    );
    expect(error).toMatchObject({
      code: 'PT422',
      hint: 'cod_not_available',
      message: 'cod_not_available: cash on delivery is not offered for this address',
    });
  });

  const boards = (qty: number, city = 'Fes', extra: object = {}) =>
    orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: qty }], {
      ...address('MA', city),
      ...extra,
    });

  it('refuses cash on delivery above the zone maximum, shipping included, and names it in the detail', async () => {
    await setCodMax('Rest of Morocco', 264.99);
    try {
      // 220 MAD + 45 MAD shipping = 265 MAD.
      const error = await pgError(placeOrder(boards(1)));
      expect(error).toMatchObject({
        code: 'PT422',
        hint: 'cod_limit',
        message: 'cod_limit: cash on delivery is available for orders up to 264.99 MAD',
      });
      expect(JSON.parse(error.detail!)).toEqual({ max: 264.99, total: 265 });
      await setCodMax('Rest of Morocco', 265);
      expect(Number((await placeOrder(boards(1))).total)).toBe(265);
      // Each zone has its own: Casablanca and Rabat kept 5000.
      expect(Number((await placeOrder(boards(1, 'Rabat'))).total)).toBe(245);
    } finally {
      await setCodMax('Rest of Morocco', 5000);
    }
  });

  it('keeps the seeded 5000 MAD, and a forged maximum in the request moves nothing', async () => {
    expect(Number((await placeOrder(boards(10))).total)).toBe(2200);
    const pricey = (extra: object = {}) =>
      orderInput(
        [
          { product_id: SEED.oliveWoodBreadBoard, quantity: 10 },
          // 5 × 360 MAD, made to order: the limit, never the stock, decides.
          { product_id: SEED.safiTerracottaBowl, quantity: 5, variant: { size: 'large' } },
          { product_id: SEED.figJam, quantity: 10 },
          { product_id: SEED.thuyaServingBoard, quantity: 1 },
        ],
        { ...address('MA', 'Fes'), ...extra },
      );
    const refused = await pgError(placeOrder(pricey({ cod_max_total_mad: 1000000, cod_max_mad: 1000000 })));
    expect(refused).toMatchObject({ hint: 'cod_limit' });
    expect(JSON.parse(refused.detail!)).toEqual({ max: 5000, total: 5200 });
  });

  it('follows the owner: a raised maximum accepts what 5000 refused, null refuses it, at once', async () => {
    const pricey = orderInput(
      [
        { product_id: SEED.oliveWoodBreadBoard, quantity: 10 },
        { product_id: SEED.safiTerracottaBowl, quantity: 5, variant: { size: 'large' } },
        { product_id: SEED.figJam, quantity: 10 },
        { product_id: SEED.thuyaServingBoard, quantity: 1 },
      ],
      address('MA', 'Fes'),
    );
    const jams = () => variantStock(db, SEED_SKU.figJam);
    const jam = orderInput([{ product_id: SEED.figJam, quantity: 2 }], address('MA', 'Fes'));
    try {
      await setCodMax('Rest of Morocco', 8000);
      expect(await codMaxQuoted('MA', 'Fes')).toEqual([8000]);
      const order = await placeOrder(pricey);
      expect(Number(order.total)).toBe(5200);

      await setCodMax('Rest of Morocco', null);
      expect(await codMaxQuoted('MA', 'Fes')).toEqual([null]);
      const before = await jams();
      expect(await pgError(placeOrder(jam))).toMatchObject({ code: 'PT422', hint: 'cod_not_available' });
      // Refused after the lines were priced: the stock it took is rolled back with it.
      expect(await jams()).toBe(before);
      // PayPal is still offered there.
      expect(Number((await placeOrder(boards(1, 'Fes', { payment_method: 'paypal' }))).total)).toBe(265);

      // And abroad, once the owner offers it: no separate Morocco-only rule is left.
      await setCodMax('Europe', 3000);
      const paris = orderInput([{ product_id: SEED.figJam, quantity: 1 }], address('FR', 'Paris'));
      expect(Number((await placeOrder(paris)).total)).toBe(225);
    } finally {
      await setCodMax('Rest of Morocco', 5000);
      await setCodMax('Europe', null);
    }
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
