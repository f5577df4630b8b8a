/**
 * A capture is trusted only when PayPal took what the order should be charged: the amount and
 * currency create-checkout asked PayPal for (paypalCharge of the order's total). Anything else leaves
 * the order unpaid and is flagged for the owner, with the reason logged.
 */
import type { Logger } from './http.ts';
import { paypalCharge } from './rules/money.ts';
import type { OrderRecord, OrdersRepo, PaymentFlag } from './orders.ts';
import type { PaypalCapture } from './paypal.ts';

type Amount = { currency_code: string; value: string };

const cents = (value: string) => Math.round(Number(value) * 100);

/** Why this capture cannot pay for the order, or null when it matches the charge exactly. */
export function chargeMismatch(order: OrderRecord, captured: Amount | undefined): string | null {
  const expected = paypalCharge(order.total, order.currency);
  const owed = `${expected.value} ${expected.currency_code}`;
  if (!captured || typeof captured.value !== 'string' || !Number.isFinite(Number(captured.value))) {
    return `PayPal reported a capture without a readable amount; the order should be charged ${owed}.`;
  }
  if (captured.currency_code !== expected.currency_code || cents(captured.value) !== cents(expected.value)) {
    return `PayPal captured ${captured.value} ${captured.currency_code}; the order should be charged ${owed}.`;
  }
  return null;
}

/** The order_payment_flags row for a capture the shop did not take as payment, and why. */
export function paymentFlag(
  order: OrderRecord,
  capture: PaypalCapture | undefined,
  where: Pick<PaymentFlag, 'source' | 'paypal_order_id'>,
  reason: string,
): PaymentFlag {
  return {
    order_id: order.id,
    reason,
    ...where,
    paypal_capture_id: capture?.id ?? null,
    expected: paypalCharge(order.total, order.currency),
    received: capture?.amount ?? null,
  };
}

export interface CaptureCheckDeps {
  orders: OrdersRepo;
  log: Logger;
}

/**
 * True when the completed capture may mark the order paid. Otherwise the reason is logged and the
 * order flagged (once per reason), and the caller leaves the order as it is.
 */
export async function captureMatchesOrder(
  deps: CaptureCheckDeps,
  order: OrderRecord,
  capture: PaypalCapture | undefined,
  where: Pick<PaymentFlag, 'source' | 'paypal_order_id'>,
): Promise<boolean> {
  const reason = chargeMismatch(order, capture?.amount);
  if (!reason) return true;
  deps.log(`Order ${order.id} left unpaid and flagged for review: ${reason}`);
  await deps.orders.flagPayment(paymentFlag(order, capture, where, reason));
  return false;
}
