/**
 * A buyer approving a PayPal payment after the order's hold expired, through real HTTP (sandbox ->
 * webhook -> Deno -> database): the order comes back when its pieces are still there; otherwise the
 * capture is refunded at PayPal and the order flagged, and the stock is never sold twice.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  invoke,
  onlyVariant,
  pressSandboxButton,
  products,
  setVariantStock,
  shippingAddress,
  startTestBackend,
  variantStock,
  type Backend,
  type SeedProduct,
} from './functions-harness';

let backend: Backend;
let product: SeedProduct;

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0)!;
}, 120_000);
afterAll(() => backend?.stop());

/** The product's stock: its one variant's. */
const setStock = (n: number) => setVariantStock(backend.db, onlyVariant(product).id, n);
const stock = () => variantStock(backend.db, onlyVariant(product).id);
const row = async (id: string) =>
  (
    await backend.db.query<{ payment_status: string; order_status: string; cancel_reason: string | null }>(
      'select payment_status, order_status, cancel_reason from public.orders where id = $1',
      [id],
    )
  ).rows[0]!;

/** A PayPal order for 2 pieces whose hold has run out (the sweep cancelled it), not yet approved. */
async function expiredOrder(): Promise<{ id: string; token: string }> {
  const created = await invoke(backend, 'create-checkout', {
    items: [{ id: product.id, quantity: 2 }],
    currency: 'EUR',
    shipping_address: shippingAddress,
    payment_method: 'paypal',
  });
  expect(created.status).toBe(200);
  const id = String(created.body.order_id);
  await backend.db.query(
    `update public.orders set hold_expires_at = now() - interval '1 minute' where id = $1`,
    [id],
  );
  await backend.db.query('select public.release_expired_holds()');
  expect(await row(id)).toEqual({
    payment_status: 'pending',
    order_status: 'cancelled',
    cancel_reason: 'payment not completed',
  });
  return { id, token: new URL(String(created.body.url)).searchParams.get('token')! };
}

const approve = (token: string) =>
  pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, { token, outcome: 'success' });

it('takes the pieces again for a late payment when they are still there', async () => {
  await setStock(5);
  const order = await expiredOrder();
  expect(await stock()).toBe(5);
  await approve(order.token); // PayPal's CHECKOUT.ORDER.APPROVED makes the shop capture
  expect(await row(order.id)).toMatchObject({ payment_status: 'paid', order_status: 'confirmed' });
  expect(await stock()).toBe(3);
});

it('refunds a late payment once when the pieces are gone, and flags the order', async () => {
  await setStock(5);
  const order = await expiredOrder();
  await setStock(1); // sold to someone else meanwhile
  await approve(order.token);
  expect(await row(order.id)).toMatchObject({ payment_status: 'refunded', order_status: 'cancelled' });
  expect(await stock()).toBe(1);
  const { rows } = await backend.db.query<{ reason: string; paypal_capture_id: string }>(
    'select reason, paypal_capture_id from public.order_payment_flags where order_id = $1',
    [order.id],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.reason).toMatch(/after the order was cancelled.*refunded in full/);

  // The shopper's return page captures again: nothing more is refunded, flagged or sold.
  const again = await invoke(backend, 'capture-paypal-order', { order_id: order.id });
  expect(again.body).toEqual({ payment_status: 'refunded', order_status: 'cancelled' });
  const flagsAfter = await backend.db.query('select 1 from public.order_payment_flags where order_id = $1', [
    order.id,
  ]);
  expect(flagsAfter.rows).toHaveLength(1);
  expect(await stock()).toBe(1);
});
