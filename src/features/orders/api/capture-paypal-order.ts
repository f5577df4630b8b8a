import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { orderQueryOptions } from './get-order';

export interface CaptureResult {
  payment_status: string;
  order_status: string;
}

/** POST capture-paypal-order {order_id}: settles the payment once the buyer approved it on PayPal. */
export async function capturePaypalOrder(orderId: string): Promise<CaptureResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<CaptureResult>('capture-paypal-order', {
    body: { order_id: orderId },
  });
  if (error) throw error;
  if (!data) throw new Error('capture-paypal-order answered without a body');
  return data;
}

export function useCapturePaypalOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => capturePaypalOrder(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey }),
  });
}
