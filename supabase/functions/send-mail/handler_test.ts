/**
 * send-mail against the real Resend sandbox (the code the local backend mounts), with only the
 * outbox faked: who may call it, what it sends, retries with backoff, giving up, and that sending a
 * row twice (a crash before it was marked sent) reaches the mailbox once.
 */
import { defaultConfig } from '../../../embedded-backend/src/config.ts';
import { createMailbox } from '../../../embedded-backend/src/mail/index.ts';
import { SANDBOX_RESEND_API_KEY } from '../../../embedded-backend/src/sandbox/credentials.ts';
import { createSandboxes } from '../../../embedded-backend/src/sandbox/index.ts';
import type { MailSettings } from '../_shared/mail/deliver.ts';
import type { OutboxRepo } from '../_shared/mail/outbox.ts';
import type { OutboxRow } from '../_shared/mail/payload.ts';
import { createResendMailer } from '../_shared/mail/resend.ts';
import { assert, assertEquals } from '../_test/assert.ts';
import { post } from '../_test/harness.ts';
import { fakeMailTexts, seededMailTexts } from '../_test/mail-texts.ts';
import { createSendMailHandler } from './handler.ts';

const SERVICE_KEY = 'service-role-key-for-tests';
const ORDER_ID = '6a0c7c5e-3f43-4a8e-9c55-1d1c8f0f0a01';

const payload = {
  order_id: ORDER_ID,
  order_number: 'ZLJ-001234',
  customer_name: 'Amina <b>Tazi</b>',
  customer_email: 'amina@example.com',
  customer_phone: '+212600000000',
  shipping_address: { address: '12 Derb & Co', city: 'Fes', postalCode: '30000', country: 'Morocco' },
  payment_method: 'cod',
  currency: 'MAD',
  subtotal: 75,
  shipping: 45,
  total: 120,
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  cancel_reason: null,
  lines: [{ title: 'Jam "<script>"', size: null, quantity: 1, unit_price: 75, total_price: 75 }],
};

class FakeOutbox implements OutboxRepo {
  sent = new Map<string, { providerId: string; subject: string }>();
  failures: { id: string; error: string; retryIn: number | null }[] = [];
  constructor(public due: OutboxRow[]) {}
  claim(limit: number) {
    return Promise.resolve(this.due.splice(0, limit).map((r) => ({ ...r, attempts: r.attempts + 1 })));
  }
  markSent(id: string, providerId: string, subject: string) {
    this.sent.set(id, { providerId, subject });
    return Promise.resolve();
  }
  markFailed(id: string, error: string, retryIn: number | null) {
    this.failures.push({ id, error, retryIn });
    return Promise.resolve();
  }
}

const row = (id: string, kind: OutboxRow['kind'], attempts = 0, body: unknown = payload): OutboxRow => ({
  id,
  kind,
  recipient: kind === 'new_order_alert' ? null : 'amina@example.com',
  payload: body,
  attempts,
});

const settings: MailSettings = {
  from: 'Zellij <orders@zellij.test>',
  ownerEmail: 'owner@zellij.test',
  ownerLocale: 'en',
  siteUrl: 'http://shop.test',
  functionsUrl: 'http://api.test/functions/v1',
  shopWhatsapp: '+212 522 000 000',
  batchSize: 10,
  leaseSeconds: 60,
  retryBaseSeconds: 30,
  maxAttempts: 3,
  runBudgetMs: 5_000,
};

async function withSandbox(
  fn: (ctx: { apiUrl: string; mailbox: ReturnType<typeof createMailbox> }) => Promise<void>,
) {
  const mailbox = createMailbox();
  let sandbox: (req: Request) => Promise<Response> = () =>
    Promise.resolve(new Response(null, { status: 503 }));
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (req) => sandbox(req));
  const apiUrl = `http://127.0.0.1:${server.addr.port}`;
  sandbox = createSandboxes({ config: defaultConfig({ apiUrl }), mailbox, paypalWebhooks: false });
  try {
    await fn({ apiUrl, mailbox });
  } finally {
    await server.shutdown();
  }
}

function handlerFor(apiUrl: string, outbox: OutboxRepo, logs: string[] = [], texts = fakeMailTexts()) {
  return createSendMailHandler(() => ({
    outbox,
    texts,
    mailer: createResendMailer({ apiBase: `${apiUrl}/__sandbox/resend`, apiKey: SANDBOX_RESEND_API_KEY }),
    settings,
    serviceRoleKey: SERVICE_KEY,
    log: (message) => void logs.push(message),
  }));
}

const asService = () => post(undefined, { authorization: `Bearer ${SERVICE_KEY}` });

Deno.test('send-mail answers only the service role key', async () => {
  await withSandbox(async ({ apiUrl }) => {
    const outbox = new FakeOutbox([row('00000000-0000-4000-8000-000000000001', 'order_received')]);
    const handler = handlerFor(apiUrl, outbox);
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer anon-key' },
      { authorization: `Bearer ${SERVICE_KEY}x` },
    ];
    for (const headers of callers) {
      const res = await handler(post(undefined, headers));
      assertEquals(res.status, 401);
      await res.body?.cancel();
    }
    assertEquals(outbox.due.length, 1, 'nothing was claimed');
  });
});

Deno.test('send-mail renders, escapes and sends each due row once, the alert to the owner', async () => {
  await withSandbox(async ({ apiUrl, mailbox }) => {
    const received = row('00000000-0000-4000-8000-000000000002', 'order_received');
    const alert = row('00000000-0000-4000-8000-000000000003', 'new_order_alert');
    const outbox = new FakeOutbox([received, alert]);
    const res = await handlerFor(apiUrl, outbox)(asService());
    assertEquals(await res.json(), { claimed: 2, sent: 2, retrying: 0, failed: 0 });
    const [customerMail] = mailbox.list({ to: 'amina@example.com' });
    assert(customerMail, 'the customer got mail');
    assertEquals(customerMail.subject, 'Your Zellij order ZLJ-001234');
    assert(
      !customerMail.html.includes('<b>Tazi') && customerMail.html.includes('&#60;b&#62;Tazi'),
      'name escaped',
    );
    assert(!customerMail.html.includes('<script>'), 'product title escaped');
    assert(customerMail.text.includes('Jam "<script>" × 1: 75 MAD'), 'plain text keeps the words');
    assertEquals(customerMail.links, [`http://shop.test/order-confirmation/${ORDER_ID}`]);
    // Cash on delivery: the customer knows the call is coming and how to reach the shop first.
    assert(customerMail.text.includes('We will call you on +212600000000 to confirm it'));
    assert(customerMail.text.includes('Write to us on WhatsApp: https://wa.me/212522000000'));
    assertEquals(mailbox.list({ to: 'owner@zellij.test' }).length, 1);

    // The worker died after Resend took the message, before marking it: the repeat is a replay.
    const firstId = outbox.sent.get(received.id)?.providerId;
    outbox.due.push(received);
    await (await handlerFor(apiUrl, outbox)(asService())).body?.cancel();
    assertEquals(mailbox.list({ to: 'amina@example.com' }).length, 1);
    assertEquals(outbox.sent.get(received.id)?.providerId, firstId);
  });
});

Deno.test('send-mail backs off while the provider is down and gives up after the last attempt', async () => {
  await withSandbox(async ({ apiUrl, mailbox }) => {
    await fetch(`${apiUrl}/__sandbox/resend/__admin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_RESEND_API_KEY}` },
      body: JSON.stringify({ outage: 'down' }),
    }).then((r) => r.body?.cancel());
    const outbox = new FakeOutbox([
      row('00000000-0000-4000-8000-000000000004', 'order_shipped', 0),
      row('00000000-0000-4000-8000-000000000005', 'order_shipped', 1),
      row('00000000-0000-4000-8000-000000000006', 'order_shipped', 2),
      row('00000000-0000-4000-8000-000000000007', 'order_received', 0, { order_id: 'not an order' }),
    ]);
    const logs: string[] = [];
    const res = await handlerFor(apiUrl, outbox, logs)(asService());
    assertEquals(await res.json(), { claimed: 4, sent: 0, retrying: 2, failed: 2 });
    assertEquals(
      outbox.failures.map((f) => f.retryIn),
      [30, 60, null, null],
    );
    assert(outbox.failures[0]!.error.startsWith('500 application_error'), outbox.failures[0]!.error);
    assert(outbox.failures[3]!.error.startsWith('unreadable payload'), 'a broken payload is not retried');
    assert(
      logs.some((line) => line.includes('gave up')),
      'giving up is logged',
    );
    assertEquals(mailbox.list().length, 0);
  });
});

Deno.test('a tracking link that is not http(s) is left out of the message', async () => {
  await withSandbox(async ({ apiUrl, mailbox }) => {
    const shipped = {
      ...payload,
      carrier: 'Amana',
      tracking_number: 'X1',
      tracking_url: 'javascript:alert(1)',
    };
    const outbox = new FakeOutbox([row('00000000-0000-4000-8000-000000000008', 'order_shipped', 0, shipped)]);
    await (await handlerFor(apiUrl, outbox)(asService())).body?.cancel();
    const [mail] = mailbox.list({ to: 'amina@example.com' });
    assert(mail && !mail.html.includes('javascript:'), 'no javascript: link');
    assertEquals(mail.links, [`http://shop.test/order-confirmation/${ORDER_ID}`]);
  });
});

Deno.test('send-mail writes a back-in-stock row as its own message, with a link to the product', async () => {
  await withSandbox(async ({ apiUrl, mailbox }) => {
    const product = {
      request_id: '00000000-0000-4000-8000-0000000000b1',
      product_id: '11111111-1111-4111-8111-000000000004',
      slug: 'amazigh-motif-vessel',
      title: 'Amazigh <i>Motif</i> Vessel',
    };
    const restock = row('00000000-0000-4000-8000-0000000000b2', 'back_in_stock', 0, product);
    const wrongShape = row('00000000-0000-4000-8000-0000000000b3', 'back_in_stock', 0, payload);
    const outbox = new FakeOutbox([restock, wrongShape]);
    const res = await handlerFor(apiUrl, outbox)(asService());
    assertEquals(await res.json(), { claimed: 2, sent: 1, retrying: 0, failed: 1 });
    const [mail] = mailbox.list({ to: 'amina@example.com' });
    assert(mail, 'the shopper got mail');
    assertEquals(mail.subject, 'Back in stock: Amazigh <i>Motif</i> Vessel');
    assert(mail.html.includes('Amazigh &#60;i&#62;Motif'), 'title escaped in HTML');
    assert(mail.text.includes('Amazigh <i>Motif</i> Vessel is back in stock'), 'text part');
    assertEquals(mail.links, ['http://shop.test/product/amazigh-motif-vessel']);
    assert(outbox.failures[0]?.error.startsWith('unreadable payload'), 'an order payload is not a product');
  });
});

Deno.test(
  "send-mail writes each message in the language of its order or request, the alert in the owner's",
  async () => {
    await withSandbox(async ({ apiUrl, mailbox }) => {
      const french = { ...payload, locale: 'fr', customer_email: 'claire@example.com' };
      const restock = {
        request_id: '00000000-0000-4000-8000-0000000000c1',
        product_id: '11111111-1111-4111-8111-000000000004',
        slug: 'amazigh-motif-vessel',
        title: 'Amazigh Motif Vessel',
        locale: 'ar',
      };
      const outbox = new FakeOutbox([
        {
          ...row('00000000-0000-4000-8000-0000000000c2', 'order_received', 0, french),
          recipient: 'claire@example.com',
        },
        row('00000000-0000-4000-8000-0000000000c3', 'new_order_alert', 0, french),
        row('00000000-0000-4000-8000-0000000000c4', 'back_in_stock', 0, restock),
      ]);
      const texts = fakeMailTexts();
      const res = await handlerFor(apiUrl, outbox, [], texts)(asService());
      assertEquals(await res.json(), { claimed: 3, sent: 3, retrying: 0, failed: 0 });
      assertEquals(texts.loads, 1, 'the words are read once per run');
      const [customer] = mailbox.list({ to: 'claire@example.com' });
      assertEquals(customer?.subject, 'Votre commande Zellij ZLJ-001234');
      assertEquals(customer?.links, [`http://shop.test/fr/order-confirmation/${ORDER_ID}`]);
      const [alert] = mailbox.list({ to: 'owner@zellij.test' });
      assertEquals(alert?.subject, 'New order ZLJ-001234: 120 MAD');
      assert(alert?.text.includes("Customer's language: Français"), alert?.text);
      const [arabic] = mailbox.list({ to: 'amina@example.com' });
      assertEquals(arabic?.subject, 'متوفر من جديد: \u2068Amazigh Motif Vessel\u2069');
      assertEquals(arabic?.links, ['http://shop.test/ar/product/amazigh-motif-vessel']);

      const idle = fakeMailTexts();
      await (await handlerFor(apiUrl, new FakeOutbox([]), [], idle)(asService())).body?.cancel();
      assertEquals(idle.loads, 0, 'a run with nothing due reads nothing');
    });
  },
);

Deno.test(
  'send-mail keeps what the database writes of a size: each line’s SKU, and the size that came back',
  async () => {
    await withSandbox(async ({ apiUrl, mailbox }) => {
      // As private.order_mail_payload and the back-in-stock trigger write them since sizes have their own rows.
      const sized = {
        ...payload,
        lines: [
          {
            title: 'Fes Blue Tea Bowl',
            size: 'large',
            sku: 'ZLJ-CER-001-L',
            quantity: 1,
            unit_price: 320,
            total_price: 320,
          },
        ],
      };
      const restock = {
        request_id: '00000000-0000-4000-8000-0000000000e1',
        product_id: '11111111-1111-4111-8111-000000000001',
        variant_id: '00000000-0000-4000-8000-0000000000e2',
        slug: 'fes-blue-tea-bowl',
        title: 'Fes Blue Tea Bowl',
        size: 'small',
        sku: 'ZLJ-CER-001-S',
        locale: 'fr',
      };
      const outbox = new FakeOutbox([
        row('00000000-0000-4000-8000-0000000000e3', 'order_received', 0, sized),
        {
          ...row('00000000-0000-4000-8000-0000000000e4', 'back_in_stock', 0, restock),
          recipient: 'claire@example.com',
        },
      ]);
      const res = await handlerFor(apiUrl, outbox)(asService());
      assertEquals(await res.json(), { claimed: 2, sent: 2, retrying: 0, failed: 0 });
      const [order] = mailbox.list({ to: 'amina@example.com' });
      assert(order?.text.includes('Fes Blue Tea Bowl (large, ZLJ-CER-001-L) × 1: 320 MAD'), order?.text);
      const [back] = mailbox.list({ to: 'claire@example.com' });
      assertEquals(back?.subject, 'De retour en stock\u00a0: Fes Blue Tea Bowl (petit)');
    });
  },
);

Deno.test('a message whose English words are gone waits in the outbox for them', async () => {
  await withSandbox(async ({ apiUrl, mailbox }) => {
    const outbox = new FakeOutbox([row('00000000-0000-4000-8000-0000000000d1', 'order_received')]);
    const texts = fakeMailTexts(seededMailTexts().filter((r) => r.kind !== 'order_received'));
    const res = await handlerFor(apiUrl, outbox, [], texts)(asService());
    assertEquals(await res.json(), { claimed: 1, sent: 0, retrying: 1, failed: 0 });
    assert(outbox.failures[0]?.error.includes('order_received/subject'), outbox.failures[0]?.error);
    assertEquals(mailbox.list().length, 0);
  });
});
