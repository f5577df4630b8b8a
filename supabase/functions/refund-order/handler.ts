/**
 * refund-order: the shop owner gives money back on an order, from the owner screen.
 *
 *   POST {order_id, lines: [{order_item_id, quantity, restock}], shipping, amount_mad?, reason, return_id?}
 *     records the refund (create_refund: within what was paid and bought, under the order's lock),
 *     then, for a PayPal order, refunds the capture with PayPal-Request-Id = the refund's id, so a
 *     retry never refunds twice. Answers 201 with the refund row.
 *   POST {refund_id}
 *     carries a pending refund on: asks PayPal again with the same request id (when its answer never
 *     came) or reads the refund PayPal made (when it was PENDING). Answers 200 with the refund row.
 *
 * Only an account whose app_metadata.role is 'owner' may call it (401 without a valid token, 403 for
 * anyone else). Refusals answer 4xx {error, code}: the database's (not_paid, refund_exceeds_remaining,
 * quantity_exceeds_bought, ...) or PayPal's (paypal_time_limit, ...), which also fail the refund so
 * its amount can be refunded again. When PayPal cannot be reached the refund stays pending: 502, and
 * a retry with {refund_id} finishes it.
 */
import { z } from 'zod';
import { requireOwner } from '../_shared/clients.ts';
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, readJsonBody, requirePost, withHttp } from '../_shared/http.ts';
import { PaypalError, type PaypalRefund } from '../_shared/paypal.ts';
import type { RefundRow } from '../_shared/refunds.ts';
import { parseOrThrow } from '../_shared/validation.ts';

type Deps = Pick<FunctionDeps, 'users' | 'refunds' | 'paypal' | 'log'>;

const MAX_REFUND_LINES = 100;

/** {refund_id}: carry a pending refund on. */
const retryBody = z.object({ refund_id: z.guid('refund_id must be a valid refund id.') }).strict();

/** A new refund: which pieces, the shipping, or an amount, and why. */
const refundBody = z.object({
  order_id: z.guid('order_id must be a valid order id.'),
  lines: z
    .array(
      z.object({
        order_item_id: z.guid('Each line needs a valid order line id.'),
        quantity: z
          .number({ error: 'Quantity must be a number.' })
          .int('Quantity must be a whole number.')
          .min(1, 'Quantity must be at least 1.'),
        restock: z.boolean({ error: 'restock must be true or false.' }).default(false),
      }),
      { error: 'lines must be a list.' },
    )
    .max(MAX_REFUND_LINES, `At most ${MAX_REFUND_LINES} lines can be refunded at once.`)
    .default([]),
  shipping: z.boolean({ error: 'shipping must be true or false.' }).default(false),
  amount_mad: z
    .number({ error: 'amount_mad must be a number of dirhams.' })
    .positive('amount_mad must be above 0.')
    .optional(),
  reason: z
    .string({ error: 'Please say why the money goes back.' })
    .trim()
    .min(1, 'Please say why the money goes back.')
    .max(500, 'The reason is too long (500 characters at most).'),
  return_id: z.guid('return_id must be a valid return id.').optional(),
});

/** What the owner reads when PayPal refuses, by PayPal's issue; anything else is quoted. */
const PAYPAL_REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  REFUND_TIME_LIMIT_EXCEEDED: {
    status: 422,
    code: 'paypal_time_limit',
    message: 'PayPal no longer refunds this payment: it is too old. Give the money back another way.',
  },
  REFUND_AMOUNT_EXCEEDED: {
    status: 409,
    code: 'paypal_amount_exceeded',
    message: 'PayPal says this is more than is left of the payment. Check the refunds made in PayPal.',
  },
  CAPTURE_FULLY_REFUNDED: {
    status: 409,
    code: 'paypal_fully_refunded',
    message: 'PayPal says this payment has been refunded in full already.',
  },
};

const SETTLED: Record<PaypalRefund['status'], 'succeeded' | 'failed' | null> = {
  COMPLETED: 'succeeded',
  FAILED: 'failed',
  CANCELLED: 'failed',
  PENDING: null,
};

/** The capture the order was paid by (recorded when paid; read from PayPal's order for older ones). */
async function captureOf(
  deps: Deps,
  refund: { paypal_capture_id: string | null; paypal_order_id: string | null },
) {
  if (refund.paypal_capture_id) return refund.paypal_capture_id;
  if (!refund.paypal_order_id) return null;
  const order = await deps.paypal.getOrder(refund.paypal_order_id);
  return order.purchase_units?.flatMap((u) => u.payments?.captures ?? [])[0]?.id ?? null;
}

/** Records what PayPal answered; a PENDING refund keeps its id so it can be read again later. */
async function recordAnswer(deps: Deps, refund: RefundRow, answer: PaypalRefund, captureId: string) {
  const status = SETTLED[answer.status];
  if (status)
    return deps.refunds.settle(
      refund.id,
      status,
      answer.id,
      `PayPal reports the refund ${answer.status.toLowerCase()}`,
    );
  const { refund: kept } = await deps.refunds.recordPaypal({
    refund_id: answer.id,
    capture_id: captureId,
    custom_id: refund.id,
    status: answer.status,
  });
  return kept ?? refund;
}

/**
 * Asks PayPal for the refund (again, with the same request id, which PayPal answers with the refund
 * it made the first time) and records the outcome.
 */
async function refundAtPaypal(
  deps: Deps,
  refund: RefundRow,
  handles: { paypal_capture_id: string | null; paypal_order_id: string | null },
): Promise<RefundRow> {
  let captureId: string | null;
  let answer: PaypalRefund;
  try {
    captureId = await captureOf(deps, handles);
    if (!captureId) {
      await deps.refunds.settle(refund.id, 'failed', undefined, 'The order has no PayPal capture to refund');
      throw new HttpError(409, 'This order has no PayPal payment to refund.', { code: 'no_capture' });
    }
    answer = refund.provider_refund_id
      ? await deps.paypal.getRefund(refund.provider_refund_id)
      : await deps.paypal.refundCapture(captureId, {
          amount: { currency_code: refund.currency, value: Number(refund.amount).toFixed(2) },
          requestId: refund.id,
          customId: refund.id,
          note: refund.reason.slice(0, 255),
        });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof PaypalError && error.status >= 400 && error.status < 500) {
      const known = PAYPAL_REFUSALS[error.issue ?? ''];
      await deps.refunds.settle(
        refund.id,
        'failed',
        undefined,
        `PayPal refused: ${error.issue ?? error.errorName}`,
      );
      throw new HttpError(
        known?.status ?? 422,
        known?.message ?? `PayPal refused the refund: ${error.message}`,
        { code: known?.code ?? 'paypal_refused' },
      );
    }
    deps.log(`PayPal refund ${refund.id} got no answer; it stays pending`, error);
    throw new HttpError(502, 'PayPal did not answer. The refund is kept pending: try again in a moment.', {
      code: 'paypal_unavailable',
      values: { refund_id: refund.id },
    });
  }
  return recordAnswer(deps, refund, answer, captureId);
}

export function createRefundOrderHandler(getDeps: () => Deps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      const { user } = await requireOwner(deps.users, req, 'refund an order');
      const input = await readJsonBody(req, 16 * 1024);
      if (typeof input === 'object' && input !== null && 'refund_id' in input) {
        const { refund_id } = parseOrThrow(retryBody, input);
        const refund = await deps.refunds.find(refund_id);
        if (!refund) throw new HttpError(404, 'There is no such refund.', { code: 'unknown_refund' });
        if (refund.status !== 'pending' || refund.provider !== 'paypal') return json(refund);
        const { paypal_capture_id, paypal_order_id, ...row } = refund;
        return json(await refundAtPaypal(deps, row, { paypal_capture_id, paypal_order_id }));
      }

      const created = await deps.refunds.create(parseOrThrow(refundBody, input), user.id);
      if (created.refund.provider !== 'paypal') return json(created.refund, 201);
      return json(await refundAtPaypal(deps, created.refund, created), 201);
    },
    () => getDeps().log,
  );
}

export const handler = createRefundOrderHandler(defaultDeps);
