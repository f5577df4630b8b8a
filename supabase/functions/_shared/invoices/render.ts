/**
 * An issued invoice or credit note as a PDF (A4), in the order's language (texts.ts): the seller's legal
 * identity, the buyer, the lines with HT, TVA rate, TVA and TTC, the totals per rate and the grand totals
 * in MAD, the exemption text when a 0 % rate appears, and the shop's footer on every page.
 *
 * Runs in Deno (the functions) and Node (benchmark, tests): the fonts come in parsed (fonts.ts).
 * The document's dates are the issue date, so the same invoice gives the same PDF every time.
 */
// @ts-types="npm:@types/pdfkit@0.17.6"
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './document.ts';
import { forgetGlyphs, type InvoiceFonts } from './fonts.ts';
import { drawNotes, prepareFooter } from './footer.ts';
import { drawHeader } from './header.ts';
import { PAGE, Sheet } from './layout.ts';
import { Pen, type PdfDoc } from './pen.ts';
import { drawLines, drawSummary } from './tables.ts';
import { invoiceTexts } from './texts.ts';

/** The bytes pdfkit streams out, once it has ended. */
function collect(doc: PdfDoc): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(bytes);
    });
  });
}

export function renderInvoice(
  invoice: InvoiceDocument,
  fonts: InvoiceFonts,
): Promise<Uint8Array<ArrayBuffer>> {
  forgetGlyphs(fonts);
  const texts = invoiceTexts(invoice.locale);
  const issued = new Date(invoice.issued_at);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    // No standard font: pdfkit would otherwise load Helvetica's metrics for nothing.
    font: '',
    bufferPages: true,
    lang: invoice.locale === 'en' ? 'en' : 'fr',
    info: {
      Title: `${texts.inline(invoice.kind === 'invoice' ? 'invoice' : 'creditNote')} ${invoice.number}`,
      Author: invoice.seller.legal_name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const bytes = collect(doc);
  const pen = new Pen(doc, fonts);
  const footer = prepareFooter(pen, invoice);
  const sheet = new Sheet(pen, PAGE.height - PAGE.margin - footer.height - 8);

  drawHeader(sheet, invoice, texts);
  drawLines(sheet, invoice, texts);
  drawSummary(sheet, invoice, texts);
  drawNotes(sheet, invoice, texts);

  const { start, count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page++) {
    doc.switchToPage(start + page);
    footer.draw(page + 1, count);
  }
  doc.end();
  return bytes;
}
