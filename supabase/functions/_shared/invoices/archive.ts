/**
 * A quarter's documents for the accountant in one ZIP: each invoice and credit note as `<number>.pdf`
 * and the table of them all as `invoices-<quarter>.csv` (csv.ts). PDFs are stored as they are (their
 * streams are compressed already); the table is deflated.
 */
import { zipSync, type Zippable } from 'fflate';
import { invoicesCsv } from './csv.ts';
import type { InvoiceDocument } from './document.ts';

export async function quarterArchive(
  quarter: string,
  docs: InvoiceDocument[],
  timeZone: string,
  render: (doc: InvoiceDocument) => Promise<Uint8Array>,
): Promise<Uint8Array<ArrayBuffer>> {
  const files: Zippable = {};
  // One after another: rendering is CPU work, and one document at a time keeps memory flat.
  for (const doc of docs)
    files[`${doc.number}.pdf`] = [await render(doc), { level: 0, mtime: new Date(doc.issued_at) }];
  files[`invoices-${quarter}.csv`] = [new TextEncoder().encode(invoicesCsv(docs, timeZone)), { level: 6 }];
  // zipSync writes into a buffer of its own (an ArrayBuffer), which a Response can send.
  return zipSync(files) as Uint8Array<ArrayBuffer>;
}
