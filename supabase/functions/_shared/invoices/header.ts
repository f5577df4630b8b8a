/**
 * The top of the first page: the seller with every legal identifier on the left; the title, number,
 * date, order and payment on the right (a credit note also names the invoice it corrects); then the
 * buyer. Labels and values are drawn apart, in two columns, so a French-and-Arabic label never has
 * to share a bidi line with a number.
 */
import { countryNameIn } from '../rules/country-name.ts';
import { INTL_LOCALE } from '../rules/locales.ts';
import type { InvoiceDocument } from './document.ts';
import { formatDate } from './format.ts';
import { INK, LEFT, MUTED, RIGHT, type Sheet, STYLE } from './layout.ts';
import type { TextStyle } from './pen.ts';
import type { InvoiceTextKey, InvoiceTexts } from './texts.ts';

const SELLER_WIDTH = 280;
const META_LEFT = 330;

/** Label | value rows from y; answers the y below them. */
function pairs(
  sheet: Sheet,
  rows: [string, string][],
  x: number,
  width: number,
  y: number,
  valueStyle: TextStyle,
  alignValue: 'left' | 'right',
): number {
  const { pen } = sheet;
  const labelStyle = STYLE.small;
  const labelWidth = Math.max(...rows.map(([label]) => pen.width(label, labelStyle))) + 8;
  const lh = Math.max(pen.lineHeight(labelStyle), pen.lineHeight(valueStyle));
  for (const [label, value] of rows) {
    pen.line(label, x, y, labelStyle);
    y += pen.paragraph(value, x + labelWidth, y, width - labelWidth, valueStyle, alignValue) || lh;
  }
  return y;
}

function seller(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): number {
  const { pen } = sheet;
  const s = doc.seller;
  let y = sheet.y;
  y += pen.paragraph(s.legal_name, LEFT, y, SELLER_WIDTH, STYLE.name);
  y += pen.paragraph(s.legal_address, LEFT, y, SELLER_WIDTH, { ...STYLE.body, color: MUTED }) + 4;
  const ids: [InvoiceTextKey, string | null][] = [
    ['ice', s.ice],
    ['ifNumber', s.if_number],
    ['rc', s.rc],
    ['patente', s.patente],
    ['tvaRegistration', s.tva_registration],
  ];
  const rows = ids
    .filter(([, value]) => value)
    .map(([key, value]): [string, string] => [texts.inline(key), value!]);
  return pairs(sheet, rows, LEFT, SELLER_WIDTH, y, { size: 8, color: INK }, 'left');
}

function paymentText(method: string, texts: InvoiceTexts): string {
  if (method === 'paypal') return texts.inline('paypal');
  if (method === 'cod') return texts.inline('cod');
  return method;
}

function meta(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): number {
  const { pen } = sheet;
  const width = RIGHT - META_LEFT;
  const title = texts.inline(doc.kind === 'invoice' ? 'invoice' : 'creditNote');
  let y = sheet.y + pen.paragraph(title, META_LEFT, sheet.y, width, STYLE.title, 'right') + 4;
  const rows: [string, string][] = [[texts.inline('number'), doc.number]];
  if (doc.refers_to) rows.push([texts.inline('refersTo'), doc.refers_to]);
  rows.push(
    [texts.inline('date'), formatDate(doc.issued_at, doc.seller.time_zone, texts.locale)],
    [texts.inline('order'), doc.order_number],
    [texts.inline('payment'), paymentText(doc.payment_method, texts)],
  );
  y = pairs(sheet, rows, META_LEFT, width, y, STYLE.strong, 'right');
  return y;
}

function buyer(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): void {
  const { pen } = sheet;
  const { name, email, address } = doc.buyer;
  const lines = [
    address?.address,
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    address?.country ? countryNameIn(address.country, INTL_LOCALE[texts.locale]) : '',
    email,
  ].filter((line): line is string => Boolean(line));
  let y = sheet.y;
  texts.label('buyer').forEach((label) => {
    pen.line(label, LEFT, y, STYLE.header);
    y += pen.lineHeight(STYLE.header);
  });
  y += pen.paragraph(name, LEFT, y, SELLER_WIDTH, STYLE.strong);
  for (const line of lines) y += pen.paragraph(line, LEFT, y, SELLER_WIDTH, STYLE.body);
  sheet.rule(sheet.y - 6, LEFT, LEFT + SELLER_WIDTH);
  sheet.y = y + 14;
}

export function drawHeader(sheet: Sheet, doc: InvoiceDocument, texts: InvoiceTexts): void {
  const bottom = Math.max(seller(sheet, doc, texts), meta(sheet, doc, texts));
  sheet.y = bottom + 24;
  buyer(sheet, doc, texts);
}
