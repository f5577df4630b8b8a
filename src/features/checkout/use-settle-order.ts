import { useEffect } from 'react';

import { useCart } from '@/features/cart';
import type { Tables } from '@/types/database.types';

import { forgetPaypalAttempt, paypalAttempt } from './paypal-attempts';
import { clearDraftThatPlaced } from './placed-draft';

type OrderState = Pick<Tables<'orders'>, 'id' | 'payment_method' | 'payment_status'>;

/**
 * Once a PayPal order placed from this browser is paid, what it bought leaves the bag and the
 * checkout form is done with. Until then (waiting, cancelled on PayPal, declined) both stay, so the
 * shopper can pay again or change their mind without typing anything twice.
 */
export function useSettlePaidOrder(order: OrderState | null | undefined) {
  const { takeOut } = useCart();
  const paid = order?.payment_method === 'paypal' && order.payment_status === 'paid';
  const orderId = order?.id;
  useEffect(() => {
    if (!paid || !orderId) return;
    // Each tab keeps its own draft: the one that placed the order clears it, whichever tab saw the
    // payment first (and took the lines out of the shared bag).
    clearDraftThatPlaced(orderId);
    const attempt = paypalAttempt(orderId);
    if (!attempt) return;
    takeOut(attempt.lines);
    forgetPaypalAttempt(orderId);
  }, [paid, orderId, takeOut]);
}
