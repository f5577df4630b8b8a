/**
 * capture-paypal-order applies the same check as the webhook: a capture that did not take what the
 * order should be charged leaves the order unpaid, flagged for the owner and logged.
 */
import { assert, assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS } from '../_test/fakes.ts';
import { post, startHarness, submitSandboxForm } from '../_test/harness.ts';
import { createCheckoutHandler } from '../create-checkout/handler.ts';
import { createCaptureHandler } from './handler.ts';

Deno.test('a capture for another amount than the order leaves it unpaid and flagged', async () => {
  const h = await startHarness();
  try {
    const placed = await (
      await createCheckoutHandler(() => h.deps)(
        post({
          items: [{ id: PRODUCTS[1]!.id, quantity: 1 }],
          currency: 'EUR',
          shipping_address: {
            name: 'Omar',
            email: 'omar@example.com',
            phone: '0600112233',
            address: '2 Rue',
            city: 'Rabat',
          },
          payment_method: 'paypal',
        }),
      )
    ).json();
    const row = h.orders.rows.get(placed.order_id)!;
    // PayPal was asked for 8.18 EUR (90 MAD); the order now says it costs 990 MAD (90.00 EUR).
    Object.assign(row, { total: 990 });
    await submitSandboxForm(`${h.apiUrl}/__sandbox/paypal/checkoutnow/approve`, {
      token: new URL(placed.url).searchParams.get('token')!,
      outcome: 'success',
    });
    const capture = createCaptureHandler(() => h.deps);
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await capture(post({ order_id: placed.order_id }));
      assertEquals(await res.json(), { payment_status: 'pending', order_status: 'pending' });
    }
    assertEquals(h.orders.flags.length, 1);
    const [flag] = h.orders.flags;
    assertMatch(flag!.reason, /captured 8\.18 EUR; the order should be charged 90\.00 EUR/);
    assertEquals([flag!.source, flag!.paypal_order_id], ['capture', row.paypal_order_id]);
    assertEquals(flag!.received, { currency_code: 'EUR', value: '8.18' });
    assert(h.logs.some((line) => line.includes(placed.order_id) && line.includes('8.18 EUR')));
  } finally {
    await h.close();
  }
});
