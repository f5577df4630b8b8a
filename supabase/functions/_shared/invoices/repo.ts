/**
 * Where issued documents are read, and as whom. A signed-in caller reads through their own token, so
 * the invoices table's RLS decides (the order's customer and the shop owner, nobody else). A guest,
 * whom RLS cannot know, proves the order with its id and its e-mail address; only then, and only for
 * that order, does the service role read. Nothing here writes: the database issues the documents.
 */
import type { AdminClient } from '../clients.ts';
import { shopTimeZone } from '../shop-settings.ts';
import { INVOICE_COLUMNS, type InvoiceDocument, toInvoiceDocument } from './document.ts';

export interface DocumentQuery {
  /** F-2026-000001 or A-2026-000001. */
  number?: string;
  /** An order's id: with a number, the document must belong to it; alone, it names the order's invoice. */
  orderId?: string;
}

/** The documents one caller may read. */
export interface DocumentReader {
  find(query: DocumentQuery): Promise<InvoiceDocument | null>;
  /** The order is paid but its invoice not issued yet (get_order_documents' `waiting`). */
  waiting(orderId: string): Promise<boolean>;
}

export interface InvoicesRepo {
  /** What RLS lets the holder of this access token read. */
  asCaller(accessToken: string): DocumentReader;
  /** A guest order's documents, for the order's id and e-mail (any case); null for anything else. */
  asGuest(orderId: string, email: string): Promise<DocumentReader | null>;
  /** The legal fields the shop's settings still lack to issue documents (empty when complete). */
  missingSettings(): Promise<string[]>;
  /** The shop's time zone, read as the owner (owner_shop_settings). */
  timeZone(accessToken: string): Promise<string>;
  /** Every document issued in [from, to), oldest first, read as the owner (RLS: all of them). */
  issuedBetween(accessToken: string, from: Date, to: Date): Promise<InvoiceDocument[]>;
}

/** PostgREST answers 401 to an expired or forged token: for a document, that is nobody's. */
const refusedToken = (error: { code?: string; status?: number } | null, status: number) =>
  status === 401 || error?.code === 'PGRST301' || error?.code === 'PGRST303';

function reader(client: AdminClient, onlyOrder?: string): DocumentReader {
  return {
    async find({ number, orderId }) {
      const order = onlyOrder ?? orderId;
      let query = client.from('invoices').select(INVOICE_COLUMNS);
      if (order) query = query.eq('order_id', order);
      query = number ? query.eq('number', number) : query.eq('kind', 'invoice');
      const { data, error, status } = await query.maybeSingle();
      if (error && !refusedToken(error, status)) throw error;
      return data ? toInvoiceDocument(data as Record<string, unknown>) : null;
    },
    async waiting(orderId) {
      if (onlyOrder && orderId !== onlyOrder) return false;
      const { data, error, status } = await client.rpc('get_order_documents', { p_order_id: orderId });
      if (error && !refusedToken(error, status)) throw error;
      return (data as { waiting?: boolean } | null)?.waiting === true;
    },
  };
}

const PAGE = 500;

export function supabaseInvoices(
  service: AdminClient,
  asCaller: (token: string) => AdminClient,
): InvoicesRepo {
  return {
    asCaller: (token) => reader(asCaller(token)),

    async asGuest(orderId, email) {
      const { data, error } = await service
        .from('orders')
        .select('user_id, customer_email')
        .eq('id', orderId)
        .maybeSingle();
      if (error) throw error;
      const matches =
        data !== null &&
        data.user_id === null &&
        data.customer_email.trim().toLowerCase() === email.trim().toLowerCase();
      return matches ? reader(service, orderId) : null;
    },

    async missingSettings() {
      const { data, error } = await service.rpc('owner_shop_settings');
      if (error) throw error;
      return (data as { missing_for_invoices?: string[] } | null)?.missing_for_invoices ?? [];
    },

    timeZone: (token) => shopTimeZone(asCaller(token)),

    async issuedBetween(token, from, to) {
      const client = asCaller(token);
      const documents: InvoiceDocument[] = [];
      // Page by page: PostgREST caps one answer (hosted: 1000 rows).
      for (let offset = 0; ; offset += PAGE) {
        const { data, error } = await client
          .from('invoices')
          .select(INVOICE_COLUMNS)
          .gte('issued_at', from.toISOString())
          .lt('issued_at', to.toISOString())
          .order('issued_at')
          .order('number')
          .range(offset, offset + PAGE - 1);
        if (error) throw error;
        documents.push(...data.map((row) => toInvoiceDocument(row as Record<string, unknown>)));
        if (data.length < PAGE) return documents;
      }
    },
  };
}
