/**
 * Reading a PDF back as a person (or a screen reader, or a search) would: pdf.js, Mozilla's PDF reader,
 * extracts each page's text, and the lines are rebuilt from where the text sits on the page (top to
 * bottom; on one line, in the order the file writes it, which for the invoices is reading order).
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfText {
  pages: number;
  /** Every page's lines, in order, whitespace collapsed. */
  lines: string[];
  /** The lines joined with newlines. */
  text: string;
  /** The document's metadata (Title, Author, ...). */
  info: Record<string, unknown>;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js may take over (detach) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const rows = new Map<number, string[]>();
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        const y = Math.round(item.transform[5]! * 2) / 2;
        rows.set(y, [...(rows.get(y) ?? []), item.str]);
      }
      for (const [, parts] of [...rows].sort(([a], [b]) => b - a)) {
        const line = parts.join(' ').replace(/\s+/g, ' ').trim();
        if (line) lines.push(line);
      }
    }
    const { info } = await pdf.getMetadata();
    return { pages: pdf.numPages, lines, text: lines.join('\n'), info: info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}
