/**
 * The quarter's documents as a table for the accountant: one row per invoice or credit note, in the
 * order issued. UTF-8 with a byte-order mark (so spreadsheet programs read the accents and Arabic
 * names), comma-separated, lines ending CRLF, fields quoted when they hold a comma, quote or line break
 * (RFC 4180); amounts in MAD with a dot and two decimals; dates as YYYY-MM-DD in the shop's time zone.
 *
 * Credit notes are NEGATIVE and say `credit_note` (with the invoice they correct in `refers_to`): a
 * column's sum is then the quarter's net HT, TVA or TTC, as the TVA return wants it.
 */
import { TVA_RATES } from '../rules/tva.ts';
import type { InvoiceDocument } from './document.ts';
import { isoDate } from './format.ts';

const rateColumns = (prefix: string) => TVA_RATES.map((rate) => `${prefix} ${rate}%`);

export const CSV_HEADER = [
  'number',
  'kind',
  'refers_to',
  'date',
  'order',
  'customer',
  ...rateColumns('HT'),
  ...rateColumns('TVA'),
  'HT',
  'TVA',
  'TTC',
];

/**
 * A text cell as a spreadsheet must read it: quoted when needed, and a customer's name that starts
 * like a formula (=, +, -, @) prefixed with an apostrophe, so opening the file runs nothing.
 */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** MAD with two decimals, negative for a credit note (in whole centimes: no float drift). */
const amount = (value: number, sign: number) => ((sign * Math.round(value * 100)) / 100).toFixed(2);

function row(doc: InvoiceDocument, timeZone: string): string {
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  const atRate = (rate: number) => doc.rates.find((r) => Number(r.rate) === rate);
  return [
    text(doc.number),
    doc.kind,
    text(doc.refers_to ?? ''),
    isoDate(doc.issued_at, timeZone),
    text(doc.order_number),
    text(doc.buyer.name),
    ...TVA_RATES.map((rate) => amount(atRate(rate)?.ht ?? 0, sign)),
    ...TVA_RATES.map((rate) => amount(atRate(rate)?.tva ?? 0, sign)),
    amount(doc.total_ht, sign),
    amount(doc.total_tva, sign),
    amount(doc.total_ttc, sign),
  ].join(',');
}

export function invoicesCsv(docs: InvoiceDocument[], timeZone: string): string {
  return `\ufeff${[CSV_HEADER.join(','), ...docs.map((doc) => row(doc, timeZone))].join('\r\n')}\r\n`;
}
