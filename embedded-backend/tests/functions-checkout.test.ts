/**
 * create-checkout through real HTTP: gateway -> Deno -> REST rpc place_order -> database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countOrders,
  invoke,
  onlyVariant,
  products,
  setVariantStock,
  shippingAddress,
  signedInUser,
  startTestBackend,
  variantStock,
  type Backend,
  type SeedProduct,
} from './functions-harness';

let backend: Backend;
let plain: SeedProduct; // no sizes
let sized: SeedProduct; // has sizes

const order = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: plain.id, quantity: 1, price: 0.01, title: 'Free stuff', variant: {} }],
  currency: 'MAD',
  shipping_address: shippingAddress,
  payment_method: 'cod',
  ...overrides,
});

beforeAll(async () => {
  backend = await startTestBackend();
  const all = await products(backend.db);
  plain = all.find((p) => p.sizes.length === 0 && p.price > 0 && p.price < 400)!;
  sized = all.find((p) => p.sizes.length > 0)!;
  expect(plain && sized).toBeTruthy();
  // Plenty of stock for every size of these two; the stock tests set their own.
  await backend.db.query(
    'update public.product_variants set stock_quantity = 100 where product_id = any($1)',
    [[plain.id, sized.id]],
  );
}, 120_000);

afterAll(() => backend?.stop());

describe('create-checkout (order)', () => {
  it('places a cash-on-delivery order with database prices, whatever the client claims', async () => {
    const { status, body } = await invoke(
      backend,
      'create-checkout',
      order({ items: [{ id: plain.id, quantity: 2, price: 0.01 }] }),
    );
    expect(status).toBe(200);
    expect(body.url).toBe(`${backend.config.siteUrl}/order-confirmation/${body.order_id}`);
    const { rows } = await backend.db.query<Record<string, unknown>>(
      'select subtotal, shipping, total, payment_status, order_status, payment_method, user_id from public.orders where id = $1',
      [body.order_id],
    );
    const subtotal = plain.price * 2;
    const shipping = subtotal >= 500 ? 0 : 45;
    expect(rows[0]).toMatchObject({
      payment_status: 'pending',
      order_status: 'pending',
      payment_method: 'cod',
      user_id: null,
    });
    expect(Number(rows[0]!.subtotal)).toBe(subtotal);
    expect(Number(rows[0]!.shipping)).toBe(shipping);
    expect(Number(rows[0]!.total)).toBe(subtotal + shipping);
    const items = await backend.db.query<Record<string, unknown>>(
      'select unit_price, quantity from public.order_items where order_id = $1',
      [body.order_id],
    );
    expect(items.rows.map((r) => [Number(r.unit_price), r.quantity])).toEqual([[plain.price, 2]]);
  });

  it('refuses bad input with 4xx { error } and writes no order', async () => {
    const before = await countOrders(backend.db);
    const cases: Array<[string, unknown, number]> = [
      ['empty items', order({ items: [] }), 400],
      ['quantity 0', order({ items: [{ id: plain.id, quantity: 0 }] }), 400],
      ['quantity 1000', order({ items: [{ id: plain.id, quantity: 1000 }] }), 400],
      ['unknown id', order({ items: [{ id: '0b7e2f0c-1c3a-4d5e-8f90-123456789abc', quantity: 1 }] }), 404],
      ['bad uuid', order({ items: [{ id: 'abc', quantity: 1 }] }), 400],
      ['bad currency', order({ currency: 'GBP' }), 400],
      ['bad method', order({ payment_method: 'card' }), 400],
      ['blank name', order({ shipping_address: { ...shippingAddress, name: ' ' } }), 400],
      ['bad email', order({ shipping_address: { ...shippingAddress, email: 'amina@' } }), 400],
      ['unknown size', order({ items: [{ id: sized.id, quantity: 1, variant: { size: 'gigantic' } }] }), 400],
      [
        'size the product does not have',
        order({ items: [{ id: plain.id, quantity: 1, variant: { size: 'small' } }] }),
        400,
      ],
      ['oversize body', order({ filler: 'x'.repeat(40 * 1024) }), 413],
      ['not JSON', '{"items":', 400],
    ];
    for (const [label, body, status] of cases) {
      const answer = await invoke(backend, 'create-checkout', body);
      expect(answer.status, label).toBe(status);
      expect(typeof answer.body.error, label).toBe('string');
      expect(answer.headers.get('access-control-allow-origin'), label).toBe('*');
    }
    expect(await countOrders(backend.db)).toBe(before);
  });

  it('answers 409 when a product is out of stock, naming it', async () => {
    await setVariantStock(backend.db, onlyVariant(plain).id, 1);
    const answer = await invoke(
      backend,
      'create-checkout',
      order({ items: [{ id: plain.id, quantity: 2 }] }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain(plain.title);
    await setVariantStock(backend.db, onlyVariant(plain).id, 100);
  });

  it('sells the last unit exactly once under concurrent orders', async () => {
    await setVariantStock(backend.db, onlyVariant(plain).id, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        invoke(backend, 'create-checkout', order({ items: [{ id: plain.id, quantity: 1 }] })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await variantStock(backend.db, onlyVariant(plain).id)).toBe(0);
    await setVariantStock(backend.db, onlyVariant(plain).id, 100);
  });

  it('returns the same order for the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `test-${Date.now()}` };
    const guest = order({ cart_id: 'cart-replay-0123456789abcdef' });
    const first = await invoke(backend, 'create-checkout', guest, { headers });
    const before = await countOrders(backend.db);
    const second = await invoke(backend, 'create-checkout', guest, { headers });
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(await countOrders(backend.db)).toBe(before);
  });

  it('records the signed-in user on their order', async () => {
    const user = await signedInUser(backend, 'shopper@example.com');
    const answer = await invoke(
      backend,
      'create-checkout',
      order({ items: [{ id: sized.id, quantity: 1, variant: { size: sized.sizes[0] } }] }),
      { token: user.token },
    );
    expect(answer.status).toBe(200);
    const { rows } = await backend.db.query<{ user_id: string }>(
      'select user_id from public.orders where id = $1',
      [answer.body.order_id],
    );
    expect(rows[0]!.user_id).toBe(user.id);
  });
});
