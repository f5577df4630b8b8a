import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { getCodRecord } from './get-cod-record';

/**
 * One order as the owner sees it: the row, its lines, its timeline (who moved it, when, why), any
 * payment the shop refused to trust, its refunds and returns with their pieces, the owner's own notes,
 * and for a cash order its customer's cash-on-delivery record, its WhatsApp confirmation and the
 * customer's answers. Null when there is no such order (or the caller is no owner: RLS).
 */
export async function getOwnerOrder(orderId: string) {
  const data = await request(getDatabase, (supabase) =>
    supabase
      .from('orders')
      .select(
        '*, order_items(*), order_events(*), order_payment_flags(*), refunds(*, refund_items(*)), return_requests(*, return_request_items(*)), order_owner_notes(*), whatsapp_outbox(status, delivery_status, sent_at), whatsapp_replies(outcome, received_at)',
      )
      .eq('id', orderId)
      .maybeSingle(),
  );
  if (!data) return null;
  const codRecord = data.payment_method === 'cod' ? await getCodRecord(orderId) : null;
  const byTime = (a: { at: string; id: number }, b: { at: string; id: number }) =>
    a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1;
  const byCreation = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1;
  return {
    ...data,
    cod_record: codRecord,
    order_events: [...data.order_events].sort(byTime),
    refunds: [...data.refunds].sort(byCreation),
    return_requests: [...data.return_requests].sort(byCreation),
    // Identity ids grow with time: the oldest note first.
    order_owner_notes: [...data.order_owner_notes].sort((a, b) => a.id - b.id),
  };
}

export type OwnerOrder = NonNullable<Awaited<ReturnType<typeof getOwnerOrder>>>;

export const ownerOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['owner', 'order', orderId], queryFn: () => getOwnerOrder(orderId) });

export const useOwnerOrder = (orderId: string) => useQuery(ownerOrderQueryOptions(orderId));
