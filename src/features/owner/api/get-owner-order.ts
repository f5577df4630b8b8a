import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase, request } from '@/lib/supabase';

/**
 * One order as the owner sees it: the row, its lines, its timeline (who moved it, when, why), any
 * payment the shop refused to trust, its refunds and returns with their pieces, and for cash on delivery
 * its WhatsApp confirmation and the customer's answers. Null when there is no such order
 * (or the caller is no owner: RLS).
 */
export async function getOwnerOrder(orderId: string) {
  const data = await request(getSupabase, (supabase) =>
    supabase
      .from('orders')
      .select(
        '*, order_items(*), order_events(*), order_payment_flags(*), refunds(*, refund_items(*)), return_requests(*, return_request_items(*)), whatsapp_outbox(status, delivery_status, sent_at), whatsapp_replies(outcome, received_at)',
      )
      .eq('id', orderId)
      .maybeSingle(),
  );
  if (!data) return null;
  const byTime = (a: { at: string; id: number }, b: { at: string; id: number }) =>
    a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1;
  const byCreation = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1;
  return {
    ...data,
    order_events: [...data.order_events].sort(byTime),
    refunds: [...data.refunds].sort(byCreation),
    return_requests: [...data.return_requests].sort(byCreation),
  };
}

export type OwnerOrder = NonNullable<Awaited<ReturnType<typeof getOwnerOrder>>>;

export const ownerOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['owner', 'order', orderId], queryFn: () => getOwnerOrder(orderId) });

export const useOwnerOrder = (orderId: string) => useQuery(ownerOrderQueryOptions(orderId));
