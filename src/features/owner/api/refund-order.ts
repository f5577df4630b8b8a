import { useMutation, useQueryClient } from '@tanstack/react-query';

import { functionError } from '@/lib/function-refusal';
import { getFunctions } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

/** What the owner asks refund-order for: pieces (with "put back in stock"), the shipping, or an amount. */
export interface RefundAsk {
  order_id: string;
  lines: { order_item_id: string; quantity: number; restock: boolean }[];
  shipping: boolean;
  /** MAD; without it the pieces' worth and the shipping. */
  amount_mad?: number;
  reason: string;
  /** The received return these pieces came back with: the refund's success ends it. */
  return_id?: string;
}

/**
 * POST refund-order: a new refund ({order_id, ...}) or a pending one carried on ({refund_id}). The
 * function checks the caller is the owner; the database keeps the refund within what was paid and
 * bought; PayPal gives the money back. A refusal comes back as a FunctionRefusedError with its code,
 * and so does "PayPal did not answer" (502), which leaves the refund pending.
 */
async function callRefundOrder(body: RefundAsk | { refund_id: string }): Promise<Tables<'refunds'>> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke<Tables<'refunds'>>('refund-order', { body });
  if (error) throw await functionError(error, { serverErrors: true });
  if (!data?.id) throw new Error('refund-order answered without a refund');
  return data;
}

/** After a refund the order, its lines' stock and every owner list may have changed: re-read them all. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callRefundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner'] }),
  });
}
