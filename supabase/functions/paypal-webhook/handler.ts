/**
 * paypal-webhook: PayPal's server-to-server notifications. Every event, whatever its type, is first
 * checked through PayPal's verify-webhook-signature API (400 when headers are missing or it fails);
 * events about unknown orders or of other types are then acknowledged with 200 so PayPal stops
 * retrying them. A completed capture pays the order only when its amount and currency are what the
 * order should be charged; otherwise the order stays unpaid and is flagged for the owner. A refund
 * (PAYMENT.CAPTURE.REFUNDED) settles the shop's own refund or records one made in PayPal's dashboard.
 */
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { errorResponse, json, readJsonBody, requirePost, withHttp } from '../_shared/http.ts';
import type { OrderRecord } from '../_shared/orders.ts';
import { captureAndSettle, settleCapture } from '../_shared/settle.ts';

interface WebhookEvent {
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code: string; value: string };
    custom_id?: string;
    purchase_units?: Array<{ custom_id?: string }>;
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: Array<{ rel?: string; href?: string }>;
  };
}

/** A refund's capture: its `up` link (…/v2/payments/captures/{id}). */
function refundedCapture(resource: NonNullable<WebhookEvent['resource']>): string | null {
  const up = resource.links?.find((link) => link.rel === 'up')?.href ?? '';
  return /\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null;
}

async function findOrder(
  deps: FunctionDeps,
  paypalOrderId?: string,
  customId?: string,
): Promise<OrderRecord | null> {
  const byPaypal = paypalOrderId ? await deps.orders.findByPaypalOrderId(paypalOrderId) : null;
  if (byPaypal) return byPaypal;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const byCustom = customId && uuid.test(customId) ? await deps.orders.find(customId) : null;
  // custom_id alone is not enough: the PayPal order must be the one recorded on our order.
  return byCustom && (!paypalOrderId || byCustom.paypal_order_id === paypalOrderId) ? byCustom : null;
}

export function createPaypalWebhookHandler(getDeps: () => FunctionDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      const event = (await readJsonBody(req, 256 * 1024)) as WebhookEvent | undefined;
      const header = (name: string) => req.headers.get(name);
      const signed = {
        transmissionId: header('paypal-transmission-id'),
        transmissionTime: header('paypal-transmission-time'),
        transmissionSig: header('paypal-transmission-sig'),
        certUrl: header('paypal-cert-url'),
        authAlgo: header('paypal-auth-algo'),
      };
      if (!event || typeof event !== 'object' || Object.values(signed).some((v) => !v)) {
        return errorResponse(400, 'Missing PayPal webhook headers or body.');
      }
      if (!(await deps.paypal.verifyWebhookSignature(signed, deps.paypalWebhookId, event))) {
        return errorResponse(400, 'Invalid webhook signature.');
      }
      const resource = event.resource ?? {};
      switch (event.event_type) {
        case 'CHECKOUT.ORDER.APPROVED': {
          const order = await findOrder(deps, resource.id, resource.purchase_units?.[0]?.custom_id);
          if (!order) return json({ received: true, handled: false });
          return json({ received: true, handled: true, ...(await captureAndSettle(deps, order)) });
        }
        case 'PAYMENT.CAPTURE.COMPLETED':
        case 'PAYMENT.CAPTURE.DENIED': {
          const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
          const order = await findOrder(deps, paypalOrderId, resource.custom_id);
          if (!order || order.payment_method !== 'paypal') return json({ received: true, handled: false });
          const outcome = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'paid' : 'failed';
          const capture = { id: resource.id ?? '', status: resource.status ?? '', amount: resource.amount };
          return json({
            received: true,
            handled: true,
            ...(await settleCapture(deps, order, outcome, capture, {
              source: 'webhook',
              paypal_order_id: paypalOrderId ?? order.paypal_order_id,
            })),
          });
        }
        case 'PAYMENT.CAPTURE.REFUNDED': {
          // Ours (custom_id is our refund's id) is settled; one made in PayPal's dashboard is
          // recorded against the order of its capture, once however often PayPal repeats it.
          if (!resource.id || !resource.status) return json({ received: true, handled: false });
          const { handled } = await deps.refunds.recordPaypal({
            refund_id: resource.id,
            capture_id: refundedCapture(resource),
            custom_id: resource.custom_id,
            status: resource.status,
            amount: resource.amount,
          });
          return json({ received: true, handled: handled !== 'unknown_capture', refund: handled });
        }
        default:
          return json({ received: true, handled: false });
      }
    },
    () => getDeps().log,
  );
}

export const handler = createPaypalWebhookHandler(defaultDeps);
