/**
 * The two tables of a document: its lines (description, quantity, unit price, HT, TVA rate, TVA, TTC),
 * repeated under their headings on every page they run onto, and the summary (HT, TVA and TTC per rate
 * beside the grand totals). A credit note's lines carry what they give back (TTC and rate); its split
 * into HT and TVA is per rate, in the summary, as the database computed it.
 */
import type { InvoiceDocument, InvoiceLine } from './document.ts';
import { type DocumentLocale, formatAmount, formatMad, formatRate } from './format.ts';
import { CONTENT_WIDTH, LEFT, RIGHT, type Sheet, STYLE } from './layout.ts';
import type { Align } from './pen.ts';
import type { InvoiceTextKey, InvoiceTexts } from './texts.ts';

interface Column {
  key: InvoiceTextKey;
  width: number;
  align: Align;
}

const NUMBERS: Column[] = [
  { key: 'quantity', width: 30, align: 'right' },
  { key: 'unitPrice', width: 62, align: 'right' },
  { key: 'ht', width: 62, align: 'right' },
  { key: 'rate', width: 42, align: 'right' },
  { key: 'tva', width: 56, align: 'right' },
  { key: 'ttc', width: 66, align: 'right' },
];
const LINE_COLUMNS: Column[] = [
  { key: 'description', width: CONTENT_WIDTH - NUMBERS.reduce((sum, c) => sum + c.width, 0), align: 'left' },
  ...NUMBERS,
];
/** Space between columns. */
const GAP = 6;
const PADDING = 4;

interface Row {
  height: number;
  /** Draws the row with its top at y. */
  draw(y: number): void;
}

/** A row of cells (each a list of texts), wrapped to its columns once, drawn where the caller says. */
function prepareRow(sheet: Sheet, columns: Column[], cells: string[][], style = STYLE.cell): Row {
  const { pen } = sheet;
  const lh = pen.lineHeight(style);
  const wrapped = columns.map((column, i) =>
    (cells[i] ?? []).flatMap((text) => pen.wrap(text, column.width - GAP, style)),
  );
  return {
    height: Math.max(...wrapped.map((lines) => lines.length)) * lh + 2 * PADDING,
    draw(y) {
      let x = LEFT;
      columns.forEach((column, i) => {
        const width = column.width - GAP;
        const left = column.align === 'right' ? x + GAP : x;
        wrapped[i]!.forEach((line, n) =>
          pen.line(line, left, y + PADDING + n * lh, style, { width, align: column.align }),
        );
        x += column.width;
      });
    },
  };
}

/** A table's headings on a shaded band (an Arabic order's in French and Arabic, one under the other). */
function headings(sheet: Sheet, columns: Column[], texts: InvoiceTexts) {
  const band = prepareRow(
    sheet,
    columns,
    columns.map((c) => [...texts.label(c.key)]),
    STYLE.header,
  );
  sheet.shade(
    LEFT,
    sheet.y,
    columns.reduce((sum, c) => sum + c.width, 0),
    band.height,
  );
  band.draw(sheet.y);
  sheet.y += band.height;
}

/** The cells of one line, description first. */
function lineCells(line: InvoiceLine, texts: InvoiceTexts): string[][] {
  const locale = texts.locale;
  const amount = (value: number | undefined) =>
    value === undefined ? '' : formatAmount(Number(value), locale);
  const rate = line.tva_rate === undefined ? '' : formatRate(Number(line.tva_rate), locale);
  const description =
    line.kind === 'item'
      ? [
          line.title ?? '',
          [line.size ? `${texts.inline('size')} ${line.size}` : '', line.sku ?? '']
            .filter(Boolean)
            .join(' · '),
          Number(line.discount) > 0
            ? `${texts.inline('discount')} -${formatAmount(Number(line.discount), locale)}`
            : '',
        ].filter(Boolean)
      : [texts.inline(line.kind === 'shipping' ? 'shipping' : 'refunded')];
  return [
    description,
    [line.quantity === undefined ? '' : String(line.quantity)],
    [amount(line.unit_price)],
    [amount(line.ht)],
    [rate],
    [amount(line.tva)],
    [amount(line.ttc)],
  ];
}

export function drawLines(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): void {
  sheet.ensure(60);
  headings(sheet, LINE_COLUMNS, texts);
  for (const line of doc.lines) {
    const cells = prepareRow(sheet, LINE_COLUMNS, lineCells(line, texts));
    sheet.ensure(cells.height, () => headings(sheet, LINE_COLUMNS, texts));
    cells.draw(sheet.y);
    sheet.y += cells.height;
    sheet.rule(sheet.y);
  }
}

const RATE_COLUMNS: Column[] = [
  { key: 'rate', width: 56, align: 'left' },
  { key: 'ht', width: 72, align: 'right' },
  { key: 'tva', width: 66, align: 'right' },
  { key: 'ttc', width: 76, align: 'right' },
];
const TOTALS_WIDTH = 215;

/** Per rate on the left, the grand totals on the right, kept together on one page. */
export function drawSummary(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): void {
  const { pen } = sheet;
  const locale: DocumentLocale = texts.locale;
  const rateRows = doc.rates.map((r) => [
    [formatRate(r.rate, locale)],
    [formatAmount(r.ht, locale)],
    [formatAmount(r.tva, locale)],
    [formatAmount(r.ttc, locale)],
  ]);
  const lh = pen.lineHeight(STYLE.total);
  const needed = Math.max((doc.rates.length + 3) * 18 + 24, 3 * lh + 40);
  sheet.ensure(needed);
  const top = (sheet.y += 14);

  // Per rate.
  pen.line(texts.inline('perRate'), LEFT, sheet.y, STYLE.strong);
  sheet.y += pen.lineHeight(STYLE.strong) + 2;
  headings(sheet, RATE_COLUMNS, texts);
  for (const cells of rateRows) {
    const rateRow = prepareRow(sheet, RATE_COLUMNS, cells);
    rateRow.draw(sheet.y);
    sheet.y += rateRow.height;
  }
  const ratesBottom = sheet.y;

  // Grand totals.
  const x = RIGHT - TOTALS_WIDTH;
  const totals: [InvoiceTextKey, number, boolean][] = [
    ['totalHt', doc.total_ht, false],
    ['totalTva', doc.total_tva, false],
    [doc.kind === 'credit_note' ? 'creditTotal' : 'totalTtc', doc.total_ttc, true],
  ];
  let y = top;
  for (const [key, value, grand] of totals) {
    const style = grand ? STYLE.total : STYLE.body;
    const labels = texts.label(key);
    const height = labels.length * pen.lineHeight(style) + 8;
    if (grand) sheet.shade(x, y, TOTALS_WIDTH, height);
    labels.forEach((label, n) => pen.line(label, x + 6, y + 4 + n * pen.lineHeight(style), style));
    pen.line(formatMad(value, locale), x, y + 4, style, { width: TOTALS_WIDTH - 6, align: 'right' });
    y += height;
  }
  sheet.y = Math.max(ratesBottom, y) + 10;
}
