/**
 * The PayPal sandbox's Payments v2 refunds, held to PayPal's behaviour: partial refunds that add up,
 * "the rest" without an amount, PayPal's refusal bodies, PayPal-Request-Id idempotency, pending refunds,
 * capture statuses and the signed PAYMENT.CAPTURE.REFUNDED webhook. The sandbox runs in-process; a
 * stand-in paypal-webhook endpoint on port 0 keeps what it is sent.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createSandboxes } from '../src/sandbox';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
  SANDBOX_PAYPAL_WEBHOOK_ID,
} from '../src/sandbox/credentials';
import type { Handler } from '../src/types';

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let sandbox: Handler;
let base: string;
let token: string;
let deliveries: Delivery[];
let closeReceiver: () => Promise<unknown>;

const basic = `Basic ${Buffer.from(`${SANDBOX_PAYPAL_CLIENT_ID}:${SANDBOX_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
const eur = (value: string) => ({ currency_code: 'EUR', value });

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await sandbox(new Request(`${base}${path}`, { ...init, headers }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** A refund through the API; asks for the full representation unless told otherwise. */
function refund(captureId: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(`/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { prefer: 'return=representation', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const hook = (path: string, body: unknown, authorization = basic) =>
  call(path, { method: 'POST', headers: { authorization }, body: JSON.stringify(body) });

/** An order created, approved by the sandbox buyer and captured; returns its capture. */
async function capture(amount = eur('10.00')) {
  const unit = { reference_id: 'default', custom_id: 'order-42', invoice_id: 'ZLJ-42', amount };
  const order = await call('/v2/checkout/orders', {
    method: 'POST',
    body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [unit] }),
  });
  await sandbox(
    new Request(`${base}/checkoutnow/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: order.body.id, outcome: 'success' }),
    }),
  );
  const captured = await call(`/v2/checkout/orders/${order.body.id}/capture`, { method: 'POST' });
  return { orderId: order.body.id as string, ...captured.body.purchase_units[0].payments.captures[0] };
}

const refundEvents = () =>
  deliveries.map((d) => JSON.parse(d.body)).filter((e) => e.event_type === 'PAYMENT.CAPTURE.REFUNDED');

/** PayPal's 422 body for one issue, as the sandbox must answer it. */
function expectRefusal(res: Awaited<ReturnType<typeof call>>, status: number, issue: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({
    name: status === 404 ? 'RESOURCE_NOT_FOUND' : status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY',
    message: expect.any(String),
    debug_id: res.headers.get('paypal-debug-id'),
    details: [{ issue, description: expect.any(String) }],
    links: [
      {
        href: `https://developer.paypal.com/docs/api/payments/v2/#error-${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

beforeEach(async () => {
  deliveries = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      deliveries.push({ path: req.url ?? '', headers: req.headers, body });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeReceiver = () => new Promise((resolve) => server.close(resolve));
  sandbox = createSandboxes({ config: defaultConfig({ apiUrl }), stripeWebhooks: false });
  base = `${apiUrl}/__sandbox/paypal`;
  const res = await sandbox(
    new Request(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic },
      body: 'grant_type=client_credentials',
    }),
  );
  token = (await res.json()).access_token;
});

afterEach(() => closeReceiver());

describe('PayPal sandbox refunds', () => {
  it('adds partial refunds up, refunds the rest without an amount, and follows the capture status', async () => {
    const { id, seller_receivable_breakdown: captured } = await capture(eur('10.00'));
    expect(captured).toEqual({
      gross_amount: eur('10.00'),
      paypal_fee: eur('0.84'),
      net_amount: eur('9.16'),
    });

    const first = await refund(id, { amount: eur('3.00'), note_to_payer: 'One bowl arrived broken' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'COMPLETED',
      amount: eur('3.00'),
      note_to_payer: 'One bowl arrived broken',
      seller_payable_breakdown: {
        gross_amount: eur('3.00'),
        paypal_fee: eur('0.25'),
        net_amount: eur('2.75'),
        total_refunded_amount: eur('3.00'),
      },
      invoice_id: 'ZLJ-42',
      custom_id: 'order-42',
      payer: { email_address: expect.any(String), merchant_id: expect.stringMatching(/^[A-Z0-9]{13}$/) },
      create_time: expect.any(String),
      update_time: expect.any(String),
      links: [
        { href: `${base}/v2/payments/refunds/${first.body.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${id}`, rel: 'up', method: 'GET' },
      ],
    });
    expect((await call(`/v2/payments/captures/${id}`)).body.status).toBe('PARTIALLY_REFUNDED');

    const second = await refund(id, { amount: eur('2.5') });
    expect(second.body.amount).toEqual(eur('2.50'));
    expect(second.body.seller_payable_breakdown.total_refunded_amount).toEqual(eur('5.50'));

    const rest = await refund(id, {});
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toEqual(eur('4.50'));
    expect(rest.body.seller_payable_breakdown.total_refunded_amount).toEqual(eur('10.00'));
    // The refunds give the whole fee back between them, not a cent more or less.
    const fees = [first, second, rest].map((r) => Number(r.body.seller_payable_breakdown.paypal_fee.value));
    expect(fees.reduce((a, b) => a + b, 0).toFixed(2)).toBe('0.84');

    const shown = await call(`/v2/payments/captures/${id}`);
    expect(shown.body).toMatchObject({ id, status: 'REFUNDED', amount: eur('10.00') });
    expect(shown.body.links.map((l: { rel: string }) => l.rel)).toEqual(['self', 'up']);
    const order = await call(`/v2/checkout/orders/${shown.body.supplementary_data.related_ids.order_id}`);
    expect(order.body.purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
  });

  it('answers id, status and links only, as PayPal does without Prefer: return=representation', async () => {
    const { id } = await capture();
    const minimal = await call(`/v2/payments/captures/${id}/refund`, { method: 'POST', body: '{}' });
    expect(minimal.status).toBe(201);
    expect(Object.keys(minimal.body)).toEqual(['id', 'status', 'links']);
    const full = await call(`/v2/payments/refunds/${minimal.body.id}`);
    expect(full.body).toMatchObject({ id: minimal.body.id, status: 'COMPLETED', amount: eur('10.00') });
  });

  it('refuses with PayPal’s bodies, and a refusal refunds nothing', async () => {
    const { id } = await capture(eur('10.00'));
    expectRefusal(await refund(id, { amount: eur('10.001') }), 422, 'DECIMAL_PRECISION');
    expectRefusal(await refund(id, { amount: eur('0') }), 422, 'CANNOT_BE_ZERO_OR_NEGATIVE');
    expectRefusal(await refund(id, { amount: eur('-1.00') }), 422, 'CANNOT_BE_ZERO_OR_NEGATIVE');
    expectRefusal(
      await refund(id, { amount: { currency_code: 'USD', value: '1.00' } }),
      422,
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
    );
    expectRefusal(
      await refund(id, { amount: { currency_code: 'MAD', value: '1.00' } }),
      422,
      'INVALID_CURRENCY_CODE',
    );
    expectRefusal(await refund(id, { amount: eur('10.01') }), 422, 'REFUND_AMOUNT_EXCEEDED');
    expectRefusal(await refund('NOSUCHCAPTURE01', {}), 404, 'INVALID_RESOURCE_ID');
    expect((await refund('NOSUCHCAPTURE01', {})).body.details[0]).toMatchObject({
      field: 'capture_id',
      location: 'path',
    });
    const malformed = await call(`/v2/payments/captures/${id}/refund`, { method: 'POST', body: '{nope' });
    expectRefusal(malformed, 400, 'MALFORMED_REQUEST_JSON');
    expectRefusal(await refund(id, { amount: eur('ten') }), 400, 'INVALID_PARAMETER_SYNTAX');
    expectRefusal(await refund(id, { amount: { value: '1.00' } }), 400, 'MISSING_REQUIRED_PARAMETER');
    expectRefusal(await refund(id, { note_to_payer: 'x'.repeat(256) }), 400, 'INVALID_STRING_LENGTH');
    expect((await call(`/v2/payments/captures/${id}`)).body.status).toBe('COMPLETED');

    expect((await refund(id, { amount: eur('6.00'), invoice_id: 'ZLJ-42-R1' })).status).toBe(201);
    const over = await refund(id, { amount: eur('4.01') });
    expectRefusal(over, 422, 'REFUND_AMOUNT_EXCEEDED');
    expect(over.body.details[0]).toMatchObject({
      field: '/amount/value',
      value: '4.01',
      description:
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    });
    expectRefusal(
      await refund(id, { amount: eur('1.00'), invoice_id: 'ZLJ-42-R1' }),
      422,
      'DUPLICATE_INVOICE_ID',
    );
    expect((await refund(id, {})).body.amount).toEqual(eur('4.00'));
    const done = await refund(id, {});
    expectRefusal(done, 422, 'CAPTURE_FULLY_REFUNDED');
    expect(done.body.details[0].description).toBe('The capture has already been fully refunded.');
  });

  it('refuses a capture older than 180 days (aged through the sandbox hook)', async () => {
    const { id } = await capture();
    expect((await hook('/simulate-capture', { capture_id: id, age_days: 179 })).status).toBe(200);
    expect((await refund(id, { amount: eur('1.00') })).status).toBe(201);
    const aged = await hook('/simulate-capture', { capture_id: id, age_days: 181 });
    expect(Date.now() - Date.parse(aged.body.create_time)).toBeGreaterThan(180 * 86_400_000);
    const late = await refund(id, {});
    expectRefusal(late, 422, 'REFUND_TIME_LIMIT_EXCEEDED');
    expect(late.body.details[0].description).toBe(
      'You are over the time limit to perform a refund on this capture.',
    );
  });

  it('answers the same refund for the same PayPal-Request-Id and never refunds twice', async () => {
    const { id } = await capture(eur('10.00'));
    const once = { 'paypal-request-id': 'refund-row-1' };
    const first = await refund(id, { amount: eur('4.00') }, once);
    expect(first.status).toBe(201);
    const retry = await refund(id, { amount: eur('4.00') }, once);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    // Even with another body, the request id finds the first refund.
    expect((await refund(id, { amount: eur('1.00') }, once)).body.id).toBe(first.body.id);
    expect(refundEvents()).toHaveLength(1);

    // Nothing was refunded twice: the rest is 6.00.
    const rest = await refund(id, {}, { 'paypal-request-id': 'refund-row-2' });
    expect(rest.body.amount).toEqual(eur('6.00'));
    // The same request id on another capture is another refund.
    const other = await capture(eur('5.00'));
    const elsewhere = await refund(other.id, { amount: eur('1.00') }, once);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.id).not.toBe(first.body.id);
    // Two requests with one id at the same time still make one refund.
    const racing = await Promise.all(
      [1, 2].map(() => refund(other.id, { amount: eur('1.00') }, { 'paypal-request-id': 'r-3' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(racing[0]!.body.id).toBe(racing[1]!.body.id);
    expect((await refund(other.id, {})).body.amount).toEqual(eur('3.00'));
  });

  it('keeps a refund PENDING until the sandbox settles it, then completes it with its webhook', async () => {
    const { id } = await capture(eur('10.00'));
    const pending = await hook('/simulate-capture', { capture_id: id, refunds: 'PENDING' });
    expect(pending.status).toBe(200);
    const made = await refund(id, {}, { 'paypal-request-id': 'pending-1' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'PENDING', status_details: { reason: 'ECHECK' } });
    expect(refundEvents()).toEqual([]);
    expect((await call(`/v2/payments/refunds/${made.body.id}`)).body.status).toBe('PENDING');
    // Money on its way back is held: it cannot be refunded a second time meanwhile.
    expect((await call(`/v2/payments/captures/${id}`)).body.status).toBe('COMPLETED');
    expectRefusal(await refund(id, {}), 422, 'CAPTURE_FULLY_REFUNDED');

    const settled = await hook('/simulate-refund-settlement', { refund_id: made.body.id });
    expect(settled.body).toMatchObject({ refund: { status: 'COMPLETED' }, delivered_status: 200 });
    const shown = await call(`/v2/payments/refunds/${made.body.id}`);
    expect(shown.body.status).toBe('COMPLETED');
    expect(shown.body.status_details).toBeUndefined();
    expect((await call(`/v2/payments/captures/${id}`)).body.status).toBe('REFUNDED');
    expect(refundEvents().map((e) => [e.resource.id, e.resource.status])).toEqual([
      [made.body.id, 'COMPLETED'],
    ]);
    // A retry of the first request now answers the refund's latest state.
    expect((await refund(id, {}, { 'paypal-request-id': 'pending-1' })).body.status).toBe('COMPLETED');
    expect((await hook('/simulate-refund-settlement', { refund_id: made.body.id })).status).toBe(409);
  });

  it('gives a failed pending refund’s amount back to the capture', async () => {
    const { id } = await capture(eur('10.00'));
    await hook('/simulate-capture', { capture_id: id, refunds: 'PENDING' });
    const made = await refund(id, { amount: eur('7.00') }, { 'paypal-request-id': 'r' });
    const failed = await hook('/simulate-refund-settlement', { refund_id: made.body.id, status: 'FAILED' });
    expect(failed.body).toMatchObject({ refund: { status: 'FAILED' }, delivered_status: 0 });
    await hook('/simulate-capture', { capture_id: id, refunds: 'COMPLETED' });
    const again = await refund(id, {});
    expect(again.body).toMatchObject({ status: 'COMPLETED', amount: eur('10.00') });
  });

  it('signs PAYMENT.CAPTURE.REFUNDED so that verify-webhook-signature accepts it, and only it', async () => {
    const { id } = await capture(eur('10.00'));
    const made = await refund(id, { amount: eur('4.50') });
    const delivery = deliveries.find((d) => JSON.parse(d.body).event_type === 'PAYMENT.CAPTURE.REFUNDED')!;
    expect(delivery.path).toBe('/functions/v1/paypal-webhook');
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^WH-/),
      event_version: '1.0',
      resource_type: 'refund',
      resource_version: '2.0',
      summary: 'A EUR 4.50 EUR capture payment was refunded',
      resource: {
        id: made.body.id,
        status: 'COMPLETED',
        amount: eur('4.50'),
        custom_id: 'order-42',
        invoice_id: 'ZLJ-42',
        links: expect.arrayContaining([
          { href: `${base}/v2/payments/captures/${id}`, rel: 'up', method: 'GET' },
        ]),
      },
    });
    const verify = (webhookEvent: unknown) =>
      call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: JSON.stringify({
          auth_algo: delivery.headers['paypal-auth-algo'],
          cert_url: delivery.headers['paypal-cert-url'],
          transmission_id: delivery.headers['paypal-transmission-id'],
          transmission_sig: delivery.headers['paypal-transmission-sig'],
          transmission_time: delivery.headers['paypal-transmission-time'],
          webhook_id: SANDBOX_PAYPAL_WEBHOOK_ID,
          webhook_event: webhookEvent,
        }),
      });
    expect((await verify(event)).body).toEqual({ verification_status: 'SUCCESS' });
    const altered = { ...event, resource: { ...event.resource, amount: eur('45.00') } };
    expect((await verify(altered)).body).toEqual({ verification_status: 'FAILURE' });
  });

  it('lets the merchant refund from “PayPal’s dashboard”: no API caller, the webhook tells the shop', async () => {
    const { id } = await capture(eur('10.00'));
    const body = { capture_id: id, amount: eur('2.00'), note_to_payer: 'Goodwill' };
    expect((await hook('/simulate-dashboard-refund', body, `Bearer ${token}`)).status).toBe(401);
    const made = await hook('/simulate-dashboard-refund', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      refund: { status: 'COMPLETED', amount: eur('2.00'), note_to_payer: 'Goodwill' },
      delivered_status: 200,
    });
    expect(refundEvents().map((e) => e.resource.id)).toEqual([made.body.refund.id]);
    expect((await call(`/v2/payments/captures/${id}`)).body.status).toBe('PARTIALLY_REFUNDED');
    expectRefusal(
      await hook('/simulate-dashboard-refund', { capture_id: id, amount: eur('8.01') }),
      422,
      'REFUND_AMOUNT_EXCEEDED',
    );
  });

  it('shows captures and refunds by id, and 404s the unknown ones', async () => {
    const { id, orderId } = await capture();
    const shown = await call(`/v2/payments/captures/${id}`);
    expect(shown.body).toMatchObject({
      id,
      status: 'COMPLETED',
      final_capture: true,
      custom_id: 'order-42',
      invoice_id: 'ZLJ-42',
      supplementary_data: { related_ids: { order_id: orderId } },
      links: [
        { href: `${base}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${base}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
      ],
    });
    expectRefusal(await call('/v2/payments/captures/NOSUCHCAPTURE01'), 404, 'INVALID_RESOURCE_ID');
    const unknown = await call('/v2/payments/refunds/NOSUCHREFUND001');
    expectRefusal(unknown, 404, 'INVALID_RESOURCE_ID');
    expect(unknown.body.details[0].field).toBe('refund_id');
    expect((await call('/v2/payments/refunds/X', { headers: { authorization: 'Bearer nope' } })).status).toBe(
      401,
    );
  });
});
