import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

export interface StatusMove {
  orderId: string;
  to: string;
  note?: string;
  carrier?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  /** A parcel that came back: why, and whether its pieces go back on the shelf (yes unless damaged). */
  returned?: { reason: NonNullable<Tables<'orders'>['returned_reason']>; restock: boolean };
}

/**
 * rpc owner_set_order_status: the database checks the caller is the owner and that the move is
 * allowed (PT409 with a sentence saying why not), records it on the timeline and queues the mail.
 * A parcel that came back goes through owner_mark_returned, which also restocks it (or not) and
 * writes the owner's note.
 */
export async function setOrderStatus(move: StatusMove) {
  if (move.to === 'returned' && move.returned) {
    const { reason, restock } = move.returned;
    await request(getDatabase, (supabase) =>
      supabase.rpc('owner_mark_returned', {
        p_order_id: move.orderId,
        p_reason: reason,
        p_restock: restock,
        p_note: move.note || undefined,
      }),
    );
    return;
  }
  await request(getDatabase, (supabase) =>
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
