/**
 * Orders v2 as the PayPal sandbox answers it: validation errors with PayPal's issue codes,
 * the CREATED -> APPROVED -> COMPLETED life cycle, and the 422s of a capture out of order.
 */
import { randomId } from '../http';
import { captureLinks, newCapture, type PaypalCapture } from './captures';
import { paypalError, type PaypalIssue } from './errors';
import { PAYPAL_CURRENCIES } from './money';

export interface PaypalOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: Array<
    Record<string, unknown> & {
      amount: { currency_code: string; value: string };
      /** Written by captureOrder; the objects are shared with the Payments v2 routes. */
      payments?: { captures: PaypalCapture[] };
    }
  >;
  payer?: Record<string, unknown>;
  create_time: string;
  update_time: string;
  returnUrl?: string;
  cancelUrl?: string;
  brandName?: string;
  /** Chosen on the sandbox approval page: decline makes the capture fail like a refused card. */
  outcome?: 'success' | 'decline';
}

export const paypalOrderId = () => randomId('', 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

function validateUnit(
  unit: unknown,
  index: number,
  issues: { syntax: PaypalIssue[]; business: PaypalIssue[] },
) {
  const field = `/purchase_units/@reference_id=='${isObject(unit) ? (unit.reference_id ?? 'default') : index}'/amount`;
  if (!isObject(unit) || !isObject(unit.amount)) {
    issues.syntax.push({
      field,
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field / parameter is missing.',
    });
    return;
  }
  const { currency_code: currency, value } = unit.amount;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    issues.syntax.push({
      field: `${field}/currency_code`,
      value: String(currency),
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: 'The value of a field does not conform to the expected format.',
    });
  } else if (!PAYPAL_CURRENCIES.has(currency)) {
    issues.business.push({
      field: `${field}/currency_code`,
      value: currency,
      issue: 'CURRENCY_NOT_SUPPORTED',
      description:
        'Currency code is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
    });
  }
  const decimals = currency === 'JPY' || currency === 'HUF' || currency === 'TWD' ? 0 : 2;
  const pattern = decimals === 0 ? /^\d{1,10}$/ : /^\d{1,10}(\.\d{1,2})?$/;
  if (typeof value !== 'string' || !pattern.test(value)) {
    const issue =
      typeof value === 'string' && /^\d+\.\d+$/.test(value)
        ? 'DECIMAL_PRECISION'
        : 'INVALID_PARAMETER_SYNTAX';
    (issue === 'DECIMAL_PRECISION' ? issues.business : issues.syntax).push({
      field: `${field}/value`,
      value: String(value),
      issue,
      description: 'The value of a field does not conform to the expected format.',
    });
  } else if (Number(value) <= 0) {
    issues.business.push({
      field: `${field}/value`,
      value,
      issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
      description: 'Must be greater than zero.',
    });
  } else if (unit.amount.breakdown !== undefined) {
    validateBreakdown(unit.amount.breakdown, currency, value, field, issues);
  }
}

/** The parts of amount.breakdown that add to the amount, and the two that take from it. */
const ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const TAKEN = ['shipping_discount', 'discount'] as const;

/**
 * PayPal checks a breakdown's arithmetic: each part an amount in the unit's currency, and the value
 * equal to item_total + tax_total + shipping + handling + insurance - shipping_discount - discount,
 * else 422 AMOUNT_MISMATCH.
 */
function validateBreakdown(
  breakdown: unknown,
  currency: unknown,
  value: string,
  field: string,
  issues: { syntax: PaypalIssue[]; business: PaypalIssue[] },
) {
  if (!isObject(breakdown)) {
    issues.syntax.push({
      field: `${field}/breakdown`,
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: 'The value of a field does not conform to the expected format.',
    });
    return;
  }
  let cents = 0;
  for (const name of [...ADDED, ...TAKEN]) {
    const part = breakdown[name];
    if (part === undefined) continue;
    if (!isObject(part) || typeof part.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(part.value)) {
      issues.syntax.push({
        field: `${field}/breakdown/${name}/value`,
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      });
      return;
    }
    if (part.currency_code !== currency) {
      issues.business.push({
        field: `${field}/breakdown/${name}/currency_code`,
        value: String(part.currency_code),
        issue: 'CURRENCY_MISMATCH',
        description: 'Currency code should be the same for all amounts in the purchase unit.',
      });
      return;
    }
    const partCents = Math.round(Number(part.value) * 100);
    cents += (TAKEN as readonly string[]).includes(name) ? -partCents : partCents;
  }
  if (cents !== Math.round(Number(value) * 100)) {
    issues.business.push({
      field: `${field}/value`,
      value,
      issue: 'AMOUNT_MISMATCH',
      description:
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    });
  }
}

/** Returns the new order, or PayPal's 400/422 error response. */
export function buildOrder(body: unknown): PaypalOrder | Response {
  if (!isObject(body)) {
    return paypalError('INVALID_REQUEST', [
      { issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' },
    ]);
  }
  const issues = { syntax: [] as PaypalIssue[], business: [] as PaypalIssue[] };
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    issues.syntax.push({
      field: '/intent',
      value: String(body.intent),
      issue: body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid.',
    });
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0 || units.length > 10) {
    issues.syntax.push({
      field: '/purchase_units',
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field / parameter is missing.',
    });
  } else {
    units.forEach((unit, index) => validateUnit(unit, index, issues));
  }
  if (issues.syntax.length) return paypalError('INVALID_REQUEST', issues.syntax);
  if (issues.business.length) return paypalError('UNPROCESSABLE_ENTITY', issues.business);

  const source =
    isObject(body.payment_source) && isObject(body.payment_source.paypal) ? body.payment_source.paypal : {};
  const experience = isObject(source.experience_context) ? source.experience_context : undefined;
  const context = experience ?? (isObject(body.application_context) ? body.application_context : {});
  const now = new Date().toISOString();
  return {
    id: paypalOrderId(),
    intent: String(body.intent),
    // With payment_source.paypal PayPal answers PAYER_ACTION_REQUIRED and a payer-action link.
    status: experience ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    purchase_units: (units as Body[]).map(
      (unit) => ({ reference_id: 'default', ...unit }) as unknown as PaypalOrder['purchase_units'][number],
    ),
    create_time: now,
    update_time: now,
    returnUrl: typeof context.return_url === 'string' ? context.return_url : undefined,
    cancelUrl: typeof context.cancel_url === 'string' ? context.cancel_url : undefined,
    brandName: typeof context.brand_name === 'string' ? context.brand_name : undefined,
  };
}

/** Captures an approved order; PayPal's 422s when it is not approved yet or already captured. */
export function captureOrder(order: PaypalOrder): Response | null {
  const issue = (name: string, description: string) =>
    paypalError('UNPROCESSABLE_ENTITY', [{ issue: name, description }]);
  if (order.status === 'COMPLETED')
    return issue(
      'ORDER_ALREADY_CAPTURED',
      "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    );
  if (order.status !== 'APPROVED')
    return issue(
      'ORDER_NOT_APPROVED',
      "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
    );
  if (order.outcome === 'decline')
    return issue(
      'INSTRUMENT_DECLINED',
      "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
    );
  const now = new Date().toISOString();
  order.status = 'COMPLETED';
  order.update_time = now;
  for (const unit of order.purchase_units) {
    // A capture carries the money taken, never the order's breakdown.
    unit.payments = { captures: [newCapture(unit, now)] };
  }
  return null;
}

/** The order as the API shows it (our private fields left out), with HATEOAS links. */
export function presentOrder(order: PaypalOrder, base: string) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    const rel = order.status === 'CREATED' ? 'approve' : 'payer-action';
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel, method: 'GET' });
  }
  if (order.status !== 'COMPLETED') {
    links.push({ href: `${self}`, rel: 'update', method: 'PATCH' });
    links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  }
  const { returnUrl: _r, cancelUrl: _c, brandName: _b, outcome: _o, ...visible } = order;
  const purchase_units = order.purchase_units.map((unit) =>
    unit.payments
      ? {
          ...unit,
          payments: {
            captures: unit.payments.captures.map((c) => ({ ...c, links: captureLinks(c, order.id, base) })),
          },
        }
      : unit,
  );
  return { ...visible, purchase_units, links };
}
