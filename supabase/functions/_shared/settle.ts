/**
 * Moves an order's payment state by PayPal's truth only: what a capture (or PayPal's order,
 * when already captured) says. Only pending orders move; paid, failed and refunded are final here.
 */
import { HttpError, type Logger } from './http.ts';
import type { OrderRecord, OrdersRepo, OrderStatus, PaymentStatus } from './orders.ts';
import {
  captureOutcome,
  PaypalError,
  type PaymentOutcome,
  type PaypalClient,
  type PaypalOrder,
} from './paypal.ts';

export interface OrderState {
  payment_status: PaymentStatus;
  order_status: OrderStatus;
}

const AFTER: Record<Exclude<PaymentOutcome, 'pending'>, OrderState> = {
  paid: { payment_status: 'paid', order_status: 'processing' },
  failed: { payment_status: 'failed', order_status: 'cancelled' },
};

const stateOf = (order: OrderRecord): OrderState => ({
  payment_status: order.payment_status,
  order_status: order.order_status,
});

export async function applyOutcome(
  orders: OrdersRepo,
  order: OrderRecord,
  outcome: PaymentOutcome,
): Promise<OrderState> {
  if (order.payment_status !== 'pending' || outcome === 'pending') return stateOf(order);
  const next = AFTER[outcome];
  await orders.update(order.id, next);
  return next;
}

/** PayPal's order must be the one we created for this order (custom_id = our id). */
function belongsTo(paypalOrder: PaypalOrder, order: OrderRecord): boolean {
  return (
    paypalOrder.purchase_units?.some((u) => u.custom_id === order.id || u.reference_id === order.id) ?? false
  );
}

export interface SettleDeps {
  orders: OrdersRepo;
  paypal: PaypalClient;
  log: Logger;
}

export async function captureAndSettle(deps: SettleDeps, order: OrderRecord): Promise<OrderState> {
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
      return applyOutcome(deps.orders, order, 'failed');
    } else {
      deps.log(`PayPal capture of ${order.paypal_order_id} failed`, error);
      throw new HttpError(502, 'PayPal could not confirm the payment right now. Please try again.');
    }
  }
  if (!belongsTo(paypalOrder, order)) {
    deps.log(`PayPal order ${paypalOrder.id} does not belong to order ${order.id}`);
    throw new HttpError(409, 'This PayPal payment does not belong to this order.');
  }
  return applyOutcome(deps.orders, order, captureOutcome(paypalOrder));
}
