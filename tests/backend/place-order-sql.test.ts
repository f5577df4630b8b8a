/**
 * place_order in SQL: database prices, stock under lock, all-or-nothing, idempotency, clear refusals.
 */
import { asRole, openSchemaDb, pgError, type SqlDb } from './helpers/schema-db';
import { orderInput, SEED, type OrderLine } from './helpers/seed-ids';

interface PlacedOrder {
  id: string;
  order_number: string;
  subtotal: number;
  shipping: number;
  total: number;
  replayed: boolean;
  items: {
    product_id: string;
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

const stockOf = async (id: string) =>
  (
    await db.query<{ stock_quantity: number | null; in_stock: boolean }>(
      'select stock_quantity, in_stock from products where id = $1',
      [id],
    )
  ).rows[0]!;
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
    expect(Number(order.subtotal)).toBe(2 * 180 + 220);
    expect(Number(order.shipping)).toBe(0);
    expect(Number(order.total)).toBe(580);
    expect(order.order_number).toMatch(/^ZLJ-\d{6}$/);
    expect(order.replayed).toBe(false);
    expect(
      order.items.map((i) => [i.product_id, i.quantity, Number(i.unit_price), Number(i.total_price)]),
    ).toEqual([
      [SEED.fesBlueTeaBowl, 2, 180, 360],
      [SEED.oliveWoodBreadBoard, 1, 220, 220],
    ]);
    expect(order.items[0]!.variant_info).toEqual({ size: 'medium' });
  });

  it('charges the flat 45 MAD shipping below 500 MAD', async () => {
    const order = await placeOrder(orderInput([{ product_id: SEED.figJam, quantity: 2 }]));
    expect([Number(order.subtotal), Number(order.shipping), Number(order.total)]).toEqual([150, 45, 195]);
  });

  it('decrements stock and leaves made-to-order products unlimited', async () => {
    const before = await stockOf(SEED.thuyaServingBoard);
    await placeOrder(
      orderInput([
        { product_id: SEED.thuyaServingBoard, quantity: 2 },
        { product_id: SEED.oliveWoodBreadBoard, quantity: 5 },
      ]),
    );
    expect((await stockOf(SEED.thuyaServingBoard)).stock_quantity).toBe(before.stock_quantity! - 2);
    expect((await stockOf(SEED.oliveWoodBreadBoard)).stock_quantity).toBeNull();
  });

  it('sells the last units once: the losing order is refused and the product goes out of stock', async () => {
    const lastTwo = (name: string) =>
      orderInput([{ product_id: SEED.tamegrouteGreenBowl, quantity: 2, variant: { size: 'small' } }], {
        customer: { name, email: `${name}@example.com`, phone: '+212600000000' },
      });
    const results = await Promise.allSettled([placeOrder(lastTwo('first')), placeOrder(lastTwo('second'))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'PT409', hint: 'out_of_stock' });
    expect(await stockOf(SEED.tamegrouteGreenBowl)).toEqual({ stock_quantity: 0, in_stock: false });
  });

  it('returns the same order for the same idempotency key without charging stock twice', async () => {
    const input = orderInput([{ product_id: SEED.figJam, quantity: 3 }], {
      idempotency_key: 'checkout-abc-123',
      cart_id: 'guest-cart-0123456789abcdef',
    });
    const stockBefore = (await stockOf(SEED.figJam)).stock_quantity!;
    const first = await placeOrder(input);
    const again = await placeOrder(input);
    expect(again.id).toBe(first.id);
    expect(again.order_number).toBe(first.order_number);
    expect(again.replayed).toBe(true);
    expect((await stockOf(SEED.figJam)).stock_quantity).toBe(stockBefore - 3);
  });

  const refusals: [string, OrderLine[], string, string][] = [
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
    ],
    [
      'more than the stock',
      [{ product_id: SEED.tamegrouteGreenBowl, quantity: 3, variant: { size: 'small' } }],
      'out_of_stock',
      'PT409',
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

  it.each(refusals)('refuses %s with a clear code and writes nothing', async (_, badLine, hint, sqlstate) => {
    // A valid line first: its stock decrement must be undone with the rest.
    const input = orderInput([{ product_id: SEED.thuyaServingBoard, quantity: 1 }, badLine[0]!]);
    const ordersBefore = await orderCount();
    const stockBefore = await stockOf(SEED.thuyaServingBoard);
    const error = await pgError(placeOrder(input));
    expect(error).toMatchObject({ code: sqlstate, hint });
    expect(error.message.startsWith(`${hint}: `)).toBe(true);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(SEED.thuyaServingBoard)).toEqual(stockBefore);
  });

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
