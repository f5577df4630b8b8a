import { assertEquals } from '../_test/assert.ts';
import { startHarness } from '../_test/harness.ts';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
} from '../../../embedded-backend/src/sandbox/credentials.ts';
import { captureOutcome, createPaypalClient, PaypalError } from './paypal.ts';

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
