/**
 * Sandbox-only test hooks around refunds. index.ts serves them behind the app's client credentials,
 * like /simulate-webhook, since they move money and send signed webhooks.
 *
 * POST /simulate-capture            { capture_id, age_days?, refunds?: 'PENDING' | 'COMPLETED' }
 *   age_days: the capture was taken that many days ago (over 180: REFUND_TIME_LIMIT_EXCEEDED).
 *   refunds: 'PENDING' makes this capture's next refunds wait PENDING, as those of a buyer who paid by
 *   eCheck do, until /simulate-refund-settlement; 'COMPLETED' makes them complete at once again.
 * POST /simulate-refund-settlement  { refund_id, status?: 'COMPLETED' | 'FAILED' }
 *   settles a PENDING refund; COMPLETED sends PAYMENT.CAPTURE.REFUNDED, FAILED frees its amount.
 * POST /simulate-dashboard-refund   { capture_id, amount?, note_to_payer?, invoice_id?, custom_id? }
 *   the merchant refunds on PayPal's own website: the API's checks and refusals, no caller to answer,
 *   so the webhook is the only news the app gets.
 * Each answers JSON; the refund ones `{ refund, delivered_status }` (the webhook endpoint's status).
 */
import { json } from '../http';
import { presentCapture } from './captures';
import type { Payments } from './payments';
import { parseRefundRequest } from './refund-request';
import { DAY_MS } from './refunds';

type Body = Record<string, unknown>;
type Hook = (text: string, body: Body) => Promise<Response> | Response;

const problem = (status: number, error: string) => json({ error }, status);

export function createRefundHooks(payments: Payments, base: string) {
  const { book } = payments;

  function simulateCapture(_text: string, body: Body): Response {
    const found = typeof body.capture_id === 'string' ? payments.findCapture(body.capture_id) : undefined;
    if (!found) return problem(404, 'capture_id must name a capture of this sandbox.');
    const { age_days: age, refunds } = body;
    if (age !== undefined && !(typeof age === 'number' && age >= 0))
      return problem(400, 'age_days must be a number of days, 0 or more.');
    if (refunds !== undefined && refunds !== 'PENDING' && refunds !== 'COMPLETED')
      return problem(400, "refunds must be 'PENDING' or 'COMPLETED'.");
    const { capture, order } = found;
    if (typeof age === 'number') capture.create_time = new Date(Date.now() - age * DAY_MS).toISOString();
    if (refunds === 'PENDING') book.pendingCaptures.add(capture.id);
    if (refunds === 'COMPLETED') book.pendingCaptures.delete(capture.id);
    return json(presentCapture(capture, order, base));
  }

  async function settleRefund(_text: string, body: Body): Promise<Response> {
    const refund = typeof body.refund_id === 'string' ? book.get(body.refund_id) : undefined;
    if (!refund) return problem(404, 'refund_id must name a refund of this sandbox.');
    const status = body.status ?? 'COMPLETED';
    if (status !== 'COMPLETED' && status !== 'FAILED')
      return problem(400, "status must be 'COMPLETED' or 'FAILED'.");
    if (refund.status !== 'PENDING')
      return problem(409, `Only a PENDING refund can be settled; this one is ${refund.status}.`);
    book.settle(refund, payments.findCapture(refund.captureId)!.capture, status);
    const delivered = await payments.announce(refund);
    return json({ refund: book.present(refund, base), delivered_status: delivered });
  }

  async function dashboardRefund(text: string, body: Body): Promise<Response> {
    if (typeof body.capture_id !== 'string') return problem(400, 'capture_id is required.');
    const request = parseRefundRequest(text);
    if (request instanceof Response) return request;
    const made = await payments.makeRefund(body.capture_id, request, null);
    if (made instanceof Response) return made;
    return json({ refund: book.present(made.refund, base), delivered_status: made.delivered }, 201);
  }

  const hooks: Record<string, Hook> = {
    '/simulate-capture': simulateCapture,
    '/simulate-refund-settlement': settleRefund,
    '/simulate-dashboard-refund': dashboardRefund,
  };

  /** The hook at this path, reading a JSON object body; undefined when the path is not a hook. */
  return function refundHook(path: string): ((req: Request) => Promise<Response>) | undefined {
    const hook = hooks[path];
    if (!hook) return undefined;
    return async (req) => {
      const text = await req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return problem(400, 'The body must be a JSON object.');
      return hook(text, body as Body);
    };
  };
}
