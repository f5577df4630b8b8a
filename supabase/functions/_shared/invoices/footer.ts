/**
 * What closes a document: the currency it is in and, when a 0 % rate appears, the exemption text the
 * law asks for (shop_settings.tva_exemption_text, as issued); and on every page the shop's footer text,
 * its legal identity on one line, and the document's number with the page.
 */
import { hasExemptRate, type InvoiceDocument } from './document.ts';
import { CONTENT_WIDTH, LEFT, PAGE, rule, type Sheet, STYLE } from './layout.ts';
import type { Pen } from './pen.ts';
import type { InvoiceTexts } from './texts.ts';

export function drawNotes(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): void {
  const { pen } = sheet;
  const notes = [...new Set(texts.label('currency'))];
  if (hasExemptRate(doc)) notes.push(doc.seller.tva_exemption_text);
  for (const note of notes) {
    const height = pen.wrap(note, CONTENT_WIDTH, STYLE.body).length * pen.lineHeight(STYLE.body);
    sheet.ensure(height);
    sheet.y += pen.paragraph(note, LEFT, sheet.y, CONTENT_WIDTH, STYLE.body) + 2;
  }
}

export interface Footer {
  height: number;
  draw(page: number, pages: number): void;
}

/** The footer, wrapped once; each page draws it with its number. */
export function prepareFooter(pen: Pen, doc: InvoiceDocument): Footer {
  const s = doc.seller;
  const legal = [
    s.legal_name,
    `ICE ${s.ice}`,
    `IF ${s.if_number}`,
    `RC ${s.rc}`,
    `Patente ${s.patente}`,
  ].join(' · ');
  const style = STYLE.small;
  const lh = pen.lineHeight(style);
  const lines = [
    ...(s.invoice_footer ? pen.wrap(s.invoice_footer, CONTENT_WIDTH, style) : []),
    ...pen.wrap(legal, CONTENT_WIDTH, style),
  ];
  const height = (lines.length + 1) * lh + 10;
  return {
    height,
    draw(page, pages) {
      let y = PAGE.height - PAGE.margin - height + 10;
      rule(pen.doc, y - 6);
      for (const line of lines) {
        pen.line(line, LEFT, y, style, { width: CONTENT_WIDTH, align: 'center' });
        y += lh;
      }
      pen.line(`${doc.number} · ${page}/${pages}`, LEFT, y, style, {
        width: CONTENT_WIDTH,
        align: 'right',
      });
    },
  };
}
