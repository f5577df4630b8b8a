import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase, request } from '@/lib/supabase';

export interface StatusMove {
  orderId: string;
  to: string;
  note?: string;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/**
 * rpc owner_set_order_status: the database checks the caller is the owner and that the move is
 * allowed (PT409 with a sentence saying why not), records it on the timeline and queues the mail.
 */
export async function setOrderStatus(move: StatusMove) {
  await request(getSupabase, (supabase) =>
    supabase.rpc('owner_set_order_status', {
      p_order_id: move.orderId,
      p_to_status: move.to,
      p_note: move.note || undefined,
      p_carrier: move.carrier || undefined,
      p_tracking_number: move.trackingNumber || undefined,
      p_tracking_url: move.trackingUrl || undefined,
    }),
  );
}

/** After a move every owner list and the order itself may have changed: re-read them all. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner'] }),
  });
}
