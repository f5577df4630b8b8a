/**
 * Payments v2 routes of the PayPal sandbox: show a capture, refund it (in full or in parts), show a
 * refund. A refund that completes sends the signed PAYMENT.CAPTURE.REFUNDED webhook, whoever made it.
 */
import { json } from '../http';
import { findCapture, presentCapture } from './captures';
import { paypalError } from './errors';
import type { PaypalOrder } from './orders';
import { parseRefundRequest, type RefundRequest } from './refund-request';
import { RefundBook, type SandboxRefund } from './refunds';
import { webhookEvent, type WebhookEvent } from './webhooks';

export interface PaymentsOptions {
  base: string;
  orders: Map<string, PaypalOrder>;
  /** Signs and delivers an event to the app's webhook URL; resolves to its status (0 = none sent). */
  deliver: (event: WebhookEvent) => Promise<number>;
}

export type Payments = ReturnType<typeof createPayments>;

export function createPayments({ base, orders, deliver }: PaymentsOptions) {
  const book = new RefundBook();

  const notFound = (field: 'capture_id' | 'refund_id', id: string) =>
    paypalError(
      'RESOURCE_NOT_FOUND',
      [
        {
          field,
          value: id,
          location: 'path',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
      'payments',
    );

  /** PAYMENT.CAPTURE.REFUNDED, sent when a refund completes; 0 when there is nothing to send. */
  function announce(refund: SandboxRefund): Promise<number> {
    if (refund.status !== 'COMPLETED') return Promise.resolve(0);
    return deliver(webhookEvent('PAYMENT.CAPTURE.REFUNDED', book.present(refund, base)));
  }

  /**
   * PayPal's checks, then the refund and its webhook. Like the approval webhook, delivery is awaited
   * so the app has heard of a completed refund by the time the API call answers; an app must still
   * cope with the webhook and the answer arriving in either order, as they can with PayPal.
   */
  async function makeRefund(
    captureId: string,
    request: RefundRequest,
    requestId: string | null,
  ): Promise<{ refund: SandboxRefund; delivered: number } | Response> {
    const found = findCapture(orders.values(), captureId);
    if (!found) return notFound('capture_id', captureId);
    const refused = book.refuse(found.capture, request);
    if (refused) return refused;
    const refund = book.create(found.capture, request, requestId);
    return { refund, delivered: await announce(refund) };
  }

  /** POST /v2/payments/captures/{id}/refund */
  async function refundCapture(req: Request, captureId: string): Promise<Response> {
    const minimal = !/return=representation/.test(req.headers.get('prefer') ?? '');
    const requestId = req.headers.get('paypal-request-id');
    const text = await req.text();
    // A repeated PayPal-Request-Id answers the refund's latest state and refunds nothing again. Nothing
    // is awaited between this check and the refund being recorded, so two concurrent requests with
    // one id cannot both refund.
    const earlier = book.replay(captureId, requestId);
    if (earlier) return json(book.present(earlier, base, minimal), 200);
    const request = parseRefundRequest(text);
    if (request instanceof Response) return request;
    const made = await makeRefund(captureId, request, requestId);
    return made instanceof Response ? made : json(book.present(made.refund, base, minimal), 201);
  }

  function getCapture(captureId: string): Response {
    const found = findCapture(orders.values(), captureId);
    return found ? json(presentCapture(found.capture, found.order, base)) : notFound('capture_id', captureId);
  }

  function getRefund(refundId: string): Response {
    const refund = book.get(refundId);
    return refund ? json(book.present(refund, base)) : notFound('refund_id', refundId);
  }

  /** The Payments v2 API, or null when the path is not one of its routes. */
  function route(req: Request, path: string): Promise<Response> | Response | null {
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (refund && req.method === 'POST') return refundCapture(req, refund[1]!);
    const capture = /^\/v2\/payments\/captures\/([A-Z0-9]+)$/.exec(path);
    if (capture && req.method === 'GET') return getCapture(capture[1]!);
    const shown = /^\/v2\/payments\/refunds\/([A-Z0-9]+)$/.exec(path);
    if (shown && req.method === 'GET') return getRefund(shown[1]!);
    return null;
  }

  return { route, book, makeRefund, announce, findCapture: (id: string) => findCapture(orders.values(), id) };
}
