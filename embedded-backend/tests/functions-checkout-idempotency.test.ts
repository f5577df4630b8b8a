/**
 * Idempotency-Key attacks through real HTTP (gateway -> Deno -> place_order): a key replays an order
 * only for the caller who placed it (the signed-in user, or the guest's cart id) and only for the same
 * request. Anyone else gets 409 with no order id, and stock does not move.
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

const CONFLICT = 'This checkout request was already used for a different order. Please try again.';

let backend: Backend;
let product: SeedProduct;
let alice: { token: string; id: string };
let bob: { token: string; id: string };

const order = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: product.id, quantity: 2 }],
  currency: 'MAD',
  shipping_address: shippingAddress,
  payment_method: 'cod',
  ...overrides,
});

/** The product's stock: its one variant's. */
const stock = () => variantStock(backend.db, onlyVariant(product).id);

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0)!;
  await setVariantStock(backend.db, onlyVariant(product).id, 50);
  alice = await signedInUser(backend, 'alice@example.com');
  bob = await signedInUser(backend, 'bob@example.com');
}, 120_000);

afterAll(() => backend?.stop());

/** `attempt` answers 409 with the conflict message only, and no order or stock changes. */
async function expectRefused(attempt: () => ReturnType<typeof invoke>) {
  const orders = await countOrders(backend.db);
  const left = await stock();
  const answer = await attempt();
  expect(answer.status).toBe(409);
  expect(answer.body).toEqual({ error: CONFLICT, code: 'idempotency_conflict' });
  expect(await countOrders(backend.db)).toBe(orders);
  expect(await stock()).toBe(left);
}

describe('create-checkout Idempotency-Key', () => {
  it("refuses a guest and another signed-in user who reuse a user's key", async () => {
    const headers = { 'Idempotency-Key': `alice-${crypto.randomUUID()}` };
    const first = await invoke(backend, 'create-checkout', order(), { token: alice.token, headers });
    expect(first.status).toBe(200);
    await expectRefused(() =>
      invoke(backend, 'create-checkout', order({ cart_id: 'attacker-cart-0123456789' }), { headers }),
    );
    await expectRefused(() => invoke(backend, 'create-checkout', order(), { token: bob.token, headers }));
  });

  it("refuses a guest with another cart id who reuses a guest's key", async () => {
    const headers = { 'Idempotency-Key': `guest-${crypto.randomUUID()}` };
    const guest = order({ cart_id: 'shopper-cart-0123456789' });
    expect((await invoke(backend, 'create-checkout', guest, { headers })).status).toBe(200);
    await expectRefused(() =>
      invoke(backend, 'create-checkout', order({ cart_id: 'attacker-cart-0123456789' }), { headers }),
    );
  });

  it('refuses the same caller sending another order under the same key', async () => {
    const headers = { 'Idempotency-Key': `alice-${crypto.randomUUID()}` };
    expect((await invoke(backend, 'create-checkout', order(), { token: alice.token, headers })).status).toBe(
      200,
    );
    await expectRefused(() =>
      invoke(backend, 'create-checkout', order({ items: [{ id: product.id, quantity: 3 }] }), {
        token: alice.token,
        headers,
      }),
    );
    await expectRefused(() =>
      invoke(backend, 'create-checkout', order({ shipping_address: { ...shippingAddress, city: 'Rabat' } }), {
        token: alice.token,
        headers,
      }),
    );
  });

  it('replays the order for the same caller and request, also under a concurrent double submit', async () => {
    const headers = { 'Idempotency-Key': `alice-${crypto.randomUUID()}` };
    const left = await stock();
    const answers = await Promise.all(
      [1, 2, 3].map(() => invoke(backend, 'create-checkout', order(), { token: alice.token, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    expect(await stock()).toBe(left! - 2);
    const { rows } = await backend.db.query<{ user_id: string }>(
      'select user_id from public.orders where id = $1',
      [answers[0]!.body.order_id],
    );
    expect(rows[0]!.user_id).toBe(alice.id);
  });
});
