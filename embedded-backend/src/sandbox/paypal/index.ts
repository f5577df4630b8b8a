/**
 * PayPal stand-in: OAuth client credentials, Orders v2, Payments v2 captures and refunds (payments.ts),
 * webhook verification, approval page, and test hooks behind the app's client credentials.
 */
import { randomBytes } from 'node:crypto';
import {
  sandboxBase,
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
  SANDBOX_PAYPAL_WEBHOOK_ID,
} from '../credentials';
import { json, randomId, readForm, redirect } from '../http';
import { invalidClient, invalidToken, paypalError } from './errors';
import { buildOrder, captureOrder, presentOrder, type PaypalOrder } from './orders';
import { approvalPage, notFoundPage, payerId, withParams } from './pages';
import { createPayments } from './payments';
import { createRefundHooks } from './refund-hooks';
import {
  deliverWebhook,
  REQUIRED_VERIFY_FIELDS,
  verifySignature,
  webhookEvent,
  type VerifyRequest,
  type WebhookEvent,
} from './webhooks';

const TOKEN_SECONDS = 32_400;

export interface PaypalSandboxOptions {
  apiUrl: string;
  /** Where CHECKOUT.ORDER.APPROVED is sent on approval; null: send nothing. */
  webhookUrl: string | null;
}

export function createPaypalSandbox({ apiUrl, webhookUrl }: PaypalSandboxOptions) {
  const base = sandboxBase(apiUrl, 'paypal');
  const tokens = new Map<string, number>();
  const orders = new Map<string, PaypalOrder>();
  const byRequestId = new Map<string, string>();
  const deliver = (event: WebhookEvent) =>
    webhookUrl ? deliverWebhook(webhookUrl, SANDBOX_PAYPAL_WEBHOOK_ID, base, event) : Promise.resolve(0);
  const payments = createPayments({ base, orders, deliver });
  const refundHook = createRefundHooks(payments, base);

  const readJson = async (req: Request): Promise<unknown> => {
    try {
      return JSON.parse(await req.text());
    } catch {
      return undefined;
    }
  };

  /** Basic auth with the app's client id and secret, as PayPal's token endpoint takes them. */
  function hasClientCredentials(req: Request): boolean {
    const [scheme, encoded = ''] = (req.headers.get('authorization') ?? '').split(' ');
    const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    return scheme === 'Basic' && id === SANDBOX_PAYPAL_CLIENT_ID && secret === SANDBOX_PAYPAL_CLIENT_SECRET;
  }

  function issueToken(req: Request): Response {
    if (!hasClientCredentials(req)) return invalidClient();
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-ZELLIJ-SANDBOX',
      expires_in: TOKEN_SECONDS,
      nonce: randomId('', 20),
    });
  }

  function authorised(req: Request): boolean {
    const token = (req.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    const expires = tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }

  const missing = (id: string) =>
    paypalError('RESOURCE_NOT_FOUND', [
      {
        field: 'order_id',
        value: id,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]);

  async function createOrder(req: Request): Promise<Response> {
    const requestId = req.headers.get('paypal-request-id');
    const earlier = requestId ? orders.get(byRequestId.get(requestId) ?? '') : undefined;
    if (earlier) return json(presentOrder(earlier, base), 200);
    const built = buildOrder(await readJson(req));
    if (built instanceof Response) return built;
    orders.set(built.id, built);
    if (requestId) byRequestId.set(requestId, built.id);
    return json(presentOrder(built, base), 201);
  }

  async function api(req: Request, path: string): Promise<Response> {
    if (req.method === 'POST' && path === '/v1/oauth2/token') return issueToken(req);
    if (!authorised(req)) return invalidToken();
    if (req.method === 'POST' && path === '/v2/checkout/orders') return createOrder(req);
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const body = (await readJson(req)) as VerifyRequest | undefined;
      const absent = REQUIRED_VERIFY_FIELDS.filter((field) => body?.[field] === undefined);
      if (!body || absent.length) {
        return paypalError(
          'INVALID_REQUEST',
          absent.map((field) => ({
            field,
            issue: 'MISSING_REQUIRED_PARAMETER',
            description: `${field} is required.`,
          })),
        );
      }
      return json({ verification_status: verifySignature(body, SANDBOX_PAYPAL_WEBHOOK_ID) });
    }
    const payment = payments.route(req, path);
    if (payment) return payment;
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1]!) : undefined;
    if (match && !order) return missing(match[1]!);
    if (order && req.method === 'GET' && !match![2]) return json(presentOrder(order, base));
    if (order && req.method === 'POST' && match![2]) {
      return captureOrder(order) ?? json(presentOrder(order, base), 201);
    }
    return paypalError('RESOURCE_NOT_FOUND', [
      { issue: 'INVALID_RESOURCE_ID', description: `No sandbox route for ${req.method} ${path}.` },
    ]);
  }

  async function approve(req: Request, approveIt: boolean): Promise<Response> {
    const form = await readForm(req);
    const order = orders.get(form.get('token') ?? '');
    if (!order) return notFoundPage();
    const open = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
    if (!approveIt || !open) {
      const target = approveIt ? order.returnUrl : order.cancelUrl;
      return target ? redirect(withParams(target, { token: order.id })) : approvalPage(order, base);
    }
    order.status = 'APPROVED';
    order.outcome = form.get('outcome') === 'decline' ? 'decline' : 'success';
    order.update_time = new Date().toISOString();
    order.payer = {
      payer_id: randomId('', 13, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      email_address: 'buyer@sandbox.paypal.local',
      name: { given_name: 'Sandbox', surname: 'Buyer' },
      address: { country_code: 'MA' },
    };
    // Like PayPal, the webhook is independent of the buyer's redirect; we wait for it only so that
    // the order state is settled by the time the shopper lands on the confirmation page.
    await deliver(webhookEvent('CHECKOUT.ORDER.APPROVED', presentOrder(order, base)));
    const params = { token: order.id, PayerID: payerId(order) };
    return order.returnUrl ? redirect(withParams(order.returnUrl, params)) : approvalPage(order, base);
  }

  /**
   * The test hooks sign webhooks and move money, so only the app's own credentials may call them:
   * otherwise anyone reaching the local backend could have a forged "payment completed" signed and
   * delivered.
   */
  const hookRefusal = (name: string) =>
    json({ error: `The ${name} needs Basic auth with the sandbox client id and secret.` }, 401, {
      'www-authenticate': 'Basic realm="PayPal sandbox"',
    });

  /** Test hook (like PayPal's webhook simulator): sign and deliver an event about a sandbox order. */
  async function simulate(req: Request): Promise<Response> {
    if (!hasClientCredentials(req)) return hookRefusal('webhook simulator');
    const body = (await readJson(req)) as
      { event_type?: string; order_id?: string; resource?: unknown } | undefined;
    if (!body?.event_type || !webhookUrl)
      return json({ error: 'event_type is required and webhooks must be enabled' }, 400);
    const order = body.order_id ? orders.get(body.order_id) : undefined;
    const resource = body.resource ?? (order ? presentOrder(order, base) : undefined);
    if (!resource) return json({ error: 'order_id or resource is required' }, 400);
    const status = await deliver(webhookEvent(body.event_type, resource));
    return json({ delivered_status: status });
  }

  return async function paypalSandbox(req: Request, path: string): Promise<Response> {
    const url = new URL(req.url);
    if (req.method === 'GET' && path === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      return order ? approvalPage(order, base) : notFoundPage();
    }
    if (req.method === 'POST' && path === '/checkoutnow/approve') return approve(req, true);
    if (req.method === 'POST' && path === '/checkoutnow/cancel') return approve(req, false);
    if (req.method === 'POST' && path === '/simulate-webhook') return simulate(req);
    const hook = req.method === 'POST' ? refundHook(path) : undefined;
    if (hook) return hasClientCredentials(req) ? hook(req) : hookRefusal('refund test hook');
    return api(req, path);
  };
}
