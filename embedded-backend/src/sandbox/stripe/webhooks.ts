/**
 * Webhook deliveries of the Stripe sandbox, signed exactly as Stripe signs them:
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's
 * whsec_ secret>`. The stripe-webhook function checks them with the official SDK, as in production.
 */
import { createHmac } from 'node:crypto';
import { postWebhook } from '../http';
import { newId, now } from './store';

/** The API version the sandbox's events claim (the pinned SDK's default). */
const API_VERSION = '2026-10-28.endive';

export interface StripeWebhookTarget {
  url: string;
  secret: string;
}

export function stripeSignatureHeader(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function stripeEvent(type: string, object: unknown) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * Signs and POSTs one event; answers the endpoint's status (0 = unreachable). Stripe does not wait
 * for the buyer's redirect; the sandbox awaits the delivery so local state is settled when the shop
 * page loads.
 */
export async function deliverStripeEvent(
  target: StripeWebhookTarget | null,
  type: string,
  object: unknown,
): Promise<number> {
  if (!target) return 0;
  const body = JSON.stringify(stripeEvent(type, object));
  return postWebhook(
    target.url,
    {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'stripe-signature': stripeSignatureHeader(body, target.secret),
    },
    body,
  );
}
