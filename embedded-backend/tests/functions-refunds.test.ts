/**
 * Refunds through real HTTP: the owner screen's call to refund-order (Deno), the database's rules
 * (create_refund, settle_refund), PayPal's Payments v2 refunds in the sandbox and its signed
 * PAYMENT.CAPTURE.REFUNDED webhook back to paypal-webhook. Money leaves once, within what was paid,
 * and only the shop owner can make it leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYPAL_CLIENT_ID, SANDBOX_PAYPAL_CLIENT_SECRET } from '../src/sandbox/credentials';
import {
  invoke,
  onlyVariant,
  pressSandboxButton,
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
let product: SeedProduct;
let owner: string;
let customer: string;

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0 && p.price >= 100)!;
  await setVariantStock(backend.db, onlyVariant(product).id, 50);
  owner = (await signedInUser(backend, 'owner-refunds@example.com', { role: 'owner' })).token;
  customer = (await signedInUser(backend, 'customer-refunds@example.com')).token;
}, 120_000);
afterAll(() => backend?.stop());

const basic = `Basic ${Buffer.from(`${SANDBOX_PAYPAL_CLIENT_ID}:${SANDBOX_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
const sandboxHook = async (path: string, body: unknown) => {
  const res = await fetch(`${backend.url}/__sandbox/paypal${path}`, {
    method: 'POST',
    headers: { authorization: basic },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const refundOrder = (body: unknown, token = owner) => invoke(backend, 'refund-order', body, { token });

interface OrderRow {
  payment_status: string;
  total: string;
  paid_amount: string | null;
  refunded_mad: string;
  refunded_amount: string;
  paypal_capture_id: string | null;
}
const orderRow = async (id: string) =>
  (
    await backend.db.query<OrderRow>(
      'select payment_status, total, paid_amount, refunded_mad, refunded_amount, paypal_capture_id from public.orders where id = $1',
      [id],
    )
  ).rows[0]!;
const refundRows = async (orderId: string) =>
  (
    await backend.db.query<{
      status: string;
      source: string;
      amount: string;
      amount_mad: string;
      failure_reason: string | null;
    }>(
      'select status, source, amount, amount_mad, failure_reason from public.refunds where order_id = $1 order by created_at, id',
      [orderId],
    )
  ).rows;
const stock = () => variantStock(backend.db, onlyVariant(product).id);

/** A PayPal order of `quantity` pieces, approved by the buyer (PayPal's webhook makes the shop capture). */
async function paidOrder(quantity = 3): Promise<{ id: string; line: string; capture: string }> {
  const created = await invoke(backend, 'create-checkout', {
    items: [{ id: product.id, quantity }],
    currency: 'EUR',
    shipping_address: shippingAddress,
    payment_method: 'paypal',
  });
  expect(created.status).toBe(200);
  const id = String(created.body.order_id);
  const token = new URL(String(created.body.url)).searchParams.get('token')!;
  await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
    token,
    outcome: 'success',
  });
  const row = await orderRow(id);
  expect(row.payment_status).toBe('paid');
  const { rows } = await backend.db.query<{ id: string }>(
    'select id from public.order_items where order_id = $1',
    [id],
  );
  return { id, line: rows[0]!.id, capture: row.paypal_capture_id! };
}

describe('the owner refunds through PayPal', () => {
  it('gives one piece back with restock: PayPal refunds it once, and stock, status, order page and mail follow', async () => {
    const order = await paidOrder(3);
    const before = await stock();
    const reason = 'The lid arrived cracked';
    const answer = await refundOrder({
      order_id: order.id,
      lines: [{ order_item_id: order.line, quantity: 1, restock: true }],
      reason,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'succeeded', provider: 'paypal', currency: 'EUR', reason });
    expect(answer.body.provider_refund_id).toEqual(expect.any(String));
    expect(Number(answer.body.amount_mad)).toBe(product.price);
    expect(await stock()).toBe(before! + 1);
    const row = await orderRow(order.id);
    expect(row.payment_status).toBe('partially_refunded');
    expect(Number(row.refunded_amount)).toBe(Number(answer.body.amount));

    // Asking again about the same refund changes nothing, at PayPal or here.
    const again = await refundOrder({ refund_id: answer.body.id });
    expect([again.status, again.body.status]).toEqual([200, 'succeeded']);
    const capture = await fetch(`${backend.url}/__sandbox/paypal/simulate-capture`, {
      method: 'POST',
      headers: { authorization: basic },
      body: JSON.stringify({ capture_id: order.capture }),
    }).then((res) => res.json());
    expect(capture.status).toBe('PARTIALLY_REFUNDED');
    expect(await refundRows(order.id)).toHaveLength(1);

    // The customer's order page (a guest's: by its id) shows the refund; one mail is queued.
    const page = await invoke(backend, 'capture-paypal-order', { order_id: order.id });
    expect(page.body).toEqual({ payment_status: 'partially_refunded', order_status: 'confirmed' });
    const { rows } = await backend.db.query<{ o: { refunds: { amount_mad: number; reason: string }[] } }>(
      'select public.get_order($1) as o',
      [order.id],
    );
    expect(rows[0]!.o.refunds).toMatchObject([{ amount_mad: product.price, reason }]);
    const mails = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.mail_outbox where order_id = $1 and kind = 'refund_issued'`,
      [order.id],
    );
    expect(mails.rows[0]!.n).toBe(1);

    // The rest, with the shipping: refunded in full, to the cent PayPal took.
    const rest = await refundOrder({
      order_id: order.id,
      lines: [{ order_item_id: order.line, quantity: 2 }],
      shipping: true,
      reason: 'Returned',
    });
    expect([rest.status, rest.body.status]).toEqual([201, 'succeeded']);
    const full = await orderRow(order.id);
    expect([full.payment_status, full.refunded_amount, full.refunded_mad]).toEqual([
      'refunded',
      full.paid_amount,
      full.total,
    ]);
  });

  it('waits for a PENDING refund, which PayPal’s webhook settles later', async () => {
    const order = await paidOrder(1);
    expect(
      (await sandboxHook('/simulate-capture', { capture_id: order.capture, refunds: 'PENDING' })).status,
    ).toBe(200);
    const before = await stock();
    const pending = await refundOrder({
      order_id: order.id,
      lines: [{ order_item_id: order.line, quantity: 1, restock: true }],
      reason: 'Changed mind',
    });
    expect([pending.status, pending.body.status]).toEqual([201, 'pending']);
    expect(await stock()).toBe(before);
    const settled = await sandboxHook('/simulate-refund-settlement', {
      refund_id: pending.body.provider_refund_id,
    });
    expect([settled.status, settled.body.delivered_status]).toEqual([200, 200]);
    expect((await refundRows(order.id)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await stock()).toBe(before! + 1);
  });

  it('fails the refund PayPal refuses, says why, and lets its amount be refunded again', async () => {
    const order = await paidOrder(1);
    await sandboxHook('/simulate-capture', { capture_id: order.capture, age_days: 200 });
    const refused = await refundOrder({ order_id: order.id, amount_mad: 50, reason: 'Goodwill' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'paypal_time_limit',
      error: expect.stringMatching(/too old/),
    });
    expect(await refundRows(order.id)).toMatchObject([
      { status: 'failed', failure_reason: 'PayPal refused: REFUND_TIME_LIMIT_EXCEEDED' },
    ]);
    const row = await orderRow(order.id);
    expect([row.payment_status, Number(row.refunded_mad)]).toEqual(['paid', 0]);
  });

  it('records a refund made in PayPal’s dashboard once, however often PayPal tells of it', async () => {
    const order = await paidOrder(1);
    const made = await sandboxHook('/simulate-dashboard-refund', {
      capture_id: order.capture,
      amount: { currency_code: 'EUR', value: '2.00' },
    });
    expect([made.status, made.body.delivered_status]).toEqual([201, 200]);
    const repeat = await fetch(`${backend.url}/__sandbox/paypal/simulate-webhook`, {
      method: 'POST',
      headers: { authorization: basic },
      body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: made.body.refund }),
    }).then((res) => res.json());
    expect(repeat.delivered_status).toBe(200);
    expect(await refundRows(order.id)).toMatchObject([
      { status: 'succeeded', source: 'paypal_dashboard', amount: '2.00', amount_mad: '22.00' },
    ]);
    expect((await orderRow(order.id)).payment_status).toBe('partially_refunded');
  });

  it('lets one of two owners refunding everything at once win; the other is told what is left', async () => {
    const order = await paidOrder(1);
    const { total } = await orderRow(order.id);
    const both = await Promise.all(
      [1, 2].map(() => refundOrder({ order_id: order.id, amount_mad: Number(total), reason: 'Twice' })),
    );
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = both.find((a) => a.status === 409)!;
    expect(loser.body.code).toMatch(/^(refund_exceeds_remaining|fully_refunded)$/);
    expect((await refundRows(order.id)).map((r) => r.status)).toEqual(['succeeded']);
  });
});

describe('refusals', () => {
  it('lets nobody but the shop owner refund, and writes nothing', async () => {
    const order = await paidOrder(1);
    const body = { order_id: order.id, amount_mad: 10, reason: 'x' };
    const anonymous = await refundOrder(body, backend.config.anonKey);
    const signedIn = await refundOrder(body, customer);
    const forged = await refundOrder(body, `${owner.slice(0, -6)}AAAAAA`);
    expect([anonymous.status, signedIn.status, forged.status]).toEqual([401, 403, 401]);
    expect(signedIn.body).toEqual({
      error: 'Only the shop owner can refund an order.',
      code: 'not_shop_owner',
    });
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('answers a bad refund with its code and a sentence, and changes nothing', async () => {
    const order = await paidOrder(2);
    const cod = await invoke(backend, 'create-checkout', {
      items: [{ id: product.id, quantity: 1 }],
      currency: 'MAD',
      shipping_address: shippingAddress,
      payment_method: 'cod',
    });
    const line = (quantity: number) => [{ order_item_id: order.line, quantity }];
    const cases: [unknown, number, string | undefined, RegExp][] = [
      [
        { order_id: order.id, amount_mad: 1_000_000, reason: 'x' },
        409,
        'refund_exceeds_remaining',
        /at most .* MAD more/,
      ],
      [
        { order_id: order.id, lines: line(3), reason: 'x' },
        409,
        'quantity_exceeds_bought',
        /2 bought and 0 refunded already/,
      ],
      [
        { order_id: String(cod.body.order_id), amount_mad: 10, reason: 'x' },
        409,
        'not_paid',
        /has not been paid/,
      ],
      [{ order_id: order.id, lines: line(1) }, 400, undefined, /say why/],
      [{ order_id: order.id, lines: 'all', reason: 'x' }, 400, undefined, /lines must be a list/],
      [{ order_id: 'ZLJ-1', reason: 'x' }, 400, undefined, /valid order id/],
    ];
    const before = await orderRow(order.id);
    for (const [body, status, code, words] of cases) {
      const answer = await refundOrder(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(String(answer.body.error)).toMatch(words);
    }
    expect(await orderRow(order.id)).toEqual(before);
    expect(await refundRows(order.id)).toEqual([]);
  });
});
