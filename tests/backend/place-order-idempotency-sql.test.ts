/**
 * place_order's idempotency keys belong to one caller and one request: someone else holding the key,
 * or the same caller sending another order under it, gets idempotency_conflict (PT409), learns nothing
 * about the first order, and moves no stock.
 */
import { asRole, createUser, openSchemaDb, pgError, type SqlDb } from './helpers/schema-db';
import { AMINA, orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { variantStock } from './helpers/variants';

interface PlacedOrder {
  id: string;
  replayed: boolean;
}

const ALICE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BOB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const CART = 'guest-cart-first-0123456789';
const OTHER_CART = 'guest-cart-other-0123456789';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, ALICE, 'alice@example.com');
  await createUser(db, BOB, 'bob@example.com');
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

/** The fig jam's stock: its one variant's. */
const figJamStock = () => variantStock(db, SEED_SKU.figJam);
const orderCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;

const figJam = (key: string, extra: Record<string, unknown> = {}) =>
  orderInput([{ product_id: SEED.figJam, quantity: 2 }], { idempotency_key: key, ...extra });

/** Places the first order under `key`, then checks that `attempt` is refused and changes nothing. */
async function expectConflict(first: object, attempt: object) {
  const { id: firstId } = await placeOrder(first);
  const orders = await orderCount();
  const stock = await figJamStock();
  const error = await pgError(placeOrder(attempt));
  expect(error).toMatchObject({ code: 'PT409', hint: 'idempotency_conflict' });
  expect(error.message).toBe(
    'idempotency_conflict: this idempotency key was already used for a different order',
  );
  expect(`${error.message} ${error.detail} ${error.hint}`).not.toContain(firstId);
  expect(await orderCount()).toBe(orders);
  expect(await figJamStock()).toBe(stock);
}

describe('place_order idempotency', () => {
  it("refuses a guest with another cart who reuses a signed-in user's key", async () => {
    await expectConflict(
      figJam('key-user-vs-guest', { user_id: ALICE }),
      figJam('key-user-vs-guest', { cart_id: OTHER_CART }),
    );
  });

  it("refuses another signed-in user who reuses a user's key", async () => {
    await expectConflict(
      figJam('key-user-vs-user', { user_id: ALICE }),
      figJam('key-user-vs-user', { user_id: BOB }),
    );
  });

  it("refuses a guest with another cart who reuses a guest's key", async () => {
    await expectConflict(
      figJam('key-guest-vs-guest', { cart_id: CART }),
      figJam('key-guest-vs-guest', { cart_id: OTHER_CART }),
    );
  });

  it('refuses the same caller sending another order under the same key', async () => {
    const key = 'key-other-body';
    await expectConflict(
      figJam(key, { user_id: ALICE }),
      orderInput([{ product_id: SEED.figJam, quantity: 3 }], { idempotency_key: key, user_id: ALICE }),
    );
    await expectConflict(
      figJam('key-other-address', { cart_id: CART }),
      figJam('key-other-address', {
        cart_id: CART,
        shipping_address: { address: '1 Avenue Hassan II', city: 'Rabat' },
      }),
    );
  });

  it('replays the order for the same caller and the same request, spelled differently', async () => {
    const first = await placeOrder(figJam('key-replay', { cart_id: CART, customer: AMINA }));
    const stock = await figJamStock();
    const again = await placeOrder({
      ...figJam('key-replay', { cart_id: CART }),
      customer: { name: ' Amina Tazi ', email: 'amina@example.com', phone: ' +212600000000 ' },
    });
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(await figJamStock()).toBe(stock);
  });

  it('needs a caller for a key and a cart id that cannot be guessed', async () => {
    expect(await pgError(placeOrder(figJam('key-no-caller')))).toMatchObject({
      code: 'PT400',
      hint: 'invalid_order',
      message: 'invalid_order: an idempotency key needs a user_id or a cart_id',
    });
    expect(await pgError(placeOrder(figJam('key-short-cart', { cart_id: 'abc' })))).toMatchObject({
      code: 'PT400',
      hint: 'invalid_order',
    });
  });

  it('keeps the caller and the request hash out of the order JSON', async () => {
    const placed = await placeOrder(figJam('key-hidden', { cart_id: CART }));
    expect(placed).not.toHaveProperty('idempotency_caller');
    expect(placed).not.toHaveProperty('idempotency_request_hash');
    const { rows } = await db.query<{ idempotency_caller: string; idempotency_request_hash: string }>(
      'select idempotency_caller, idempotency_request_hash from orders where id = $1',
      [placed.id],
    );
    expect(rows[0]!.idempotency_caller).toMatch(/^guest:[0-9a-f]{64}$/);
    expect(rows[0]!.idempotency_caller).not.toContain(CART);
    expect(rows[0]!.idempotency_request_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
