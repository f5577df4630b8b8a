/**
 * The page an invoice is laid out on: A4, its margins, the few sizes and greys the document uses, and a
 * sheet that knows where the next block goes and starts a new page when a block would not fit above the
 * footer (each page's footer is written at the end, once the number of pages is known).
 */
import type { Pen, PdfDoc, TextStyle } from './pen.ts';

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_WIDTH = RIGHT - LEFT;

export const INK = '#1f1f1f';
export const MUTED = '#5f5f5f';
export const RULE = '#c8c8c8';
export const SHADE = '#f2efe9';

export const STYLE = {
  title: { size: 17, bold: true },
  name: { size: 12, bold: true },
  body: { size: 9 },
  strong: { size: 9, bold: true },
  small: { size: 8, color: MUTED },
  header: { size: 7.5, bold: true, color: MUTED },
  cell: { size: 8.5 },
  total: { size: 10, bold: true },
} satisfies Record<string, TextStyle>;

/** A hairline across the page (or from `from` to `to`). */
export function rule(doc: PdfDoc, y: number, from = LEFT, to = RIGHT): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(RULE).stroke();
}

export class Sheet {
  /** The top of the next block. */
  y: number = PAGE.margin;

  constructor(
    readonly pen: Pen,
    /** How low blocks may go: the top of the footer. */
    readonly bottom: number,
  ) {}

  get doc() {
    return this.pen.doc;
  }

  /** Room for `height` more points on this page, or a new page (then `onNewPage` draws its headings). */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = PAGE.margin;
    onNewPage?.();
  }

  rule(y: number, from = LEFT, to = RIGHT): void {
    rule(this.doc, y, from, to);
  }

  shade(x: number, y: number, width: number, height: number): void {
    this.doc.rect(x, y, width, height).fillColor(SHADE).fill();
  }
}
