import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

export interface ReturnMove {
  returnId: string;
  to: 'approved' | 'received' | 'rejected';
  /** Why, when rejecting: the customer reads it. */
  reason?: string;
}

/**
 * rpc owner_set_return_status: the database checks the caller is the owner and that the move is
 * allowed (PT409 with a sentence saying why not), writes the timeline and queues the customer's mail.
 */
async function setReturnStatus(move: ReturnMove) {
  await request(getDatabase, (supabase) =>
    supabase.rpc('owner_set_return_status', {
      p_return_id: move.returnId,
      p_to_status: move.to,
      p_reason: move.reason || undefined,
    }),
  );
}

/** After a move the order and every owner list may have changed: re-read them all. */
export function useSetReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReturnStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner'] }),
  });
}
