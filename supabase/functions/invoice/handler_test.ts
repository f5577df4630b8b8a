/**
 * The invoice and invoice-export handlers with the database side faked (who may read what is RLS's and
 * is proven on the real stack in tests/backend/invoice-function.test.ts): what each caller gets, that a
 * refusal never says whether a document exists, the 409 wording, and the files' names and types.
 */
import { unzipSync } from 'fflate';
import { assert, assertEquals, assertMatch } from '../_test/assert.ts';
import { fakeUsers, ownerToken, userToken } from '../_test/fakes.ts';
import type { InvoiceDocument } from '../_shared/invoices/document.ts';
import type { InvoiceDeps } from '../_shared/invoices/deps.ts';
import { invoiceFonts } from '../_shared/invoices/fonts.ts';
import type { DocumentReader, InvoicesRepo } from '../_shared/invoices/repo.ts';
import { createInvoiceExportHandler } from '../invoice-export/handler.ts';
import { createInvoiceHandler } from './handler.ts';

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000c1';
const GUEST_ORDER = '7a1f0000-0000-4000-8000-0000000000a2';
const WAITING_ORDER = '7a1f0000-0000-4000-8000-0000000000a3';
const ANON = `x.${btoa(JSON.stringify({ role: 'anon' }))}.y`;

const doc = (number: string, orderId: string, owner: string | null): InvoiceDocument & Owned => ({
  number,
  kind: 'invoice',
  refers_to: null,
  issued_at: '2026-11-15T10:00:00Z',
  order_number: `ZLJ-${number.slice(-4)}`,
  payment_method: 'paypal',
  locale: 'fr',
  buyer: { name: 'Amina Benali', email: 'amina@example.com' },
  seller: {
    legal_name: 'Zellij SARL',
    legal_address: 'Fès',
    ice: '001234567000089',
    if_number: '1',
    rc: '2',
    patente: '3',
    tva_registration: null,
    invoice_footer: null,
    tva_exemption_text: 'Exonéré',
    time_zone: 'Africa/Casablanca',
  },
  lines: [
    { kind: 'item', title: 'Fig and Anise Jam', quantity: 1, ttc: 75, tva_rate: 7, tva: 4.91, ht: 70.09 },
  ],
  rates: [{ rate: 7, ht: 70.09, tva: 4.91, ttc: 75 }],
  total_ht: 70.09,
  total_tva: 4.91,
  total_ttc: 75,
  orderId,
  owner,
});
interface Owned {
  orderId: string;
  owner: string | null;
}

const DOCS = [
  doc('F-2026-000001', '7a1f0000-0000-4000-8000-0000000000a1', CUSTOMER),
  doc('F-2026-000002', GUEST_ORDER, null),
];

function fakeInvoices(missing: string[]): InvoicesRepo {
  const reader = (may: (d: Owned) => boolean, onlyOrder?: string): DocumentReader => ({
    find: ({ number, orderId }) =>
      Promise.resolve(
        DOCS.find(
          (d) =>
            may(d) &&
            (!onlyOrder || d.orderId === onlyOrder) &&
            (!orderId || d.orderId === orderId) &&
            (!number || d.number === number),
        ) ?? null,
      ),
    waiting: (orderId) => Promise.resolve(orderId === WAITING_ORDER && (!onlyOrder || onlyOrder === orderId)),
  });
  return {
    asCaller: (token) => {
      const [kind, id] = token.split(':');
      return reader((d) => kind === 'owner' || (kind === 'user' && d.owner === id));
    },
    asGuest: (orderId, email) =>
      Promise.resolve(
        [GUEST_ORDER, WAITING_ORDER].includes(orderId) && email.toLowerCase() === 'guest@example.com'
          ? reader((d) => d.owner === null, orderId)
          : null,
      ),
    missingSettings: () => Promise.resolve(missing),
    timeZone: () => Promise.resolve('Africa/Casablanca'),
    issuedBetween: (_token, from, to) =>
      Promise.resolve(DOCS.filter((d) => new Date(d.issued_at) >= from && new Date(d.issued_at) < to)),
  };
}

const deps = (missing: string[] = []): InvoiceDeps => ({
  invoices: fakeInvoices(missing),
  users: fakeUsers,
  fonts: () => invoiceFonts((url) => Deno.readFile(url)),
  log: () => {},
});

const get = (handler: (req: Request) => Promise<Response>, path: string, token?: string) =>
  handler(
    new Request(`http://functions.local/${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );

Deno.test('the order’s customer and the owner get the PDF, named by its number', async () => {
  const invoice = createInvoiceHandler(() => deps());
  for (const token of [userToken(CUSTOMER, 'amina@example.com'), ownerToken('o', 'owner@example.com')]) {
    const res = await get(invoice, 'invoice?number=F-2026-000001', token);
    assertEquals(res.status, 200);
    assertEquals(res.headers.get('content-type'), 'application/pdf');
    assertEquals(res.headers.get('content-disposition'), 'attachment; filename="F-2026-000001.pdf"');
    assertEquals(res.headers.get('access-control-allow-origin'), '*');
    assertEquals(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)), '%PDF-');
  }
});

Deno.test(
  'a guest gets their order’s documents with its e-mail in any case, nobody else anything',
  async () => {
    const invoice = createInvoiceHandler(() => deps());
    const guest = await get(
      invoice,
      `invoice?number=F-2026-000002&order=${GUEST_ORDER}&email=GUEST@example.com`,
    );
    assertEquals(guest.status, 200);
    await guest.body?.cancel();

    const refusals = [
      await get(invoice, 'invoice?number=F-2026-000001', userToken('someone-else', 'x@example.com')),
      await get(invoice, 'invoice?number=F-2026-000001', ANON),
      await get(invoice, 'invoice?number=F-2026-000001'),
      await get(invoice, `invoice?number=F-2026-000002&order=${GUEST_ORDER}&email=other@example.com`),
      await get(invoice, `invoice?number=F-2026-000001&order=${GUEST_ORDER}&email=guest@example.com`),
      await get(invoice, 'invoice?number=F-2026-999999', userToken(CUSTOMER, 'amina@example.com')),
      await get(invoice, 'invoice?number=F-26-1&order=not-an-id'),
    ];
    const bodies = await Promise.all(refusals.map(async (res) => `${res.status} ${await res.text()}`));
    assertEquals(new Set(bodies).size, 1);
    assertMatch(bodies[0]!, /^404 \{"error":"unknown_invoice","message":"No invoice matches this link/);
  },
);

Deno.test(
  'an order whose invoice waits for the legal details answers 409 naming them, to who may see it',
  async () => {
    const invoice = createInvoiceHandler(() => deps(['legal_name', 'ice']));
    const res = await get(invoice, `invoice?order=${WAITING_ORDER}&email=guest@example.com`);
    assertEquals(res.status, 409);
    const body = await res.json();
    assertEquals(body.error, 'invoice_settings_incomplete');
    assertEquals(body.missing, ['legal_name', 'ice']);
    assertMatch(body.message, /lack the legal name and ICE\./);
    const stranger = await get(invoice, `invoice?order=${WAITING_ORDER}&email=nobody@example.com`);
    assertEquals(stranger.status, 404);
    await stranger.body?.cancel();
    const nothing = await get(invoice, 'invoice');
    assertEquals([nothing.status, (await nothing.json()).error], [400, 'invalid_request']);
  },
);

Deno.test('the export is the owner’s: a ZIP of the quarter’s PDFs and its CSV', async () => {
  const exporter = createInvoiceExportHandler(() => deps());
  const owner = ownerToken('o', 'owner@example.com');
  assertEquals((await get(exporter, 'invoice-export?quarter=2026-Q4')).status, 401);
  const customer = await get(
    exporter,
    'invoice-export?quarter=2026-Q4',
    userToken(CUSTOMER, 'a@example.com'),
  );
  assertEquals([customer.status, (await customer.json()).code], [403, 'not_shop_owner']);
  const bad = await get(exporter, 'invoice-export?quarter=2026-Q5', owner);
  assertEquals([bad.status, (await bad.json()).code], [400, 'invalid_quarter']);

  const res = await get(exporter, 'invoice-export?quarter=2026-Q4', owner);
  assertEquals(res.headers.get('content-disposition'), 'attachment; filename="invoices-2026-Q4.zip"');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  assertEquals(Object.keys(files).sort(), ['F-2026-000001.pdf', 'F-2026-000002.pdf', 'invoices-2026-Q4.csv']);
  const csv = new TextDecoder().decode(files['invoices-2026-Q4.csv']);
  assert(csv.includes('F-2026-000002,invoice,,2026-11-15,ZLJ-0002,Amina Benali,'), csv);
  const empty = await get(exporter, 'invoice-export?quarter=2026-Q1', owner);
  assertEquals(Object.keys(unzipSync(new Uint8Array(await empty.arrayBuffer()))), ['invoices-2026-Q1.csv']);
});
