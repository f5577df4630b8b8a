import { useMutation, useQuery } from '@tanstack/react-query';

import { downloadFunctionFile } from '@/lib/function-file';
import { arrayOf, boolean, nullable, number, oneOf, record, text, type JsonReader } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import { InvoicesChecks } from '@/types/database.types';

import { orderQueryKey } from './get-order';

/** An invoice or credit note of an order, as get_order_documents lists it (amounts in MAD). */
export interface OrderDocument {
  number: string;
  kind: (typeof InvoicesChecks.kind)[number];
  issued_at: string;
  refers_to: string | null;
  total_ttc: number;
}

const readDocuments: JsonReader<{ documents: OrderDocument[]; waiting: boolean }> = record({
  documents: arrayOf(
    record({
      number: text,
      kind: oneOf(InvoicesChecks.kind),
      issued_at: text,
      refers_to: nullable(text),
      total_ttc: number,
    }),
  ),
  waiting: boolean,
});

/**
 * rpc get_order_documents: the order's invoice and credit notes, and whether its invoice is still to
 * come (paid, but the shop's settings are not complete), for whoever may read the order. Kept under
 * `readsUnder`, the query key of the screen's own reads of the order, so whatever refreshes the order
 * there (a refund adds a credit note) refreshes its documents too.
 */
export function useOrderDocuments(orderId: string, readsUnder: readonly unknown[] = orderQueryKey(orderId)) {
  // readsUnder names this order (the order page's key, or the owner's).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return useQuery({
    queryKey: [...readsUnder, 'documents'],
    queryFn: async () => {
      const answer = await request(getDatabase, (database) =>
        database.rpc('get_order_documents', { p_order_id: orderId }),
      );
      return answer === null ? null : readDocuments(answer, 'get_order_documents');
    },
  });
}

/**
 * The document's PDF from the invoice function, as a download. The function gives it to the order's
 * signed-in customer and to the owner, and to whoever holds the order link with the order's e-mail: the
 * order page sends both (a guest's order has no account to sign in to), the owner's screen neither.
 */
export function useDownloadDocument(orderId: string, orderEmail?: string) {
  return useMutation({
    mutationFn: (number: string) =>
      downloadFunctionFile(
        'invoice',
        orderEmail ? { number, order: orderId, email: orderEmail } : { number },
        `${number}.pdf`,
      ),
  });
}
