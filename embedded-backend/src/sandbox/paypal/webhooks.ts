/**
 * Webhooks the PayPal sandbox sends, and the verify-webhook-signature check. Real PayPal signs
 * with an RSA certificate and verifies through the same API call; the sandbox signs with an HMAC
 * only it knows, over the same message PayPal uses: `<transmission id>|<time>|<webhook id>|<crc32 of body>`.
 * Callers only ever see the headers and the verification result, as with the real service.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { postWebhook, randomId } from '../http';

const SIGNING_KEY = randomBytes(32);

function signature(transmissionId: string, time: string, webhookId: string, body: string): string {
  const message = `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
  return createHmac('sha256', SIGNING_KEY).update(message).digest('base64');
}

export interface WebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: unknown;
}

/** What the event's resource is: a refund for refunds and reversals, else a capture or an order. */
function resourceType(eventType: string): string {
  if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED') return 'refund';
  return eventType.startsWith('PAYMENT.CAPTURE.') ? 'capture' : 'checkout-order';
}

/** PayPal's summary line, e.g. "A EUR 4.50 EUR capture payment was refunded" ("A $ 4.50 USD ..."). */
function summary(eventType: string, resource: unknown): string {
  const amount = (resource as { amount?: { currency_code?: string; value?: string } } | null)?.amount;
  if (eventType !== 'PAYMENT.CAPTURE.REFUNDED' || !amount?.currency_code)
    return `${eventType} (PayPal sandbox)`;
  const sign = amount.currency_code === 'USD' ? '$' : amount.currency_code;
  return `A ${sign} ${amount.value} ${amount.currency_code} capture payment was refunded`;
}

export function webhookEvent(eventType: string, resource: unknown): WebhookEvent {
  return {
    id: randomId('WH-', 17, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType(eventType),
    resource_version: '2.0',
    event_type: eventType,
    summary: summary(eventType, resource),
    resource,
  };
}

/** Signs and POSTs an event to the app's webhook endpoint; returns the endpoint's status (0 = unreachable). */
export async function deliverWebhook(
  url: string,
  webhookId: string,
  base: string,
  event: WebhookEvent,
): Promise<number> {
  const body = JSON.stringify(event);
  const transmissionId = randomUUID();
  const time = new Date().toISOString();
  return postWebhook(
    url,
    {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signature(transmissionId, time, webhookId, body),
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-sandbox`,
      'paypal-auth-algo': 'SHA256withRSA',
    },
    body,
  );
}

export interface VerifyRequest {
  auth_algo?: unknown;
  cert_url?: unknown;
  transmission_id?: unknown;
  transmission_sig?: unknown;
  transmission_time?: unknown;
  webhook_id?: unknown;
  webhook_event?: unknown;
}

export const REQUIRED_VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
  'webhook_event',
] as const;

/** SUCCESS only for an event this sandbox signed for the registered webhook id. */
export function verifySignature(input: VerifyRequest, registeredWebhookId: string): 'SUCCESS' | 'FAILURE' {
  const {
    transmission_id: id,
    transmission_time: time,
    transmission_sig: sig,
    webhook_id: webhookId,
  } = input;
  if (
    typeof id !== 'string' ||
    typeof time !== 'string' ||
    typeof sig !== 'string' ||
    webhookId !== registeredWebhookId
  ) {
    return 'FAILURE';
  }
  // PayPal hashes the raw body; the API gets the parsed event, so both sides use its JSON text.
  const expected = Buffer.from(signature(id, time, webhookId, JSON.stringify(input.webhook_event)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'SUCCESS' : 'FAILURE';
}
