/**
 * Moves an order's payment state by PayPal's truth only: what a capture (or PayPal's order,
 * when already captured) says. Only pending payments move; paid, failed and refunded are final here.
 * A completed capture pays the order only when it took exactly what the order should be charged, and
 * never sells stock the order no longer holds.
 */
import { HttpError, type Logger } from './http.ts';
import type { OrderRecord, OrdersRepo, OrderStatus, PaymentStatus } from './orders.ts';
import { refundLatePayment } from './late-payment.ts';
import { captureMatchesOrder } from './payment-check.ts';
import {
  captureOutcome,
  PaypalError,
  type PaymentOutcome,
  type PaypalCapture,
  type PaypalClient,
  type PaypalOrder,
} from './paypal.ts';

export interface OrderState {
  payment_status: PaymentStatus;
  order_status: OrderStatus;
}

const stateOf = (order: OrderRecord): OrderState => ({
  payment_status: order.payment_status,
  order_status: order.order_status,
});

export interface SettleDeps {
  orders: OrdersRepo;
  paypal: PaypalClient;
  log: Logger;
}

export interface SettledState extends OrderState {
  /** The payment was not trusted or came too late: flagged for the owner (and refunded if late). */
  flagged?: true;
}

type Where = { source: 'webhook' | 'capture'; paypal_order_id: string | null };

/**
 * Records the outcome in the database (record_payment decides under the order's lock: paid and
 * confirmed, cancelled with its stock returned, or, for an order cancelled meanwhile, taken again
 * when the stock allows). A paid order the database would not take back is refunded and flagged.
 */
export async function applyOutcome(
  deps: SettleDeps,
  order: OrderRecord,
  outcome: PaymentOutcome,
  paid?: { capture: PaypalCapture | undefined; where: Where },
): Promise<SettledState> {
  if (order.payment_status !== 'pending' || outcome === 'pending') return stateOf(order);
  const recorded = await deps.orders.recordPayment(order.id, outcome, paid?.capture?.id);
  if (recorded.action !== 'refund') {
    return { payment_status: recorded.payment_status, order_status: recorded.order_status };
  }
  const { refunded } = await refundLatePayment(
    deps,
    order,
    paid?.capture,
    paid?.where ?? {
      source: 'capture',
      paypal_order_id: order.paypal_order_id,
    },
  );
  return {
    payment_status: refunded ? 'refunded' : recorded.payment_status,
    order_status: 'cancelled',
    flagged: true,
  };
}

/**
 * Applies what a capture says. A completed one is first checked against the order's charge; a
 * mismatch leaves the order as it is (flagged), whichever way PayPal told us about it.
 */
export async function settleCapture(
  deps: SettleDeps,
  order: OrderRecord,
  outcome: PaymentOutcome,
  capture: PaypalCapture | undefined,
  where: Where,
): Promise<SettledState> {
  if (order.payment_status !== 'pending' || outcome !== 'paid') {
    return applyOutcome(deps, order, outcome);
  }
  if (!(await captureMatchesOrder(deps, order, capture, where))) return { ...stateOf(order), flagged: true };
  return applyOutcome(deps, order, 'paid', { capture, where });
}

/** PayPal's order must be the one we created for this order (custom_id = our id). */
function belongsTo(paypalOrder: PaypalOrder, order: OrderRecord): boolean {
  return (
    paypalOrder.purchase_units?.some((u) => u.custom_id === order.id || u.reference_id === order.id) ?? false
  );
}

export async function captureAndSettle(deps: SettleDeps, order: OrderRecord): Promise<SettledState> {
  if (order.payment_status !== 'pending') return stateOf(order);
  if (!order.paypal_order_id) throw new HttpError(409, 'This order has no PayPal payment to capture.');
  let paypalOrder: PaypalOrder;
  try {
    paypalOrder = await deps.paypal.captureOrder(order.paypal_order_id);
  } catch (error) {
    if (!(error instanceof PaypalError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') {
      paypalOrder = await deps.paypal.getOrder(order.paypal_order_id);
    } else if (error.issue === 'ORDER_NOT_APPROVED') {
      return stateOf(order); // the buyer has not approved (yet, or cancelled): nothing moved
    } else if (error.issue === 'INSTRUMENT_DECLINED') {
      return applyOutcome(deps, order, 'failed');
    } else {
      deps.log(`PayPal capture of ${order.paypal_order_id} failed`, error);
      throw new HttpError(502, 'PayPal could not confirm the payment right now. Please try again.');
    }
  }
  if (!belongsTo(paypalOrder, order)) {
    deps.log(`PayPal order ${paypalOrder.id} does not belong to order ${order.id}`);
    throw new HttpError(409, 'This PayPal payment does not belong to this order.');
  }
  const capture = paypalOrder.purchase_units?.flatMap((u) => u.payments?.captures ?? [])[0];
  return settleCapture(deps, order, captureOutcome(paypalOrder), capture, {
    source: 'capture',
    paypal_order_id: paypalOrder.id,
  });
}
