/**
 * Captures as Payments v2 shows them: the money taken, PayPal's fee on it, and a status that follows
 * the refunds (COMPLETED -> PARTIALLY_REFUNDED -> REFUNDED).
 */
import { randomId } from '../http';
import { captureFeeMinor, fromMinor, toMinor, type Money } from './money';
import type { PaypalOrder } from './orders';

export type CaptureStatus = 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface PaypalCapture {
  id: string;
  status: CaptureStatus;
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  create_time: string;
  update_time: string;
}

/** The sandbox merchant (PayPal's `payee` of a capture, `payer` of a refund). */
export const SANDBOX_MERCHANT = {
  email_address: 'merchant@sandbox.paypal.local',
  merchant_id: 'ZELLJSANDBXMA',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The capture of one purchase unit: its amount without the breakdown, and the fee PayPal keeps. */
export function newCapture(unit: PaypalOrder['purchase_units'][number], now: string): PaypalCapture {
  const { currency_code: currency, value } = unit.amount;
  const gross = toMinor(value, currency);
  const fee = captureFeeMinor(gross, currency);
  return {
    id: randomId('', 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    status: 'COMPLETED',
    amount: { currency_code: currency, value },
    final_capture: true,
    custom_id: text(unit.custom_id),
    invoice_id: text(unit.invoice_id),
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: { currency_code: currency, value },
      paypal_fee: fromMinor(fee, currency),
      net_amount: fromMinor(gross - fee, currency),
    },
    create_time: now,
    update_time: now,
  };
}

/** self, refund (while something is left to refund) and up (the order), as PayPal links a capture. */
export function captureLinks(capture: PaypalCapture, orderId: string, base: string) {
  const self = `${base}/v2/payments/captures/${capture.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    ...(capture.status === 'REFUNDED' ? [] : [{ href: `${self}/refund`, rel: 'refund', method: 'POST' }]),
    { href: `${base}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' },
  ];
}

/** GET /v2/payments/captures/{id}: the capture with its order id and merchant, as Payments v2 answers. */
export function presentCapture(capture: PaypalCapture, order: PaypalOrder, base: string) {
  return {
    ...capture,
    supplementary_data: { related_ids: { order_id: order.id } },
    payee: SANDBOX_MERCHANT,
    links: captureLinks(capture, order.id, base),
  };
}

export function findCapture(
  orders: Iterable<PaypalOrder>,
  captureId: string,
): { capture: PaypalCapture; order: PaypalOrder } | undefined {
  for (const order of orders) {
    for (const unit of order.purchase_units) {
      const capture = unit.payments?.captures.find((c) => c.id === captureId);
      if (capture) return { capture, order };
    }
  }
  return undefined;
}
