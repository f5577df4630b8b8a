import { assertEquals } from '../../_test/assert.ts';
import { CSV_HEADER, invoicesCsv } from './csv.ts';
import type { InvoiceDocument } from './document.ts';

const invoice = {
  number: 'F-2026-000001',
  kind: 'invoice',
  refers_to: null,
  issued_at: '2026-12-31T23:30:00Z',
  order_number: 'ZLJ-1001',
  buyer: { name: 'Durand, "Amina"', email: 'a@example.com' },
  rates: [
    { rate: 7, ht: 130.82, tva: 9.16, ttc: 139.98 },
    { rate: 20, ht: 37.5, tva: 7.5, ttc: 45 },
  ],
  total_ht: 168.32,
  total_tva: 16.66,
  total_ttc: 184.98,
} as unknown as InvoiceDocument;
const creditNote = {
  ...invoice,
  number: 'A-2026-000001',
  kind: 'credit_note',
  refers_to: 'F-2026-000001',
  buyer: { name: '=HYPERLINK("x")', email: '' },
  rates: [{ rate: 20, ht: 37.5, tva: 7.5, ttc: 45 }],
  total_ht: 37.5,
  total_tva: 7.5,
  total_ttc: 45,
} as unknown as InvoiceDocument;

Deno.test('one row per document, credit notes negative, quoted and safe for a spreadsheet', () => {
  const csv = invoicesCsv([invoice, creditNote], 'Africa/Casablanca');
  assertEquals(csv.startsWith('\ufeff'), true);
  const [header, first, second, end] = csv.slice(1).split('\r\n');
  assertEquals(header, CSV_HEADER.join(','));
  assertEquals(
    header,
    'number,kind,refers_to,date,order,customer,HT 0%,HT 7%,HT 10%,HT 14%,HT 20%,TVA 0%,TVA 7%,TVA 10%,TVA 14%,TVA 20%,HT,TVA,TTC',
  );
  // 23:30 UTC on 31 December is 1 January in Casablanca.
  assertEquals(
    first,
    'F-2026-000001,invoice,,2027-01-01,ZLJ-1001,"Durand, ""Amina""",0.00,130.82,0.00,0.00,37.50,0.00,9.16,0.00,0.00,7.50,168.32,16.66,184.98',
  );
  assertEquals(
    second,
    `A-2026-000001,credit_note,F-2026-000001,2027-01-01,ZLJ-1001,"'=HYPERLINK(""x"")",0.00,0.00,0.00,0.00,-37.50,0.00,0.00,0.00,0.00,-7.50,-37.50,-7.50,-45.00`,
  );
  assertEquals(end, '');
});
