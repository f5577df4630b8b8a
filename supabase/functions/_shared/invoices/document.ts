/**
 * An issued invoice or credit note as the `invoices` table holds it (migration
 * 20261207000100_invoices.sql): everything the PDF prints is in the row, frozen when it was issued, so
 * the document reads the same whatever later happens to the order, the catalogue or the settings.
 * Amounts are MAD, positive on credit notes too (the kind says which way the money goes).
 */
export type InvoiceKind = 'invoice' | 'credit_note';

export interface InvoiceLine {
  kind: 'item' | 'shipping' | 'amount';
  title?: string;
  size?: string | null;
  sku?: string | null;
  quantity?: number;
  unit_price?: number;
  discount?: number;
  ttc: number;
  tva_rate?: number;
  /** On invoice lines; a credit note carries its split per rate only (see `rates`). */
  tva?: number;
  ht?: number;
}

export interface RateTotals {
  rate: number;
  ht: number;
  tva: number;
  ttc: number;
}

export interface Seller {
  legal_name: string;
  legal_address: string;
  ice: string;
  if_number: string;
  rc: string;
  patente: string;
  tva_registration: string | null;
  invoice_footer: string | null;
  tva_exemption_text: string;
  time_zone: string;
}

export interface Buyer {
  name: string;
  email: string;
  phone?: string | null;
  address?: { address?: string; city?: string; postalCode?: string | null; country?: string | null } | null;
}

export interface InvoiceDocument {
  number: string;
  kind: InvoiceKind;
  /** The invoice a credit note corrects. */
  refers_to: string | null;
  issued_at: string;
  order_number: string;
  payment_method: string;
  locale: string;
  buyer: Buyer;
  seller: Seller;
  lines: InvoiceLine[];
  rates: RateTotals[];
  total_ht: number;
  total_tva: number;
  total_ttc: number;
}

/** The columns a document is read with (the same for the PDF and the export). */
export const INVOICE_COLUMNS =
  'number, kind, refers_to, issued_at, order_number, payment_method, locale, buyer, seller, lines, rates, total_ht, total_tva, total_ttc';

/**
 * A row as PostgREST returns it: the numeric(10,2) totals may come as strings (the jsonb parts hold
 * JSON numbers already).
 */
export function toInvoiceDocument(row: Record<string, unknown>): InvoiceDocument {
  const doc = row as unknown as InvoiceDocument;
  return {
    ...doc,
    total_ht: Number(doc.total_ht),
    total_tva: Number(doc.total_tva),
    total_ttc: Number(doc.total_ttc),
  };
}

/** A 0 % rate on the document: its exemption text must be printed. */
export const hasExemptRate = (doc: InvoiceDocument) =>
  doc.rates.some((r) => r.rate === 0) || doc.lines.some((line) => Number(line.tva_rate) === 0);
