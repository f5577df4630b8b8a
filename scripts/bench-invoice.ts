/**
 * `npm run bench:invoice`: how long the invoice PDF takes to render (supabase/functions/_shared/invoices),
 * in English, French and Arabic (French and Arabic side by side), for an invoice of 12 lines at three
 * TVA rates with shipping, and a credit note. Prints the first render (which parses the fonts) and the
 * median and 95th percentile of the next ones. Goal: under 300 ms per document. A benchmark, not a test.
 *   --runs N   renders per document after the first (default 60)
 */
import { readFile } from 'node:fs/promises';
import type { InvoiceDocument, InvoiceLine } from '../supabase/functions/_shared/invoices/document';
import { invoiceFonts } from '../supabase/functions/_shared/invoices/fonts';
import { renderInvoice } from '../supabase/functions/_shared/invoices/render';
import { splitTtc, totalsPerRate } from '../supabase/functions/_shared/rules/tva';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 60) || 60;

const TITLES = ['Fes Blue Tea Bowl', 'Fig and Anise Jam', 'Thuya Burl Serving Board', 'Safi Terracotta Bowl'];
const RATES = [20, 7, 0, 20];

function invoice(locale: 'en' | 'fr' | 'ar'): InvoiceDocument {
  const lines: InvoiceLine[] = Array.from({ length: 12 }, (_, i) => {
    const quantity = 1 + (i % 3);
    const unit = 75 + i * 37.35;
    const ttc = Math.round(unit * quantity * 100) / 100;
    return {
      kind: 'item',
      title: `${TITLES[i % TITLES.length]} No. ${i + 1}`,
      size: i % 2 ? 'medium' : null,
      sku: `ZLJ-BEN-${String(i).padStart(3, '0')}`,
      quantity,
      unit_price: unit,
      discount: 0,
      tva_rate: RATES[i % RATES.length],
      ...splitTtc(ttc, RATES[i % RATES.length]!),
    };
  });
  lines.push({ kind: 'shipping', tva_rate: 20, ...splitTtc(150, 20) });
  const rates = totalsPerRate(lines.map((l) => ({ rate: l.tva_rate!, ttc: l.ttc })));
  const sum = (key: 'ht' | 'tva' | 'ttc') => rates.reduce((s, r) => s + Math.round(r[key] * 100), 0) / 100;
  return {
    number: 'F-2026-000042',
    kind: 'invoice',
    refers_to: null,
    issued_at: '2026-12-08T10:00:00Z',
    order_number: 'ZLJ-001042',
    payment_method: locale === 'fr' ? 'cod' : 'paypal',
    locale,
    buyer: {
      name: locale === 'ar' ? 'ليلى العلوي' : 'Amina Benali',
      email: 'amina@example.com',
      address: {
        address: locale === 'ar' ? 'زنقة الحرية 12' : '12 Derb Sidi Ahmed',
        city: 'Fes',
        country: 'MA',
      },
    },
    seller: {
      legal_name: 'Zellij SARL',
      legal_address: '12 Derb Sidi Ahmed, Fès Médina, 30110 Fès, Maroc',
      ice: '001234567000089',
      if_number: '45678912',
      rc: 'RC Fès 12345',
      patente: '10203040',
      tva_registration: '45678912',
      invoice_footer: 'Capital 100 000 MAD · Banque Populaire RIB 190 780 21211 5555555 0 00 12',
      tva_exemption_text: "Exonéré de TVA en vertu de l'article 91 du Code général des impôts",
      time_zone: 'Africa/Casablanca',
    },
    lines,
    rates,
    total_ht: sum('ht'),
    total_tva: sum('tva'),
    total_ttc: sum('ttc'),
  };
}

function creditNote(): InvoiceDocument {
  const line = { kind: 'item' as const, title: 'Fig and Anise Jam', quantity: 1, ttc: 75, tva_rate: 7 };
  return {
    ...invoice('ar'),
    number: 'A-2026-000007',
    kind: 'credit_note',
    refers_to: 'F-2026-000042',
    lines: [line],
    rates: totalsPerRate([{ rate: 7, ttc: 75 }]),
    ...(({ ht, tva, ttc }) => ({ total_ht: ht, total_tva: tva, total_ttc: ttc }))(splitTtc(75, 7)),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const started = performance.now();
const fonts = await invoiceFonts((url) => readFile(url));
const fontMs = performance.now() - started;
console.log(`fonts read and parsed: ${fontMs.toFixed(1)} ms; ${RUNS} renders per document after the first\n`);
console.log('document        first    median   p95      size');
const documents: [string, InvoiceDocument][] = [
  ['invoice en', invoice('en')],
  ['invoice fr', invoice('fr')],
  ['invoice ar', invoice('ar')],
  ['credit note ar', creditNote()],
];
let worst = 0;
for (const [name, doc] of documents) {
  let t = performance.now();
  const bytes = await renderInvoice(doc, fonts);
  const first = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await renderInvoice(doc, fonts);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  worst = Math.max(worst, median);
  const cell = (ms: number) => `${ms.toFixed(1)} ms`.padEnd(9);
  console.log(
    `${name.padEnd(16)}${cell(first)}${cell(median)}${cell(percentile(times, 0.95))}${(bytes.length / 1024).toFixed(1)} KB`,
  );
}
console.log(`\nslowest median ${worst.toFixed(1)} ms: ${worst < 300 ? 'within' : 'OVER'} the 300 ms goal`);
