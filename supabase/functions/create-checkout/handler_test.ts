import { assert, assertEquals, assertMatch } from '../_test/assert.ts';
import { PRODUCTS, userToken } from '../_test/fakes.ts';
import { post, SITE_URL, startHarness, submitSandboxForm, type Harness } from '../_test/harness.ts';
import { createPaypalClient } from '../_shared/paypal.ts';
import { createCheckoutHandler } from './handler.ts';

const [bowl, spoon, tagine] = PRODUCTS as [(typeof PRODUCTS)[0], (typeof PRODUCTS)[0], (typeof PRODUCTS)[0]];

const address = {
  name: 'Amina Test',
  email: 'amina@example.com',
  phone: '+212 600 000 000',
  address: '1 Rue Test',
  city: 'Fes',
};
const order = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: bowl.id, quantity: 1, variant: { size: 'small' }, price: 1, title: 'cheap!' }],
  currency: 'MAD',
  shipping_address: address,
  payment_method: 'cod',
  ...overrides,
});

async function withHarness(fn: (h: Harness, handler: (req: Request) => Promise<Response>) => Promise<void>) {
  const h = await startHarness();
  try {
    await fn(
      h,
      createCheckoutHandler(() => h.deps),
    );
  } finally {
    await h.close();
  }
}

async function call(handler: (req: Request) => Promise<Response>, req: Request) {
  const res = await handler(req);
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) };
}

Deno.test('answers the CORS preflight', async () => {
  await withHarness(async (_h, handler) => {
    const res = await handler(new Request('http://functions.test/fn', { method: 'OPTIONS' }));
    await res.body?.cancel();
    assertEquals(res.status, 200);
    assertEquals(res.headers.get('access-control-allow-origin'), '*');
    assertMatch(res.headers.get('access-control-allow-headers') ?? '', /idempotency-key/);
  });
});

Deno.test(
  "cod order uses database prices, not the client's, and waits, stock held, for the owner to confirm it",
  async () => {
    await withHarness(async (h, handler) => {
      const { status, body } = await call(handler, post(order()));
      assertEquals(status, 200);
      assertEquals(body.url, `${SITE_URL}/order-confirmation/${body.order_id}`);
      const row = h.orders.rows.get(body.order_id)!;
      assertEquals(row.total, bowl.price + 45); // 45 MAD shipping under 500 MAD
      assertEquals(row.order_status, 'pending');
      assertEquals(row.payment_status, 'pending');
      assertEquals(row.user_id, null);
    });
  },
);

Deno.test('refuses bad input with 4xx { error } and writes no order', async () => {
  await withHarness(async (h, handler) => {
    const cases: Array<[string, unknown, number, RegExp]> = [
      ['empty items', order({ items: [] }), 400, /cart is empty/],
      [
        'quantity 0',
        order({ items: [{ id: bowl.id, quantity: 0, variant: { size: 'small' } }] }),
        400,
        /at least 1/,
      ],
      [
        'quantity 1000',
        order({ items: [{ id: bowl.id, quantity: 1000, variant: { size: 'small' } }] }),
        400,
        /at most 10/,
      ],
      ['fractional quantity', order({ items: [{ id: spoon.id, quantity: 1.5 }] }), 400, /whole number/],
      ['bad uuid', order({ items: [{ id: 'not-a-uuid', quantity: 1 }] }), 400, /valid product id/],
      ['bad currency', order({ currency: 'GBP' }), 400, /one of MAD, EUR, USD/],
      ['bad method', order({ payment_method: 'bitcoin' }), 400, /payment method/],
      ['unknown language', order({ locale: 'de' }), 400, /locale must be one of en, fr, ar/],
      ['language not text', order({ locale: 1 }), 400, /locale must be one of en, fr, ar/],
      ['blank name', order({ shipping_address: { ...address, name: '   ' } }), 400, /Please fill in: name/],
      [
        'missing city and phone',
        order({ shipping_address: { ...address, city: '', phone: undefined } }),
        400,
        /Please fill in: phone, city/,
      ],
      ['bad email', order({ shipping_address: { ...address, email: 'nope' } }), 400, /valid email/],
      [
        'unknown size',
        order({ items: [{ id: bowl.id, quantity: 1, variant: { size: 'huge' } }] }),
        400,
        /Size must be/,
      ],
      [
        'too many lines',
        order({ items: Array.from({ length: 51 }, () => ({ id: spoon.id, quantity: 1 })) }),
        400,
        /at most 50 lines/,
      ],
      ['not JSON', '{"items": [', 400, /must be JSON/],
      ['oversize body', order({ note: 'x'.repeat(40_000) }), 413, /too large/],
      [
        'unknown product',
        order({ items: [{ id: '99999999-9999-4999-8999-999999999999', quantity: 1 }] }),
        404,
        /no longer sold/,
      ],
      [
        'size the product lacks',
        order({ items: [{ id: bowl.id, quantity: 1, variant: { size: 'large' } }] }),
        400,
        /comes in small, medium/,
      ],
      [
        'size on a one-size product',
        order({ items: [{ id: spoon.id, quantity: 1, variant: { size: 'small' } }] }),
        400,
        /one size/,
      ],
    ];
    for (const [label, body, status, message] of cases) {
      const res = await call(handler, post(body));
      assertEquals(res.status, status, label);
      assertMatch(res.body.error, message, label);
    }
    assertEquals(h.orders.rows.size, 0);
    assertEquals((await handler(new Request('http://functions.test/fn'))).status, 405);
  });
});

Deno.test('out of stock answers 409 with the product title', async () => {
  await withHarness(async (_h, handler) => {
    assertEquals((await call(handler, post(order({ items: [{ id: tagine.id, quantity: 1 }] })))).status, 200);
    const sold = await call(handler, post(order({ items: [{ id: tagine.id, quantity: 1 }] })));
    assertEquals(sold.status, 409);
    assertEquals(sold.body.error, 'Sorry, Last Tagine just sold out.');
    // The reason, for a checkout that words it in the shopper's language.
    assertEquals(sold.body.code, 'sold_out');
    assertEquals(sold.body.values, { title: 'Last Tagine' });
  });
});

Deno.test('the same Idempotency-Key returns the same order; a user token makes it theirs', async () => {
  await withHarness(async (h, handler) => {
    const headers = {
      'idempotency-key': 'checkout-123',
      authorization: `Bearer ${userToken('u-1', 'u1@example.com')}`,
    };
    const first = await call(handler, post(order(), headers));
    const second = await call(handler, post(order(), headers));
    assertEquals(second.body.order_id, first.body.order_id);
    assertEquals(h.orders.rows.size, 1);
    assertEquals(h.orders.rows.get(first.body.order_id)!.user_id, 'u-1');
    const expired = await call(
      handler,
      post(order(), { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.x' }),
    );
    assertEquals(expired.status, 401);
  });
});

Deno.test(
  'paypal order: approval link of a PayPal order for the database total in the chosen currency',
  async () => {
    await withHarness(async (h, handler) => {
      // 250 MAD of goods and 45 of shipping, itemised so that PayPal's sum holds to the cent.
      const cases: Array<[string, string, string, string, string]> = [
        ['MAD', 'EUR', '26.82', '22.73', '4.09'],
        ['EUR', 'EUR', '26.82', '22.73', '4.09'],
        ['USD', 'USD', '29.50', '25.00', '4.50'],
      ];
      for (const [currency, chargedIn, value, items, shipping] of cases) {
        const { status, body } = await call(handler, post(order({ currency, payment_method: 'paypal' })));
        assertEquals(status, 200);
        assert(body.url.startsWith(`${h.apiUrl}/__sandbox/paypal/checkoutnow?token=`));
        const row = h.orders.rows.get(body.order_id)!;
        const paypalOrder = await h.deps.paypal.getOrder(row.paypal_order_id!);
        const amount = (figure: string) => ({ currency_code: chargedIn, value: figure });
        assertEquals(paypalOrder.purchase_units?.[0]?.amount, {
          ...amount(value),
          breakdown: { item_total: amount(items), shipping: amount(shipping) },
        });
        assertEquals(paypalOrder.purchase_units?.[0]?.custom_id, row.id);
        assertEquals(row.payment_status, 'pending');
      }
    });
  },
);

Deno.test('an order placed in French is French: its row and the pages the shopper returns to', async () => {
  await withHarness(async (h, handler) => {
    const cod = await call(handler, post(order({ locale: 'fr' })));
    assertEquals(cod.status, 200);
    assertEquals(cod.body.url, `${SITE_URL}/fr/order-confirmation/${cod.body.order_id}`);
    assertEquals(h.orders.rows.get(cod.body.order_id)?.locale, 'fr');
    const paypal = await call(handler, post(order({ locale: 'ar', payment_method: 'paypal' })));
    assertEquals(paypal.status, 200);
    assertEquals(h.orders.rows.get(paypal.body.order_id)?.locale, 'ar');
    const english = await call(handler, post(order()));
    assertEquals(h.orders.rows.get(english.body.order_id)?.locale, 'en', 'no locale: English');
  });
});

/** Vite preview, as supabase/config.toml lists it in [auth] additional_redirect_urls. */
const PREVIEW = 'http://127.0.0.1:4173';

/** Where a button of the PayPal sandbox's approval page sends the shopper. */
async function backFromPaypal(h: Harness, approvalUrl: string, button: 'approve' | 'cancel') {
  const token = new URL(approvalUrl).searchParams.get('token')!;
  const fields: Record<string, string> = button === 'approve' ? { token, outcome: 'success' } : { token };
  return new URL((await submitSandboxForm(`${h.apiUrl}/__sandbox/paypal/checkoutnow/${button}`, fields))!);
}

Deno.test(
  'PayPal sends the shopper back to the allowed shop they ordered from, in their language; any other to SITE_URL',
  async () => {
    await withHarness(async (h, handler) => {
      h.deps.additionalRedirectUrls = [PREVIEW, `${PREVIEW}/**`];
      const cases: Array<[string | null, string]> = [
        [PREVIEW, PREVIEW],
        [SITE_URL, SITE_URL],
        // Never reflected: an unlisted origin, the opaque `null` of a sandboxed page, none at all.
        ['https://evil.example', SITE_URL],
        ['http://127.0.0.1:4174', SITE_URL],
        ['null', SITE_URL],
        [null, SITE_URL],
      ];
      // Made to order (no stock to run out of), ordered from the French pages.
      const french = (payment_method: string) =>
        order({ items: [{ id: spoon.id, quantity: 1 }], locale: 'fr', payment_method });
      for (const [origin, site] of cases) {
        const headers: Record<string, string> = origin === null ? {} : { origin };
        const place = async (method: string) => {
          const { status, body } = await call(handler, post(french(method), headers));
          assertEquals(status, 200, `${origin}: ${method}`);
          return { url: String(body.url), page: `${site}/fr/order-confirmation/${body.order_id}` };
        };
        for (const button of ['approve', 'cancel'] as const) {
          const { url, page } = await place('paypal');
          const back = await backFromPaypal(h, url, button);
          assertEquals(`${back.origin}${back.pathname}`, page, `${origin}: ${button}`);
          assertEquals(back.searchParams.get('paypal'), button === 'approve' ? 'return' : 'cancel');
        }
        // Cash on delivery answers the same confirmation page.
        const cod = await place('cod');
        assertEquals(cod.url, cod.page, `${origin}: cod`);
      }
    });
  },
);

Deno.test('without additional redirect URLs only SITE_URL is a return site', async () => {
  await withHarness(async (_h, handler) => {
    const { body } = await call(handler, post(order(), { origin: PREVIEW }));
    assertEquals(body.url, `${SITE_URL}/order-confirmation/${body.order_id}`);
  });
});

Deno.test('when PayPal refuses, the order is marked failed/cancelled and the answer is 502', async () => {
  await withHarness(async (h, handler) => {
    h.deps.paypal = createPaypalClient({
      apiBase: `${h.apiUrl}/__sandbox/paypal`,
      clientId: 'wrong',
      clientSecret: 'wrong',
    });
    const { status, body } = await call(handler, post(order({ payment_method: 'paypal' })));
    assertEquals(status, 502);
    assertMatch(body.error, /PayPal is not available/);
    const [row] = [...h.orders.rows.values()];
    assertEquals([row!.payment_status, row!.order_status], ['failed', 'cancelled']);
    assertEquals(h.logs.length, 1);
  });
});

Deno.test(
  'premium: 401 without a user, then a Stripe checkout url for the same customer each time',
  async () => {
    await withHarness(async (h, handler) => {
      assertEquals((await call(handler, post())).status, 401);
      assertEquals((await call(handler, post({}, { authorization: 'Bearer anon-key' }))).status, 401);
      const auth = { authorization: `Bearer ${userToken('u-2', 'premium@example.com')}` };
      const first = await call(handler, post(undefined, auth));
      assertEquals(first.status, 200);
      assert(first.body.url.startsWith(`${h.apiUrl}/__sandbox/stripe/checkout/cs_test_`));
      await call(handler, post({}, auth));
      const customers = await h.deps.stripe.customers.list({ email: 'premium@example.com' });
      assertEquals(customers.data.length, 1);
      const prices = await h.deps.stripe.prices.list({ lookup_keys: ['zellij_premium_monthly'] });
      assertEquals(
        prices.data.map((p) => [p.currency, p.unit_amount]),
        [['mad', 4900]],
      );
    });
  },
);

Deno.test(
  'premium: Stripe sends the member back to the allowed shop they came from, any other to SITE_URL',
  async () => {
    await withHarness(async (h, handler) => {
      h.deps.additionalRedirectUrls = [`${PREVIEW}/**`];
      const auth = { authorization: `Bearer ${userToken('u-3', 'back@example.com')}` };
      const cases: Array<[string | null, string]> = [
        [PREVIEW, PREVIEW],
        ['https://evil.example', SITE_URL],
        [null, SITE_URL],
      ];
      for (const [origin, site] of cases) {
        const headers = origin === null ? auth : { ...auth, origin };
        const { status, body } = await call(handler, post(undefined, headers));
        assertEquals(status, 200, String(origin));
        assertEquals(await submitSandboxForm(`${body.url}/cancel`), `${site}/profile?premium=cancelled`);
        const session = await h.deps.stripe.checkout.sessions.retrieve(
          new URL(body.url).pathname.split('/').pop()!,
        );
        assertEquals(session.success_url, `${site}/profile?premium=success`, String(origin));
      }
    });
  },
);

Deno.test('stores the phone in E.164 read in the delivery country, and the country as its code', async () => {
  await withHarness(async (h, handler) => {
    const local = { ...address, phone: '06 12 34 56 78', country: 'ma' };
    const { status, body } = await call(handler, post(order({ shipping_address: local })));
    assertEquals(status, 200);
    const row = h.orders.rows.get(body.order_id)!;
    assertEquals(row.customer.phone, '+212612345678');
    assertEquals(row.shipping_address.country, 'MA');
  });
});

Deno.test('refuses an invalid phone, an unknown country and cash on delivery it cannot collect', async () => {
  await withHarness(async (h, handler) => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['a phone too short', order({ shipping_address: { ...address, phone: '0612' } }), /valid phone number/],
      [
        'a country in words',
        order({ shipping_address: { ...address, country: 'Morocco' } }),
        /country from the list/,
      ],
      [
        'an unknown code',
        order({ shipping_address: { ...address, country: 'XX' } }),
        /country from the list/,
      ],
      [
        'cash on delivery to France',
        order({ shipping_address: { ...address, phone: '+33 6 12 34 56 78', country: 'FR' } }),
        /^Cash on delivery is not offered for this address/,
      ],
      [
        'cash on delivery over the maximum',
        order({ items: [{ id: tagine.id, quantity: 1 }] }),
        /^Cash on delivery is available for orders up to 500 MAD/,
      ],
    ];
    // The zone's maximum, as the owner lowered it: the refusal names the row's figure.
    h.orders.codMax.set('MA', 500);
    for (const [what, body, message] of cases) {
      const res = await call(handler, post(body));
      assertEquals(res.status, 400, what);
      assertMatch(res.body.error, message, what);
    }
    assertEquals(h.orders.rows.size, 0);
  });
});

Deno.test('a burst of cash orders from one address is answered 429 before any stock is held', async () => {
  await withHarness(async (h, handler) => {
    h.orders.codAttemptLimit = 2;
    const from = (ip: string, body = order()) =>
      call(handler, post(body, { 'x-forwarded-for': `${ip}, 10.0.0.1` }));
    assertEquals((await from('203.0.113.7')).status, 200);
    assertEquals((await from('203.0.113.7')).status, 200);
    const third = await from('203.0.113.7');
    assertEquals([third.status, third.body.code], [429, 'cod_rate_limited']);
    assertMatch(third.body.error, /PayPal/);
    assertEquals(h.orders.rows.size, 2);
    // Another address, and PayPal from the same one, are not held back.
    assertEquals((await from('198.51.100.1')).status, 200);
    assertEquals((await from('203.0.113.7', order({ payment_method: 'paypal' }))).status, 200);
    assertEquals(h.orders.codAttempts, ['203.0.113.7', '203.0.113.7', '198.51.100.1']);
  });
});
