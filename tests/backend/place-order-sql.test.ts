/**
 * place_order in SQL: database prices, stock under lock, all-or-nothing, idempotency, clear refusals.
 */
import { asRole, openSchemaDb, pgError, type SqlDb } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU, uniquePhone, type OrderLine } from './helpers/seed-ids';
import { variantBySku } from './helpers/variants';

interface PlacedOrder {
  id: string;
  order_number: string;
  subtotal: number;
  shipping: number;
  total: number;
  replayed: boolean;
  items: {
    product_id: string;
    variant_id: string;
    sku: string;
    quantity: number;
    unit_price: number;
    total_price: number;
    variant_info: object;
  }[];
}

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

const placeOrder = (input: object) =>
  asRole(
    db,
    'service_role',
    async (tx) =>
      (await tx.query<{ order: PlacedOrder }>('select place_order($1) as order', [input])).rows[0]!.order,
    { commit: true },
  );

/** A variant's stock (null = made to order), looked up by SKU. */
const stockOf = async (sku: string) => (await variantBySku(db, sku)).stock_quantity;
const productInStock = async (id: string) =>
  (await db.query<{ in_stock: boolean }>('select in_stock from products where id = $1', [id])).rows[0]!
    .in_stock;
/** The one {} variant of a product in one size. */
const oneSizeSku = async (productId: string) =>
  (
    await db.query<{ sku: string }>(
      `select sku from product_variants where product_id = $1 and options = '{}'::jsonb and active`,
      [productId],
    )
  ).rows[0]!.sku;
const orderCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;

describe('place_order', () => {
  it('prices every line from the database, ignoring prices sent by the client', async () => {
    const order = await placeOrder(
      orderInput([
        {
          product_id: SEED.fesBlueTeaBowl,
          quantity: 2,
          variant: { size: 'medium' },
          price: 1,
          unit_price: 1,
        },
        { product_id: SEED.oliveWoodBreadBoard, quantity: 1 },
      ]),
    );
    // The medium bowl's own price, not the product's lowest (180, the small one) nor the client's.
    expect(Number(order.subtotal)).toBe(2 * 240 + 220);
    expect(Number(order.shipping)).toBe(0);
    expect(Number(order.total)).toBe(700);
    expect(order.order_number).toMatch(/^ZLJ-\d{6}$/);
    expect(order.replayed).toBe(false);
    expect(
      order.items.map((i) => [i.product_id, i.quantity, Number(i.unit_price), Number(i.total_price)]),
    ).toEqual([
      [SEED.fesBlueTeaBowl, 2, 240, 480],
      [SEED.oliveWoodBreadBoard, 1, 220, 220],
    ]);
    expect(order.items[0]!.variant_info).toEqual({ size: 'medium' });
    expect(order.items[0]!.sku).toBe(SEED_SKU.fesBlueMedium);
    expect(order.items[0]!.variant_id).toBe((await variantBySku(db, SEED_SKU.fesBlueMedium)).id);
  });

  it('charges the flat 45 MAD shipping below 500 MAD', async () => {
    const order = await placeOrder(orderInput([{ product_id: SEED.figJam, quantity: 2 }]));
    expect([Number(order.subtotal), Number(order.shipping), Number(order.total)]).toEqual([150, 45, 195]);
  });

  it('decrements stock and leaves made-to-order products unlimited', async () => {
    const breadBoard = await oneSizeSku(SEED.oliveWoodBreadBoard);
    const [thuya, small, medium] = await Promise.all(
      [SEED_SKU.thuyaServingBoard, SEED_SKU.fesBlueSmall, SEED_SKU.fesBlueMedium].map(stockOf),
    );
    await placeOrder(
      orderInput([
        { product_id: SEED.thuyaServingBoard, quantity: 2 },
        { product_id: SEED.oliveWoodBreadBoard, quantity: 5 },
        { product_id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'small' } },
      ]),
    );
    expect(await stockOf(SEED_SKU.thuyaServingBoard)).toBe(thuya! - 2);
    expect(await stockOf(breadBoard)).toBeNull();
    // Only the size sold moves.
    expect(await stockOf(SEED_SKU.fesBlueSmall)).toBe(small! - 1);
    expect(await stockOf(SEED_SKU.fesBlueMedium)).toBe(medium);
  });

  it('sells the last units once: the losing order is refused and the product goes out of stock', async () => {
    const lastTwo = (name: string) =>
      orderInput([{ product_id: SEED.tamegrouteGreenBowl, quantity: 2, variant: { size: 'small' } }], {
        customer: { name, email: `${name}@example.com`, phone: uniquePhone() },
      });
    const results = await Promise.allSettled([placeOrder(lastTwo('first')), placeOrder(lastTwo('second'))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'PT409', hint: 'out_of_stock' });
    expect(await stockOf(SEED_SKU.tamegrouteSmall)).toBe(0);
    // Its medium was already sold out: with the small gone, nothing of the bowl can be bought.
    expect(await stockOf(SEED_SKU.tamegrouteMedium)).toBe(0);
    expect(await productInStock(SEED.tamegrouteGreenBowl)).toBe(false);
  });

  it('returns the same order for the same idempotency key without charging stock twice', async () => {
    const input = orderInput([{ product_id: SEED.figJam, quantity: 3 }], {
      idempotency_key: 'checkout-abc-123',
      cart_id: 'guest-cart-0123456789abcdef',
    });
    const stockBefore = (await stockOf(SEED_SKU.figJam))!;
    const first = await placeOrder(input);
    const again = await placeOrder(input);
    expect(again.id).toBe(first.id);
    expect(again.order_number).toBe(first.order_number);
    expect(again.replayed).toBe(true);
    expect(await stockOf(SEED_SKU.figJam)).toBe(stockBefore - 3);
  });

  // The fifth entry, when given, is what the message must say after the code.
  const refusals: [string, OrderLine[], string, string, string?][] = [
    [
      'an unknown product',
      [{ product_id: '11111111-1111-4111-8111-999999999999', quantity: 1 }],
      'unknown_product',
      'PT404',
    ],
    [
      'a product id that is not a uuid',
      [{ product_id: 'fes-blue-tea-bowl', quantity: 1 }],
      'unknown_product',
      'PT404',
    ],
    [
      'an out-of-stock product',
      [{ product_id: SEED.amazighMotifVessel, quantity: 1, variant: { size: 'small' } }],
      'out_of_stock',
      'PT409',
      'only 0 left of "Amazigh Motif Vessel (small)"',
    ],
    [
      'more than the stock',
      [{ product_id: SEED.fesBlueTeaBowl, quantity: 4, variant: { size: 'large' } }],
      'out_of_stock',
      'PT409',
      'only 3 left of "Fes Blue Tea Bowl (large)"',
    ],
    [
      'a size the product does not come in',
      [{ product_id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'huge' } }],
      'invalid_size',
      'PT422',
    ],
    [
      'no size for a product with sizes',
      [{ product_id: SEED.fesBlueTeaBowl, quantity: 1 }],
      'invalid_size',
      'PT422',
    ],
    [
      'a size for a one-size product',
      [{ product_id: SEED.figJam, quantity: 1, variant: { size: 'small' } }],
      'invalid_size',
      'PT422',
    ],
    ['quantity 0', [{ product_id: SEED.figJam, quantity: 0 }], 'invalid_quantity', 'PT422'],
    ['a negative quantity', [{ product_id: SEED.figJam, quantity: -3 }], 'invalid_quantity', 'PT422'],
    ['a fractional quantity', [{ product_id: SEED.figJam, quantity: 1.5 }], 'invalid_quantity', 'PT422'],
    ['a quantity given as text', [{ product_id: SEED.figJam, quantity: '2' }], 'invalid_quantity', 'PT422'],
  ];

  it.each(refusals)(
    'refuses %s with a clear code and writes nothing',
    async (_, badLine, hint, sqlstate, says) => {
      // A valid line first: its stock decrement must be undone with the rest.
      const input = orderInput([{ product_id: SEED.thuyaServingBoard, quantity: 1 }, badLine[0]!]);
      const ordersBefore = await orderCount();
      const stockBefore = await stockOf(SEED_SKU.thuyaServingBoard);
      expect(stockBefore).toBeGreaterThan(0);
      const error = await pgError(placeOrder(input));
      expect(error).toMatchObject({ code: sqlstate, hint });
      expect(error.message.startsWith(`${hint}: `)).toBe(true);
      if (says) expect(error.message).toBe(`${hint}: ${says}`);
      expect(await orderCount()).toBe(ordersBefore);
      expect(await stockOf(SEED_SKU.thuyaServingBoard)).toBe(stockBefore);
    },
  );

  it.each([
    ['no items', { items: [] }],
    ['an unknown currency', { currency: 'GBP' }],
    ['an unknown payment method', { payment_method: 'card' }],
    ['a missing e-mail', { customer: { name: 'A', phone: '1' } }],
    ['a missing city', { shipping_address: { address: '1 Derb' } }],
  ])('refuses an order with %s as invalid_order', async (_, override) => {
    const input = { ...orderInput([{ product_id: SEED.figJam, quantity: 1 }]), ...override };
    expect(await pgError(placeOrder(input))).toMatchObject({ code: 'PT400', hint: 'invalid_order' });
  });

  it('may not be called by visitors or signed-in users', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const error = await pgError(
        asRole(db, role, (tx) =>
          tx.query('select place_order($1)', [orderInput([{ product_id: SEED.figJam, quantity: 1 }])]),
        ),
      );
      expect(error.code).toBe('42501');
    }
  });
});
