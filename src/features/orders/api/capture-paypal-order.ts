import { useMutation, useQueryClient } from '@tanstack/react-query';

import { getFunctions, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

import { orderQueryKey } from './get-order';

/** The order's state after the capture, as capture-paypal-order answers it. */
export type CaptureResult = Pick<Tables<'orders'>, 'payment_status' | 'order_status'>;

/** POST capture-paypal-order {order_id}: settles the payment once the buyer approved it on PayPal. */
export async function capturePaypalOrder(orderId: string): Promise<CaptureResult> {
  const data = await request(getFunctions, (functions) =>
    functions.invoke<CaptureResult>('capture-paypal-order', { body: { order_id: orderId } }),
  );
  if (!data) throw new Error('capture-paypal-order answered without a body');
  return data;
}

export function useCapturePaypalOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => capturePaypalOrder(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
