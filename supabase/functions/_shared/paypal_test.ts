import { assert, assertEquals } from '../_test/assert.ts';
import { type Harness, sandboxClientAuth, startHarness, submitSandboxForm } from '../_test/harness.ts';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
} from '../../../embedded-backend/src/sandbox/credentials.ts';
import { captureOutcome, createPaypalClient, type PaypalClient, PaypalError } from './paypal.ts';

Deno.test('the access token is fetched once and reused until it expires', async () => {
  const h = await startHarness();
  try {
    const paths: string[] = [];
    const counting: typeof fetch = (input, init) => {
      paths.push(new URL(String(input)).pathname);
      return fetch(input, init);
    };
    const paypal = createPaypalClient({
      apiBase: `${h.apiUrl}/__sandbox/paypal`,
      clientId: SANDBOX_PAYPAL_CLIENT_ID,
      clientSecret: SANDBOX_PAYPAL_CLIENT_SECRET,
      fetch: counting,
    });
    const created = await paypal.createOrder({
      orderId: crypto.randomUUID(),
      orderNumber: 'ZLJ-1',
      amount: { currency_code: 'EUR', value: '5.00' },
      returnUrl: 'http://shop.test/r',
      cancelUrl: 'http://shop.test/c',
    });
    await paypal.getOrder(created.id);
    await paypal.getOrder(created.id);
    assertEquals(paths.filter((p) => p.endsWith('/v1/oauth2/token')).length, 1);
  } finally {
    await h.close();
  }
});

Deno.test('PayPal refusals surface as PaypalError with the issue code', async () => {
  const h = await startHarness();
  try {
    const error = await h.deps.paypal
      .createOrder({
        orderId: crypto.randomUUID(),
        orderNumber: 'ZLJ-2',
        amount: { currency_code: 'MAD', value: '50.00' },
        returnUrl: 'http://shop.test/r',
        cancelUrl: 'http://shop.test/c',
      })
      .catch((e: unknown) => e);
    assertEquals(error instanceof PaypalError && [error.status, error.issue], [
      422,
      'CURRENCY_NOT_SUPPORTED',
    ]);
  } finally {
    await h.close();
  }
});

Deno.test('captureOutcome reads the first capture', () => {
  const order = (status?: string) => ({
    id: 'X',
    status: 'COMPLETED',
    purchase_units: [{ payments: { captures: status ? [{ id: 'C', status }] : [] } }],
  });
  assertEquals([order('COMPLETED'), order('DECLINED'), order('PENDING'), order()].map(captureOutcome), [
    'paid',
    'failed',
    'pending',
    'pending',
  ]);
});

/** A PayPal order for `value` EUR, approved by the sandbox buyer and captured; returns the capture id. */
async function capturedPayment(h: Harness, paypal: PaypalClient, value = '5.00'): Promise<string> {
  const created = await paypal.createOrder({
    orderId: crypto.randomUUID(),
    orderNumber: 'ZLJ-R',
    amount: { currency_code: 'EUR', value },
    returnUrl: 'http://shop.test/r',
    cancelUrl: 'http://shop.test/c',
  });
  await submitSandboxForm(`${h.apiUrl}/__sandbox/paypal/checkoutnow/approve`, {
    token: created.id,
    outcome: 'success',
  });
  const order = await paypal.captureOrder(created.id);
  return order.purchase_units![0]!.payments!.captures![0]!.id;
}

/** A sandbox test hook (see embedded-backend/src/sandbox/paypal/refund-hooks.ts). */
async function sandboxHook(h: Harness, path: string, body: unknown) {
  const res = await fetch(`${h.apiUrl}/__sandbox/paypal${path}`, {
    method: 'POST',
    headers: { authorization: sandboxClientAuth },
    body: JSON.stringify(body),
  });
  assertEquals(res.status, 200, `${path} answered`);
  return res.json();
}

const refusal = (error: unknown) =>
  error instanceof PaypalError ? [error.status, error.issue, typeof error.debugId] : error;

Deno.test('refundCapture refunds in parts and then the rest, once per request id', async () => {
  const h = await startHarness();
  try {
    const sent: Array<[string | null, string | null]> = [];
    const paypal = createPaypalClient({
      apiBase: `${h.apiUrl}/__sandbox/paypal`,
      clientId: SANDBOX_PAYPAL_CLIENT_ID,
      clientSecret: SANDBOX_PAYPAL_CLIENT_SECRET,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (String(input).endsWith('/refund')) {
          sent.push([headers.get('PayPal-Request-Id'), headers.get('Prefer')]);
        }
        return fetch(input, init);
      },
    });
    const captureId = await capturedPayment(h, paypal, '5.00');
    const part = {
      amount: { currency_code: 'EUR', value: '2.00' },
      requestId: 'refund-1',
      note: 'A chipped tile',
    };
    const first = await paypal.refundCapture(captureId, part);
    assertEquals(
      [
        first.status,
        first.amount,
        first.note_to_payer,
        first.seller_payable_breakdown?.total_refunded_amount,
      ],
      [
        'COMPLETED',
        { currency_code: 'EUR', value: '2.00' },
        'A chipped tile',
        { currency_code: 'EUR', value: '2.00' },
      ],
    );
    assertEquals((await paypal.refundCapture(captureId, part)).id, first.id);

    const rest = await paypal.refundCapture(captureId);
    assertEquals(
      [rest.amount?.value, rest.seller_payable_breakdown?.total_refunded_amount?.value],
      ['3.00', '5.00'],
    );
    assertEquals(sent, [
      ['refund-1', 'return=representation'],
      ['refund-1', 'return=representation'],
      [`zellij-refund-${captureId}`, 'return=representation'],
    ]);
    assertEquals(await paypal.getRefund(first.id), first);
  } finally {
    await h.close();
  }
});

Deno.test('refundCapture and getRefund surface PayPal’s issue code for the caller to map', async () => {
  const h = await startHarness();
  try {
    const { paypal } = h.deps;
    const captureId = await capturedPayment(h, paypal, '5.00');
    const tooMuch = { amount: { currency_code: 'EUR', value: '5.01' }, requestId: 'too-much' };
    assertEquals(refusal(await paypal.refundCapture(captureId, tooMuch).catch((e) => e)), [
      422,
      'REFUND_AMOUNT_EXCEEDED',
      'string',
    ]);
    const cents = { amount: { currency_code: 'EUR', value: '1.005' }, requestId: 'cents' };
    assertEquals(refusal(await paypal.refundCapture(captureId, cents).catch((e) => e)), [
      422,
      'DECIMAL_PRECISION',
      'string',
    ]);
    assertEquals(refusal(await paypal.refundCapture('NOSUCHCAPTURE01').catch((e) => e)), [
      404,
      'INVALID_RESOURCE_ID',
      'string',
    ]);
    await paypal.refundCapture(captureId);
    const again = await paypal.refundCapture(captureId, { requestId: 'another-try' }).catch((e) => e);
    assertEquals(refusal(again), [422, 'CAPTURE_FULLY_REFUNDED', 'string']);
    assertEquals(refusal(await paypal.getRefund('NOSUCHREFUND001').catch((e) => e)), [
      404,
      'INVALID_RESOURCE_ID',
      'string',
    ]);
  } finally {
    await h.close();
  }
});

Deno.test('getRefund follows a pending refund until it completes', async () => {
  const h = await startHarness();
  try {
    const { paypal } = h.deps;
    const captureId = await capturedPayment(h, paypal, '5.00');
    await sandboxHook(h, '/simulate-capture', { capture_id: captureId, refunds: 'PENDING' });
    const pending = await paypal.refundCapture(captureId);
    assertEquals([pending.status, pending.status_details?.reason], ['PENDING', 'ECHECK']);
    assertEquals((await paypal.getRefund(pending.id)).status, 'PENDING');

    const settled = await sandboxHook(h, '/simulate-refund-settlement', { refund_id: pending.id });
    assertEquals(settled.refund.status, 'COMPLETED');
    const completed = await paypal.getRefund(pending.id);
    assertEquals([completed.status, completed.amount?.value], ['COMPLETED', '5.00']);
    assert(completed.links?.some((l) => l.rel === 'up' && l.href.endsWith(`/captures/${captureId}`)));
  } finally {
    await h.close();
  }
});
