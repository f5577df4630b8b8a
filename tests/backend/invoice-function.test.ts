/**
 * Invoice documents end to end (issue #33): orders paid on the whole local stack (PayPal in the sandbox,
 * cash collected on delivery), their invoices and a refund's credit note downloaded from the `invoice`
 * function by whoever may have them, read back with pdf.js. Everyone else gets one and the same 404;
 * an invoice waiting for the shop's legal details answers 409 until they are filled in. The owner's
 * quarterly export is invoice-export-function.test.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { signedInClient, type RunningBackend } from './helpers/api';
import {
  deliver,
  documentsOf,
  expectTotalsAddUp,
  getFunction,
  ICE,
  paidOrder,
  prepareShop,
  refundJar,
  SHOP_ITEMS,
  type Placed,
} from './helpers/invoices';
import { readPdf } from './helpers/pdf';
import { SEED } from './helpers/seed-ids';

const UNKNOWN = { error: 'unknown_invoice', message: expect.any(String) };

let backend: RunningBackend;
let owner: { client: SupabaseClient; accessToken: string };
let customer: string;
let stranger: string;
/**
 * The customer's PayPal order in English (shipped to Paris: a shipping line at 20 %), her cash order in
 * French, a guest's PayPal order in Arabic.
 */
let english: Placed;
let french: Placed;
let arabic: Placed;
const GUEST_EMAIL = 'Layla.Guest@Example.com';

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  await prepareShop(backend);
  owner = await signedInClient(backend, 'owner-invoices@example.com', { app_metadata: { role: 'owner' } });
  customer = (await signedInClient(backend, 'customer-invoices@example.com')).accessToken;
  stranger = (await signedInClient(backend, 'stranger-invoices@example.com')).accessToken;
  const items = SHOP_ITEMS;
  const email = 'customer-invoices@example.com';
  english = await paidOrder(backend, {
    items,
    locale: 'en',
    payment: 'paypal',
    email,
    token: customer,
    to: 'FR',
  });
  french = await paidOrder(backend, {
    items: items.slice(1),
    locale: 'fr',
    payment: 'cod',
    email,
    token: customer,
  });
  await deliver(owner.client, french.id);
  arabic = await paidOrder(backend, {
    items,
    locale: 'ar',
    payment: 'paypal',
    email: GUEST_EMAIL,
    name: 'ليلى العلوي',
  });
}, 180_000);
afterAll(() => backend?.stop());

const issued = (orderId: string) => documentsOf(backend, orderId);
const invoiceOf = async (order: Placed) => (await issued(order.id)).find((d) => d.kind === 'invoice')!;
const titlesOf = async (order: Placed) =>
  (
    await backend.db.query<{ t: string }>('select product_title as t from order_items where order_id = $1', [
      order.id,
    ])
  ).rows.map((r) => r.t);

async function download(query: Record<string, string>, token?: string | null) {
  const res = await getFunction(backend, 'invoice', query, token);
  if (res.headers.get('content-type') !== 'application/pdf') return { res, body: await res.json() };
  return { res, pdf: await readPdf(new Uint8Array(await res.arrayBuffer())) };
}

describe('the invoice of a paid order', () => {
  it('downloads for its signed-in customer: number, seller, every line and totals that add up', async () => {
    const row = await invoiceOf(english);
    expect(row.number).toMatch(/^F-\d{4}-\d{6}$/);
    const { res, pdf } = await download({ number: row.number }, customer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${row.number}.pdf"`);
    const text = pdf!.text;
    expect(text).toContain('Invoice');
    expect(text).toContain(row.number);
    expect(text).toContain(`ICE ${ICE}`);
    for (const field of ['Zellij SARL', '12 Derb Sidi Ahmed, Fès', '45678912', 'RC Fès 12345', '10203040'])
      expect(text).toContain(field);
    expect(text).toContain(english.orderNumber);
    expect(text).toContain('PayPal');
    expect(text).toContain('customer-invoices@example.com');
    for (const title of await titlesOf(english)) expect(text).toContain(title);
    expect(text).toMatch(/^Shipping 125\.00 20% 25\.00 150\.00$/m);
    // A 0 % line: the exemption text the law asks for.
    expect(text).toContain('Exonéré de TVA en vertu de l');
    expect(text).toContain('Capital 100 000 MAD');
    expectTotalsAddUp(text, 'en', row);
    expect(pdf!.info.Title).toBe(`Invoice ${row.number}`);
  });

  it('downloads for the shop owner, by number or by order', async () => {
    const row = await invoiceOf(english);
    expect((await download({ number: row.number }, owner.accessToken)).res.status).toBe(200);
    const byOrder = await download({ order: english.id }, owner.accessToken);
    expect(byOrder.pdf!.text).toContain(row.number);
  });

  it('is written in French for a French order, cash collected on delivery', async () => {
    const row = await invoiceOf(french);
    const { pdf } = await download({ number: row.number }, customer);
    const text = pdf!.text;
    expect(text).toContain('Facture');
    expect(text).toContain('Paiement à la livraison');
    expect(text).toContain('Désignation');
    for (const title of await titlesOf(french)) expect(text).toContain(title);
    expectTotalsAddUp(text, 'fr', row);
  });

  it('reaches a guest through the link with the order’s e-mail (any case), in French and Arabic', async () => {
    const row = await invoiceOf(arabic);
    const { res, pdf } = await download({
      number: row.number,
      order: arabic.id,
      email: GUEST_EMAIL.toLowerCase(),
    });
    expect(res.status).toBe(200);
    const text = pdf!.text;
    // Side by side, the Arabic words in the order a person reads them.
    expect(text).toContain('Facture / فاتورة');
    expect(text).toContain('Total TTC');
    expect(text).toContain('المجموع مع احتساب الرسوم');
    expect(text).toContain('ليلى العلوي');
    expect(text).toContain('التعريف الموحد للمقاولة');
    for (const title of await titlesOf(arabic)) expect(text).toContain(title);
    expectTotalsAddUp(text, 'fr', row);
  });
});

describe('who cannot have it', () => {
  it('answers one and the same 404 to another customer, anonymous callers, a wrong e-mail or number', async () => {
    const english_ = await invoiceOf(english);
    const arabic_ = await invoiceOf(arabic);
    const refusals = [
      await download({ number: english_.number }, stranger),
      await download({ number: english_.number }),
      await download({ number: english_.number }, null),
      await download({ number: english_.number }, 'not-a-token'),
      await download({ number: arabic_.number, order: arabic.id, email: 'someone@example.com' }),
      await download({ number: arabic_.number, order: arabic.id }),
      // A guest link works for guest orders only: the customer's order needs her account.
      await download({ number: english_.number, order: english.id, email: 'customer-invoices@example.com' }),
      await download({ number: 'F-2026-999999' }, customer),
      await download({ number: 'not-a-number' }, customer),
    ];
    const bodies = refusals.map(({ res, body }) => ({ status: res.status, body }));
    for (const answer of bodies) expect(answer).toEqual({ status: 404, body: UNKNOWN });
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('answers the browser’s preflight', async () => {
    const res = await fetch(`${backend.url}/functions/v1/invoice`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('a refund', () => {
  const refundJam = (order: Placed) => refundJar(backend, owner.accessToken, order);

  it('issues a credit note that refers to its invoice, for the customer to download', async () => {
    const invoice = await invoiceOf(english);
    const credit = await refundJam(english);
    expect(credit).toMatchObject({
      number: expect.stringMatching(/^A-\d{4}-\d{6}$/),
      refers_to: invoice.number,
    });
    const { pdf } = await download({ number: credit.number }, customer);
    const text = pdf!.text;
    expect(text).toContain('Credit note');
    expect(text).toContain(credit.number);
    expect(text).toMatch(new RegExp(`Corrects invoice\\s+${invoice.number}`));
    expectTotalsAddUp(text, 'en', credit);
  });

  it('gives a guest their credit note in French and Arabic, readable after other Arabic documents', async () => {
    const invoice = await invoiceOf(arabic);
    const credit = await refundJam(arabic);
    const { pdf } = await download({ number: credit.number, order: arabic.id, email: GUEST_EMAIL });
    const text = pdf!.text;
    expect(text).toContain('Avoir / إشعار دائن');
    // Words only credit notes use, after the same process drew the Arabic invoice (fonts.ts, forgetGlyphs).
    expect(text).toMatch(new RegExp(`Rectifie la facture / يصحح الفاتورة\\s+${invoice.number}`));
    expect(text).toContain('مجموع الإشعار مع احتساب الرسوم');
    expectTotalsAddUp(text, 'fr', credit);
  });
});

describe('an invoice waiting for the shop’s legal details', () => {
  it('answers 409 naming the missing ICE, then downloads once the settings are complete', async () => {
    await backend.db.query('update shop_settings set ice = null');
    const order = await paidOrder(backend, {
      items: [{ id: SEED.figJam, quantity: 1 }],
      locale: 'en',
      payment: 'paypal',
      email: 'customer-invoices@example.com',
      token: customer,
    });
    const { rows } = await backend.db.query<{ payment_status: string }>(
      'select payment_status from orders where id = $1',
      [order.id],
    );
    expect(rows[0]!.payment_status).toBe('paid');
    expect(await issued(order.id)).toEqual([]);
    const waiting = await download({ order: order.id }, customer);
    expect(waiting.res.status).toBe(409);
    expect(waiting.body).toMatchObject({ error: 'invoice_settings_incomplete', missing: ['ice'] });
    expect(waiting.body.message).toContain('ICE');
    // Someone else learns nothing, not even that it waits.
    expect((await download({ order: order.id }, stranger)).res.status).toBe(404);

    await backend.db.query(`update shop_settings set ice = '${ICE}'`);
    const ready = await download({ order: order.id }, customer);
    expect(ready.res.status).toBe(200);
    expect(ready.pdf!.text).toContain((await invoiceOf(order)).number);
  });
});
