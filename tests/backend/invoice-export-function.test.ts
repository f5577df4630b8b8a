/**
 * The owner's quarterly export (invoice-export, issue #33) on the whole local stack: a customer's
 * PayPal order with a refund's credit note and a guest's Arabic order, then the quarter as a ZIP of
 * every document's PDF and a CSV whose rows match what the database issued (credit notes negative).
 * Only the owner gets it.
 */
import { unzipSync } from 'fflate';
import { startBackend } from '../../embedded-backend/src/server';
import { quarterAt, quarterKey } from '../../supabase/functions/_shared/rules/shop-calendar';
import { signedInClient, type RunningBackend } from './helpers/api';
import {
  cents,
  documentsOf,
  getFunction,
  type IssuedRow,
  paidOrder,
  type Placed,
  prepareShop,
  refundJar,
  SHOP_ITEMS,
} from './helpers/invoices';
import { readPdf } from './helpers/pdf';

let backend: RunningBackend;
let owner: string;
let customer: string;
let arabic: Placed;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  await prepareShop(backend);
  owner = (await signedInClient(backend, 'owner-export@example.com', { app_metadata: { role: 'owner' } }))
    .accessToken;
  customer = (await signedInClient(backend, 'customer-export@example.com')).accessToken;
  const email = 'customer-export@example.com';
  const english = await paidOrder(backend, {
    items: SHOP_ITEMS,
    locale: 'en',
    payment: 'paypal',
    email,
    token: customer,
    to: 'FR',
  });
  await refundJar(backend, owner, english);
  arabic = await paidOrder(backend, {
    items: SHOP_ITEMS,
    locale: 'ar',
    payment: 'paypal',
    email: 'guest-export@example.com',
    name: 'ليلى العلوي',
  });
}, 180_000);
afterAll(() => backend?.stop());

// The documents were issued a moment ago: in the quarter that is now in Casablanca.
const quarter = () => quarterKey(quarterAt(new Date()));
const exportAs = (token: string | null, key = quarter()) =>
  getFunction(backend, 'invoice-export', { quarter: key }, token);

it('gives the owner every document of the quarter as PDFs and a CSV', async () => {
  const res = await exportAs(owner);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoices-${quarter()}.zip"`);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const { rows: docs } = await backend.db.query<IssuedRow>(
    'select number, kind, refers_to, total_ht, total_tva, total_ttc from invoices order by issued_at, number',
  );
  expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
  expect(Object.keys(files).sort()).toEqual(
    [...docs.map((d) => `${d.number}.pdf`), `invoices-${quarter()}.csv`].sort(),
  );
  for (const doc of docs) expect((await readPdf(files[`${doc.number}.pdf`]!)).text).toContain(doc.number);
  const arabicInvoice = (await documentsOf(backend, arabic.id))[0]!;
  expect((await readPdf(files[`${arabicInvoice.number}.pdf`]!)).text).toContain('المجموع مع احتساب الرسوم');

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
    expect(cell(lines[i]!, 'refers_to')).toBe(doc.refers_to ?? '');
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
  expect((await exportAs(backend.config.anonKey)).status).toBe(401);
  expect((await exportAs(null)).status).toBe(401);
  const customerAnswer = await exportAs(customer);
  expect(customerAnswer.status).toBe(403);
  expect(await customerAnswer.json()).toMatchObject({ code: 'not_shop_owner' });
  for (const bad of ['2026-Q5', 'Q4-2026', '']) {
    const answer = await exportAs(owner, bad);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_quarter' });
  }
});

it('gives an empty quarter as a CSV with its header only', async () => {
  const files = unzipSync(new Uint8Array(await (await exportAs(owner, '2001-Q1')).arrayBuffer()));
  expect(Object.keys(files)).toEqual(['invoices-2001-Q1.csv']);
  expect(new TextDecoder().decode(files['invoices-2001-Q1.csv']!).trimEnd().split('\r\n')).toHaveLength(1);
});
