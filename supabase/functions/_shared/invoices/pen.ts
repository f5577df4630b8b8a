/**
 * Writing text on the page: one line at a place, aligned in a box, or a paragraph wrapped to a width.
 * Every line goes through bidi.ts, so Arabic, French and numbers can share a line, each piece in its
 * font and the line read in the right order (see there). pdfkit draws each piece; the pen only decides
 * where.
 */
// @ts-types="npm:@types/pdfkit@0.17.6"
import type PDFDocument from 'pdfkit';
import { type Direction, paragraphDirection, type Piece, pieces } from './bidi.ts';
import type { FontRole, InvoiceFonts } from './fonts.ts';
import { INK } from './layout.ts';

/** A pdfkit document (@types/pdfkit types the module's export as the document). */
export type PdfDoc = typeof PDFDocument;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export type Align = 'left' | 'right' | 'center';

export interface Box {
  /** The box's width; without it the text starts at x (or ends there, aligned right). */
  width?: number;
  align?: Align;
  direction?: Direction;
}

/** Lines are 1.45 em apart: Naskh's marks reach well above and below the Latin letters. */
const LINE_HEIGHT = 1.45;
/** The baseline sits 1.05 em below a line's top, leaving room for Arabic marks above. */
const BASELINE = 1.05;

export class Pen {
  constructor(
    readonly doc: PdfDoc,
    fonts: InvoiceFonts,
  ) {
    // Registered by name, so pdfkit embeds each font once per document and finds it again by name.
    // pdfkit 0.20 takes a parsed fontkit font (so the parse is shared); @types/pdfkit 0.17 predates that.
    for (const [role, font] of Object.entries(fonts)) doc.registerFont(role, font as unknown as Uint8Array);
  }

  lineHeight = (style: TextStyle) => style.size * LINE_HEIGHT;

  private use(piece: Piece, style: TextStyle) {
    const role: FontRole = `${piece.arabic ? 'arabic' : 'latin'}${style.bold ? 'Bold' : ''}`;
    this.doc.font(role).fontSize(style.size);
  }

  private measure(parts: Piece[], style: TextStyle): number[] {
    return parts.map((piece) => {
      this.use(piece, style);
      return this.doc.widthOfString(piece.text);
    });
  }

  width(text: string, style: TextStyle): number {
    return this.measure(pieces(text), style).reduce((sum, w) => sum + w, 0);
  }

  /** One line whose top is at y; answers its width. */
  line(text: string, x: number, y: number, style: TextStyle, box: Box = {}): number {
    const parts = pieces(text, box.direction ?? 'auto');
    const widths = this.measure(parts, style);
    const total = widths.reduce((sum, w) => sum + w, 0);
    const align = box.align ?? 'left';
    const room = box.width ?? 0;
    let left = align === 'left' ? x : align === 'right' ? x + room - total : x + (room - total) / 2;
    const placed = parts.map((piece, i) => {
      const at = left;
      left += widths[i]!;
      return { piece, at };
    });
    this.doc.fillColor(style.color ?? INK);
    // Written in reading order (see bidi.ts): extraction then reads the line as a person does.
    for (const { piece, at } of placed.sort((a, b) => a.piece.start - b.piece.start)) {
      if (!piece.text.trim()) continue;
      this.use(piece, style);
      this.doc.text(piece.text, at, y + style.size * BASELINE, { lineBreak: false, baseline: 'alphabetic' });
    }
    return total;
  }

  /**
   * The lines a text wraps into at a width, by words (a word longer than the width keeps its line).
   * Each word is measured once and a line is the sum of its words and spaces: kerning across a space
   * is too small to matter for where a line breaks.
   */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const space = this.width(' ', style);
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let current = '';
      let used = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const w = this.width(word, style);
        if (current && used + space + w > width) {
          lines.push(current);
          current = '';
        }
        used = current ? used + space + w : w;
        current = current ? `${current} ${word}` : word;
      }
      if (current) lines.push(current);
    }
    return lines;
  }

  /** A wrapped paragraph from y; answers the height it took. Every line keeps the paragraph's direction. */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: Align = 'left',
  ): number {
    const lines = this.wrap(text, width, style);
    const direction = paragraphDirection(text);
    lines.forEach((line, i) =>
      this.line(line, x, y + i * this.lineHeight(style), style, { width, align, direction }),
    );
    return lines.length * this.lineHeight(style);
  }
}
