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
function headings(sheet: Sheet, columns: Column[], texts: InvoiceTexts): Row {
  const band = prepareRow(
    sheet,
    columns,
    columns.map((c) => [...texts.label(c.key)]),
    STYLE.header,
  );
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  return {
    height: band.height,
    draw(y) {
      sheet.shade(LEFT, y, width, band.height);
      band.draw(y);
    },
  };
}

/** Draws a row at the sheet's y and moves below it. */
function put(sheet: Sheet, row: Row) {
  row.draw(sheet.y);
  sheet.y += row.height;
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
  const head = headings(sheet, LINE_COLUMNS, texts);
  const rows = doc.lines.map((line) => prepareRow(sheet, LINE_COLUMNS, lineCells(line, texts)));
  // The headings never end a page alone: they go with the first line.
  sheet.ensure(head.height + (rows[0]?.height ?? 0));
  put(sheet, head);
  for (const row of rows) {
    sheet.ensure(row.height, () => put(sheet, head));
    put(sheet, row);
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
  const title = pen.lineHeight(STYLE.strong) + 2;
  const head = headings(sheet, RATE_COLUMNS, texts);
  const rows = doc.rates.map((r) =>
    prepareRow(sheet, RATE_COLUMNS, [
      [formatRate(r.rate, locale)],
      [formatAmount(r.ht, locale)],
      [formatAmount(r.tva, locale)],
      [formatAmount(r.ttc, locale)],
    ]),
  );
  const totals = (
    [
      ['totalHt', doc.total_ht, STYLE.body],
      ['totalTva', doc.total_tva, STYLE.body],
      [doc.kind === 'credit_note' ? 'creditTotal' : 'totalTtc', doc.total_ttc, STYLE.total],
    ] as const
  ).map(([key, value, style]) => {
    const labels = texts.label(key);
    return { labels, value, style, height: labels.length * pen.lineHeight(style) + 8 };
  });
  const ratesHeight = title + head.height + rows.reduce((sum, row) => sum + row.height, 0);
  const totalsHeight = totals.reduce((sum, t) => sum + t.height, 0);
  sheet.ensure(14 + Math.max(ratesHeight, totalsHeight));
  const top = (sheet.y += 14);

  pen.line(texts.inline('perRate'), LEFT, sheet.y, STYLE.strong);
  sheet.y += title;
  put(sheet, head);
  for (const row of rows) put(sheet, row);

  const x = RIGHT - TOTALS_WIDTH;
  let y = top;
  for (const { labels, value, style, height } of totals) {
    if (style === STYLE.total) sheet.shade(x, y, TOTALS_WIDTH, height);
    labels.forEach((label, n) => pen.line(label, x + 6, y + 4 + n * pen.lineHeight(style), style));
    pen.line(formatMad(value, locale), x, y + 4, style, { width: TOTALS_WIDTH - 6, align: 'right' });
    y += height;
  }
  sheet.y = Math.max(sheet.y, y) + 10;
}
