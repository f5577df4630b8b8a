/** PayPal REST error bodies (name, message, debug_id, details[]) with their status codes. */
import { json, randomId } from '../http';

export interface PaypalIssue {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
}

const MESSAGES: Record<string, [number, string]> = {
  INVALID_REQUEST: [400, 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  AUTHENTICATION_FAILURE: [
    401,
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  ],
  RESOURCE_NOT_FOUND: [404, 'The specified resource does not exist.'],
  UNPROCESSABLE_ENTITY: [
    422,
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
};

/**
 * PayPal's error body. `api` picks the reference the information link points at: Orders v2 errors
 * link to /docs/api/orders/v2/, Payments v2 (captures, refunds) ones to /docs/api/payments/v2/.
 */
export function paypalError(
  name: keyof typeof MESSAGES,
  details: PaypalIssue[],
  api: 'orders' | 'payments' = 'orders',
): Response {
  const [status, message] = MESSAGES[name]!;
  const debugId = randomId('', 13, 'abcdef0123456789');
  return json(
    {
      name,
      message,
      debug_id: debugId,
      details: details.map((d) => ({ location: 'body', ...d })),
      links: [
        {
          href: `https://developer.paypal.com/docs/api/${api}/v2/#error-${details[0]?.issue ?? name}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
    status,
    { 'paypal-debug-id': debugId },
  );
}

export const invalidToken = () =>
  json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);

export const invalidClient = () =>
  json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
