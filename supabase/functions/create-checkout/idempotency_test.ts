/**
 * An Idempotency-Key replays an order only for the caller who placed it and only for the same
 * request: someone else reusing the key, or the same caller with another cart, gets a 409 that says
 * nothing about the first order, and no stock moves.
 */
import { assertEquals } from '../_test/assert.ts';
import { PRODUCTS, userToken } from '../_test/fakes.ts';
import { post, startHarness, type Harness } from '../_test/harness.ts';
import { createCheckoutHandler } from './handler.ts';

const bowl = PRODUCTS[0]!;
const CONFLICT = 'This checkout request was already used for a different order. Please try again.';
const ALICE = { authorization: `Bearer ${userToken('alice-id', 'alice@example.com')}` };
const BOB = { authorization: `Bearer ${userToken('bob-id', 'bob@example.com')}` };
const GUEST_CART = 'cart-0f4c2a9e-guest-one';
const OTHER_CART = 'cart-7b1d93c0-guest-two';

const order = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: bowl.id, quantity: 2, variant: { size: 'small' } }],
  currency: 'MAD',
  shipping_address: {
    name: 'Amina Test',
    email: 'amina@example.com',
    phone: '+212 600 000 000',
    address: '1 Rue Test',
    city: 'Fes',
  },
  payment_method: 'cod',
  ...overrides,
});

async function withCheckout(
  fn: (
    h: Harness,
    send: (body: unknown, headers?: Record<string, string>) => Promise<Answer>,
  ) => Promise<void>,
) {
  const h = await startHarness();
  const handler = createCheckoutHandler(() => h.deps);
  try {
    await fn(h, async (body, headers = {}) => {
      const res = await handler(post(body, headers));
      return { status: res.status, body: await res.json() };
    });
  } finally {
    await h.close();
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The attempt is refused with the conflict message, reveals no order and changes nothing. */
async function assertRefused(h: Harness, attempt: () => Promise<Answer>) {
  const orders = h.orders.rows.size;
  const stock = h.orders.stock.get(bowl.id);
  const answer = await attempt();
  assertEquals(answer, { status: 409, body: { error: CONFLICT, code: 'idempotency_conflict' } });
  assertEquals(h.orders.rows.size, orders);
  assertEquals(h.orders.stock.get(bowl.id), stock);
}

Deno.test("another caller reusing a signed-in user's Idempotency-Key gets 409 and nothing else", async () => {
  await withCheckout(async (h, send) => {
    const key = { 'idempotency-key': 'alice-attempt-1' };
    const first = await send(order(), { ...key, ...ALICE });
    assertEquals(first.status, 200);
    await assertRefused(h, () => send(order({ cart_id: OTHER_CART }), key));
    await assertRefused(h, () => send(order(), { ...key, ...BOB }));
  });
});

Deno.test("a guest with another cart id reusing a guest's key gets 409", async () => {
  await withCheckout(async (h, send) => {
    const key = { 'idempotency-key': 'guest-attempt-1' };
    assertEquals((await send(order({ cart_id: GUEST_CART }), key)).status, 200);
    await assertRefused(h, () => send(order({ cart_id: OTHER_CART }), key));
  });
});

Deno.test('the same caller sending another order under the same key gets 409', async () => {
  await withCheckout(async (h, send) => {
    const key = { 'idempotency-key': 'alice-attempt-2' };
    assertEquals((await send(order(), { ...key, ...ALICE })).status, 200);
    await assertRefused(h, () =>
      send(order({ items: [{ id: bowl.id, quantity: 1, variant: { size: 'small' } }] }), {
        ...key,
        ...ALICE,
      }),
    );
    await assertRefused(h, () => send(order({ payment_method: 'paypal' }), { ...key, ...ALICE }));
  });
});

Deno.test('the same caller with the same request gets the same order back', async () => {
  await withCheckout(async (h, send) => {
    const key = { 'idempotency-key': 'guest-attempt-2' };
    const first = await send(order({ cart_id: GUEST_CART }), key);
    const stock = h.orders.stock.get(bowl.id);
    const again = await send(order({ cart_id: GUEST_CART }), key);
    assertEquals(again.status, 200);
    assertEquals(again.body.order_id, first.body.order_id);
    assertEquals(h.orders.rows.size, 1);
    assertEquals(h.orders.stock.get(bowl.id), stock);
  });
});

Deno.test('a guest must send its cart id with an Idempotency-Key, and a valid one', async () => {
  await withCheckout(async (h, send) => {
    const key = { 'idempotency-key': 'guest-attempt-3' };
    assertEquals(await send(order(), key), {
      status: 400,
      body: { error: 'A guest checkout with an Idempotency-Key must also send cart_id.' },
    });
    assertEquals(await send(order({ cart_id: 'short' }), key), {
      status: 400,
      body: { error: 'cart_id must be 16 to 128 letters, digits, - or _.' },
    });
    assertEquals(h.orders.rows.size, 0);
  });
});
