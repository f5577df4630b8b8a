/**
 * A payment PayPal completed for an order the shop had already cancelled (its hold expired, the
 * owner cancelled it, or the payment had failed) whose pieces could not be taken again. Selling it
 * would oversell, so the capture is refunded in full and the order flagged for the owner.
 */
import type { Logger } from './http.ts';
import type { OrderRecord, OrdersRepo, PaymentFlag } from './orders.ts';
import { PaypalError, type PaypalCapture, type PaypalClient } from './paypal.ts';
import { paymentFlag } from './payment-check.ts';

export interface LatePaymentDeps {
  orders: OrdersRepo;
  paypal: PaypalClient;
  log: Logger;
}

const WHY = 'PayPal completed a payment after the order was cancelled and its pieces were no longer held';

/** Refunds the capture (PayPal answers a repeat with the first refund) and flags the order. */
export async function refundLatePayment(
  deps: LatePaymentDeps,
  order: OrderRecord,
  capture: PaypalCapture | undefined,
  where: Pick<PaymentFlag, 'source' | 'paypal_order_id'>,
): Promise<{ refunded: boolean }> {
  const flag = (reason: string) => deps.orders.flagPayment(paymentFlag(order, capture, where, reason));
  let refunded = false;
  if (capture?.id) {
    try {
      await deps.paypal.refundCapture(capture.id);
      refunded = true;
    } catch (error) {
      // Refunded already (by an earlier delivery of the same news): the money is back either way.
      refunded = error instanceof PaypalError && error.issue === 'CAPTURE_FULLY_REFUNDED';
      if (!refunded) deps.log(`Refund of capture ${capture.id} for order ${order.id} failed`, error);
    }
  }
  if (!refunded) {
    await flag(`${WHY}; the automatic refund did not go through: refund it by hand.`);
    return { refunded };
  }
  await deps.orders.update(order.id, { payment_status: 'refunded' });
  await flag(`${WHY}; the capture was refunded in full.`);
  deps.log(`Order ${order.id}: late payment refunded (capture ${capture?.id}) and flagged for review`);
  return { refunded };
}
