import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useCapturePaypalOrder } from './api/capture-paypal-order';

/**
 * Back from PayPal (?paypal=return&token=...): capture the payment exactly once, then tidy the URL so
 * a reload or a shared link does not look like a fresh return. Returns whether the buyer cancelled.
 */
export function usePaypalReturn(orderId: string): { cancelled: boolean; capturing: boolean } {
  const [params, setParams] = useSearchParams();
  const capture = useCapturePaypalOrder(orderId);
  const started = useRef(false);
  const returned = params.get('paypal') === 'return' && Boolean(params.get('token'));

  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    capture.mutate(undefined, {
      onError: (error) => console.warn('PayPal capture failed; the page keeps checking the order:', error),
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [returned, capture, setParams]);

  return { cancelled: params.get('paypal') === 'cancel', capturing: capture.isPending };
}
