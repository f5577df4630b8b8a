import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { markPaypalCancelled, usePaypalAttempt, type PaypalAttempt } from '@/features/checkout';

import { useCapturePaypalOrder } from './api/capture-paypal-order';

export interface PaypalReturn {
  /** The shopper cancelled on PayPal, in this tab or in the PayPal tab this one is waiting for. */
  cancelled: boolean;
  capturing: boolean;
  /** The PayPal order placed from this browser, if it was (its approval link and bag lines). */
  attempt: PaypalAttempt | null;
  /** Going back to PayPal: the page waits for the payment again. */
  retry: () => void;
}

/**
 * Back from PayPal (?paypal=return&token=...): capture the payment exactly once, then tidy the URL so
 * a reload or a shared link does not look like a fresh return. Back from a cancel (?paypal=cancel):
 * note it for every tab of this browser, so the one still waiting for the payment stops waiting.
 */
export function usePaypalReturn(orderId: string): PaypalReturn {
  const [params, setParams] = useSearchParams();
  const capture = useCapturePaypalOrder(orderId);
  const attempt = usePaypalAttempt(orderId);
  const started = useRef(false);
  const returned = params.get('paypal') === 'return' && Boolean(params.get('token'));
  const cancelledHere = params.get('paypal') === 'cancel';

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    markPaypalCancelled(orderId, false);
    capture.mutate(undefined, {
      onError: (error) => console.warn('PayPal capture failed; the page keeps checking the order:', error),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [returned, capture, setParams, orderId]);

  useEffect(() => {
    if (cancelledHere) markPaypalCancelled(orderId, true);
  }, [cancelledHere, orderId]);

  return {
    cancelled: cancelledHere || attempt?.cancelled === true,
    capturing: capture.isPending,
    attempt,
    retry() {
      markPaypalCancelled(orderId, false);
      if (cancelledHere) setParams({}, { replace: true });
    },
  };
}
