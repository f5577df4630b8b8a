/**
 * Invoice documents end to end (issue #33): orders paid on the whole local stack (PayPal in the sandbox,
 * cash collected on delivery), their invoices and a refund's credit note downloaded from the `invoice`
 * function by whoever may have them, read back with pdf.js, and the owner's quarter exported by
 * `invoice-export`. Everyone else gets one and the same 404; an invoice waiting for the shop's legal
 * details answers 409 until they are filled in.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { startBackend } from '../../embedded-backend/src/server';
import { quarterAt, quarterKey } from '../../supabase/functions/_shared/rules/quarters';
import { LIFT_COD_LIMITS } from '../setup/shared-backend-limits';
import { signedInClient, type RunningBackend } from './helpers/api';
import { deliver, getFunction, paidOrder, type Placed } from './helpers/invoices';
import { readPdf } from './helpers/pdf';
import { SEED } from './helpers/seed-ids';

const ICE = '001234567000089';
const SETTINGS = `update shop_settings set legal_name = 'Zellij SARL', legal_address = '12 Derb Sidi Ahmed, Fès',
  ice = '${ICE}', if_number = '45678912', rc = 'RC Fès 12345', patente = '10203040', tva_registration = '45678912',
  invoice_footer = 'Capital 100 000 MAD · RIB 190 780 21211 5555555 0 00 12'`;
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
  await backend.db.query(LIFT_COD_LIMITS);
  await backend.db.query(SETTINGS);
  // Three rates on one invoice: the jam at 7 %, the serving board exempt (0 %), the bowl and shipping at 20 %.
  await backend.db.query('update products set tva_rate = 7 where id = $1', [SEED.figJam]);
  await backend.db.query('update products set tva_rate = 0 where id = $1', [SEED.thuyaServingBoard]);
  owner = await signedInClient(backend, 'owner-invoices@example.com', { app_metadata: { role: 'owner' } });
  customer = (await signedInClient(backend, 'customer-invoices@example.com')).accessToken;
  stranger = (await signedInClient(backend, 'stranger-invoices@example.com')).accessToken;
  const items = [
    { id: SEED.fesBlueTeaBowl, quantity: 1, variant: { size: 'small' } },
    { id: SEED.figJam, quantity: 2 },
    { id: SEED.thuyaServingBoard, quantity: 1 },
  ];
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

interface IssuedRow {
  number: string;
  kind: string;
  refers_to: string | null;
  total_ht: string;
  total_tva: string;
  total_ttc: string;
}
const issued = async (orderId: string) =>
  (
    await backend.db.query<IssuedRow>(
      'select number, kind, refers_to, total_ht, total_tva, total_ttc from invoices where order_id = $1 order by kind desc, number',
      [orderId],
    )
  ).rows;
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

/** `5,119.24` (en) or `5 119,24` (fr, grouped with a no-break space that extraction reads as a space) → 5119.24. */
const amount = (text: string, locale: 'en' | 'fr') =>
  Number(locale === 'en' ? text.replace(/,/g, '') : text.replace(/\s/g, '').replace(',', '.'));
const cents = (value: number | string) => Math.round(Number(value) * 100);

/** Totals as the PDF prints them: per rate (HT + TVA = TTC each) and the grand totals they add up to. */
function expectTotalsAddUp(text: string, locale: 'en' | 'fr', row: IssuedRow) {
  const A = locale === 'en' ? '(\\d{1,3}(?:,\\d{3})*\\.\\d\\d)' : '(\\d{1,3}(?: \\d{3})*,\\d\\d)';
  const label =
    locale === 'en'
      ? {
          ht: 'Total excl\\. VAT \\(HT\\)',
          tva: 'Total VAT \\(TVA\\)',
          ttc: 'Total (?:incl\\. VAT \\(TTC\\)|credited \\(TTC\\))',
        }
      : { ht: 'Total HT', tva: 'Total TVA', ttc: 'Total (?:TTC|de l’avoir TTC)' };
  const total = (key: keyof typeof label) =>
    cents(amount(new RegExp(`${label[key]} ${A} MAD`).exec(text)![1]!, locale));
  const rates = [...text.matchAll(new RegExp(`^(\\d+) ?% ${A} ${A} ${A}(?: |$)`, 'gm'))].map((m) =>
    [m[2]!, m[3]!, m[4]!].map((v) => cents(amount(v, locale))),
  );
  expect(rates.length).toBeGreaterThan(0);
  for (const [ht, tva, ttc] of rates) expect(ht! + tva!).toBe(ttc);
  const sum = (i: number) => rates.reduce((s, r) => s + r[i]!, 0);
  expect([sum(0), sum(1), sum(2)]).toEqual([total('ht'), total('tva'), total('ttc')]);
  expect(total('ht') + total('tva')).toBe(total('ttc'));
  expect([total('ht'), total('tva'), total('ttc')]).toEqual([
    cents(row.total_ht),
    cents(row.total_tva),
    cents(row.total_ttc),
  ]);
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
  /** The owner refunds one jar of jam of an order through refund-order; answers the credit note's row. */
  async function refundJam(order: Placed) {
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from order_items where order_id = $1 and product_id = $2',
      [order.id, SEED.figJam],
    );
    const res = await fetch(`${backend.url}/functions/v1/refund-order`, {
      method: 'POST',
      headers: {
        apikey: backend.config.anonKey,
        authorization: `Bearer ${owner.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        order_id: order.id,
        lines: [{ order_item_id: rows[0]!.id, quantity: 1, restock: true }],
        reason: 'The jar arrived broken',
      }),
    });
    expect(res.status).toBe(201);
    return (await issued(order.id)).find((d) => d.kind === 'credit_note')!;
  }

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

describe('the quarter’s export', () => {
  const quarter = () => quarterKey(quarterAt(new Date()));
  const exportAs = (token: string | null, key = quarter()) =>
    getFunction(backend, 'invoice-export', { quarter: key }, token);

  it('gives the owner every document of the quarter as PDFs and a CSV', async () => {
    const res = await exportAs(owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoices-${quarter()}.zip"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const { rows: docs } = await backend.db.query<IssuedRow>(
      'select number, kind, refers_to, total_ht, total_tva, total_ttc from invoices order by issued_at, number',
    );
    expect(docs.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(files).sort()).toEqual(
      [...docs.map((d) => `${d.number}.pdf`), `invoices-${quarter()}.csv`].sort(),
    );
    for (const doc of docs) expect((await readPdf(files[`${doc.number}.pdf`]!)).text).toContain(doc.number);
    // Rendered one after another with the others, the Arabic one still reads in reading order.
    const arabicPdf = await readPdf(files[`${(await invoiceOf(arabic)).number}.pdf`]!);
    expect(arabicPdf.text).toContain('المجموع مع احتساب الرسوم');

    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[`invoices-${quarter()}.csv`]!);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = csv.slice(1).trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 6)).toEqual(['number', 'kind', 'refers_to', 'date', 'order', 'customer']);
    const cell = (line: string, name: string) => line.split(',')[columns.indexOf(name)]!;
    expect(lines.map((line) => cell(line, 'number'))).toEqual(docs.map((d) => d.number));
    for (const [i, doc] of docs.entries()) {
      const sign = doc.kind === 'credit_note' ? -1 : 1;
      expect(cell(lines[i]!, 'kind')).toBe(doc.kind);
      expect(cents(cell(lines[i]!, 'TTC'))).toBe(sign * cents(doc.total_ttc));
      const perRate = (prefix: string) =>
        columns.filter((c) => c.startsWith(`${prefix} `)).reduce((s, c) => s + cents(cell(lines[i]!, c)), 0);
      expect([perRate('HT'), perRate('TVA')]).toEqual([
        sign * cents(doc.total_ht),
        sign * cents(doc.total_tva),
      ]);
    }
  });

  it('is the owner’s only: 401 without a valid token, 403 for a customer, 400 for a bad quarter', async () => {
    const anonymous = await exportAs(backend.config.anonKey);
    expect(anonymous.status).toBe(401);
    expect((await exportAs(null)).status).toBe(401);
    const customerAnswer = await exportAs(customer);
    expect(customerAnswer.status).toBe(403);
    expect(await customerAnswer.json()).toMatchObject({ code: 'not_shop_owner' });
    for (const bad of ['2026-Q5', 'Q4-2026', '']) {
      const answer = await exportAs(owner.accessToken, bad);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid_quarter' });
    }
  });
});
