/**
 * Refunds of captures, kept as PayPal keeps them: a capture's refunds add up to at most what it
 * captured, each gives back its share of PayPal's fee, a refund is COMPLETED at once or PENDING until
 * it settles, and a repeated PayPal-Request-Id finds the refund it made the first time.
 */
import { randomId } from '../http';
import { SANDBOX_MERCHANT, type PaypalCapture } from './captures';
import { paypalError, type PaypalIssue } from './errors';
import { decimalsIn, decimalsOf, fromMinor, PAYPAL_CURRENCIES, toMinor, type Money } from './money';
import type { RefundRequest } from './refund-request';

export type RefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED';

export interface SandboxRefund {
  id: string;
  captureId: string;
  status: RefundStatus;
  amount: Money;
  /** The part of the capture's fee PayPal gives back with this refund. */
  feeMinor: number;
  /** total_refunded_amount: what the capture's refunds came to once this one was made. */
  totalMinor: number;
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
  create_time: string;
  update_time: string;
}

/** PayPal refuses to refund a capture older than 180 days. */
export const REFUND_WINDOW_DAYS = 180;
export const DAY_MS = 86_400_000;

const refusal = (issue: string, description: string, detail: Partial<PaypalIssue> = {}) =>
  paypalError('UNPROCESSABLE_ENTITY', [{ ...detail, issue, description }], 'payments');

const grossOf = (capture: PaypalCapture) => toMinor(capture.amount.value, capture.amount.currency_code);

/** PayPal's 422s about the amount itself: currency, sign, decimals, and the capture's currency. */
function amountRefusal(amount: Money, captureCurrency: string): Response | null {
  const { currency_code: currency, value } = amount;
  const onCurrency = { field: '/amount/currency_code', value: currency };
  const onValue = { field: '/amount/value', value };
  if (!PAYPAL_CURRENCIES.has(currency))
    return refusal(
      'INVALID_CURRENCY_CODE',
      'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/docs/api/reference/currency-codes/ for list of supported currency codes.',
      onCurrency,
    );
  if (Number(value) <= 0)
    return refusal(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
      onValue,
    );
  if (decimalsOf(currency) === 0 && decimalsIn(value) > 0)
    return refusal(
      'DECIMALS_NOT_SUPPORTED',
      'Currency does not support decimals. Please refer to https://developer.paypal.com/docs/api/reference/currency-codes/ for more information.',
      onValue,
    );
  if (decimalsIn(value) > decimalsOf(currency))
    return refusal(
      'DECIMAL_PRECISION',
      'The value of the field should not be more than two decimal places.',
      onValue,
    );
  if (currency !== captureCurrency)
    return refusal(
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
      'Refund must be in the same currency as the capture.',
      onCurrency,
    );
  return null;
}

export class RefundBook {
  readonly #refunds = new Map<string, SandboxRefund>();
  /** `${capture id} ${request id}` -> refund id. */
  readonly #byRequest = new Map<string, string>();
  /** invoice_ids callers gave earlier refunds: PayPal blocks their reuse (DUPLICATE_INVOICE_ID). */
  readonly #invoiceIds = new Set<string>();
  /** Captures whose refunds wait PENDING until settled, like those of a buyer who paid by eCheck. */
  readonly pendingCaptures = new Set<string>();

  get(id: string): SandboxRefund | undefined {
    return this.#refunds.get(id);
  }

  /** The refund an earlier request with this PayPal-Request-Id made for this capture. */
  replay(captureId: string, requestId: string | null): SandboxRefund | undefined {
    return requestId ? this.get(this.#byRequest.get(`${captureId} ${requestId}`) ?? '') : undefined;
  }

  /** Completed and pending refunds both hold their amount, so it can never be refunded twice. */
  #held(captureId: string): SandboxRefund[] {
    return [...this.#refunds.values()].filter((r) => r.captureId === captureId && r.status !== 'FAILED');
  }

  #heldMinor(captureId: string): number {
    return this.#held(captureId).reduce((sum, r) => sum + toMinor(r.amount.value, r.amount.currency_code), 0);
  }

  /** Why PayPal would refuse this refund of this capture, or null. */
  refuse(capture: PaypalCapture, request: RefundRequest, now = Date.now()): Response | null {
    const currency = capture.amount.currency_code;
    const refused = request.amount && amountRefusal(request.amount, currency);
    if (refused) return refused;
    const left = grossOf(capture) - this.#heldMinor(capture.id);
    if (left <= 0) return refusal('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    if (now - Date.parse(capture.create_time) > REFUND_WINDOW_DAYS * DAY_MS)
      return refusal(
        'REFUND_TIME_LIMIT_EXCEEDED',
        'You are over the time limit to perform a refund on this capture.',
      );
    if (request.amount && toMinor(request.amount.value, currency) > left)
      return refusal(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        { field: '/amount/value', value: request.amount.value },
      );
    if (request.invoice_id && this.#invoiceIds.has(request.invoice_id))
      return refusal('DUPLICATE_INVOICE_ID', 'Invoice ID was previously used to refund a capture.', {
        field: '/invoice_id',
        value: request.invoice_id,
      });
    return null;
  }

  /** Records a refund that refuse() let through; no amount means everything not yet refunded. */
  create(capture: PaypalCapture, request: RefundRequest, requestId: string | null): SandboxRefund {
    const currency = capture.amount.currency_code;
    const held = this.#heldMinor(capture.id);
    const left = grossOf(capture) - held;
    const amountMinor = request.amount ? toMinor(request.amount.value, currency) : left;
    const now = new Date().toISOString();
    const refund: SandboxRefund = {
      id: randomId('', 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      captureId: capture.id,
      status: this.pendingCaptures.has(capture.id) ? 'PENDING' : 'COMPLETED',
      amount: fromMinor(amountMinor, currency),
      feeMinor: this.#feeBack(capture, amountMinor, amountMinor === left),
      totalMinor: held + amountMinor,
      note_to_payer: request.note_to_payer,
      // PayPal carries the capture's own references onto its refunds unless the caller gives others.
      invoice_id: request.invoice_id ?? capture.invoice_id,
      custom_id: request.custom_id ?? capture.custom_id,
      create_time: now,
      update_time: now,
    };
    this.#refunds.set(refund.id, refund);
    if (requestId) this.#byRequest.set(`${capture.id} ${requestId}`, refund.id);
    if (request.invoice_id) this.#invoiceIds.add(request.invoice_id);
    syncCaptureStatus(capture, this.#held(capture.id));
    return refund;
  }

  /** A pending refund goes through (COMPLETED) or not (FAILED: its amount can be refunded again). */
  settle(refund: SandboxRefund, capture: PaypalCapture, status: 'COMPLETED' | 'FAILED'): void {
    refund.status = status;
    refund.update_time = new Date().toISOString();
    syncCaptureStatus(capture, this.#held(capture.id));
  }

  /**
   * Each refund gives back the fee in proportion to its amount; the one that empties the capture
   * gives back whatever is left of it, so a capture's refunds return exactly its fee.
   */
  #feeBack(capture: PaypalCapture, amountMinor: number, last: boolean): number {
    const { paypal_fee: fee } = capture.seller_receivable_breakdown;
    const feeMinor = toMinor(fee.value, fee.currency_code);
    const returned = this.#held(capture.id).reduce((sum, r) => sum + r.feeMinor, 0);
    const share = Math.round((feeMinor * amountMinor) / grossOf(capture));
    return last ? feeMinor - returned : Math.min(share, feeMinor - returned);
  }

  /** The refund as Payments v2 answers it; `minimal` is Prefer: return=minimal (PayPal's default). */
  present(refund: SandboxRefund, base: string, minimal = false) {
    const links = [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ];
    if (minimal) return { id: refund.id, status: refund.status, links };
    const currency = refund.amount.currency_code;
    const gross = toMinor(refund.amount.value, currency);
    return {
      id: refund.id,
      amount: refund.amount,
      note_to_payer: refund.note_to_payer,
      seller_payable_breakdown: {
        gross_amount: refund.amount,
        paypal_fee: fromMinor(refund.feeMinor, currency),
        net_amount: fromMinor(gross - refund.feeMinor, currency),
        total_refunded_amount: fromMinor(refund.totalMinor, currency),
      },
      invoice_id: refund.invoice_id,
      custom_id: refund.custom_id,
      status: refund.status,
      // ECHECK is the only reason PayPal gives for a pending refund.
      status_details: refund.status === 'PENDING' ? { reason: 'ECHECK' } : undefined,
      payer: SANDBOX_MERCHANT,
      create_time: refund.create_time,
      update_time: refund.update_time,
      links,
    };
  }
}

/** A capture reads REFUNDED once completed refunds reach its amount, PARTIALLY_REFUNDED before. */
function syncCaptureStatus(capture: PaypalCapture, held: SandboxRefund[]): void {
  const refunded = held
    .filter((r) => r.status === 'COMPLETED')
    .reduce((sum, r) => sum + toMinor(r.amount.value, r.amount.currency_code), 0);
  const status =
    refunded === 0 ? 'COMPLETED' : refunded < grossOf(capture) ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
  if (status !== capture.status) {
    capture.status = status;
    capture.update_time = new Date().toISOString();
  }
}
