/**
 * Starts the real payment sandboxes (the same code the embedded backend mounts at /__sandbox) in
 * this Deno test process, and wires handlers to them through the real PayPal client and the
 * official Stripe SDK. Only the database edge is faked (see fakes.ts).
 */
import { defaultConfig } from '../../../embedded-backend/src/config.ts';
import { createSandboxes } from '../../../embedded-backend/src/sandbox/index.ts';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
  SANDBOX_PAYPAL_WEBHOOK_ID,
  SANDBOX_STRIPE_SECRET_KEY,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
} from '../../../embedded-backend/src/sandbox/credentials.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { createPaypalClient } from '../_shared/paypal.ts';
import { createStripe } from '../_shared/stripe.ts';
import { FakeBilling, FakeOrders, FakeRefunds, fakeUsers } from './fakes.ts';

export const SITE_URL = 'http://shop.test';

export interface Harness {
  apiUrl: string;
  deps: FunctionDeps;
  orders: FakeOrders;
  refunds: FakeRefunds;
  billing: FakeBilling;
  logs: string[];
  /** Where the sandbox delivers PayPal webhooks; tests plug the webhook handler in here. */
  webhook: { handler: ((req: Request) => Promise<Response>) | null };
  /** The same for the Stripe sandbox's signed events (stripe-webhook). */
  stripeWebhook: { handler: ((req: Request) => Promise<Response>) | null };
  close(): Promise<void>;
}

/** Resolves once the sandboxes answer: Deno.serve is listening when it returns. */
export function startHarness(): Promise<Harness> {
  const webhook: Harness['webhook'] = { handler: null };
  const stripeWebhook: Harness['stripeWebhook'] = { handler: null };
  let sandbox: (req: Request) => Promise<Response> = () =>
    Promise.resolve(new Response('starting', { status: 503 }));
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (req) => {
    const path = new URL(req.url).pathname;
    if (path.startsWith('/__sandbox')) return sandbox(req);
    if (path === '/functions/v1/paypal-webhook' && webhook.handler) return webhook.handler(req);
    if (path === '/functions/v1/stripe-webhook' && stripeWebhook.handler) return stripeWebhook.handler(req);
    return new Response('not found', { status: 404 });
  });
  const apiUrl = `http://127.0.0.1:${server.addr.port}`;
  sandbox = createSandboxes({ config: defaultConfig({ apiUrl, siteUrl: SITE_URL }) });
  const orders = new FakeOrders();
  const refunds = new FakeRefunds();
  const billing = new FakeBilling();
  const logs: string[] = [];
  const deps: FunctionDeps = {
    orders,
    refunds,
    billing,
    users: fakeUsers,
    paypal: createPaypalClient({
      apiBase: `${apiUrl}/__sandbox/paypal`,
      clientId: SANDBOX_PAYPAL_CLIENT_ID,
      clientSecret: SANDBOX_PAYPAL_CLIENT_SECRET,
    }),
    paypalWebhookId: SANDBOX_PAYPAL_WEBHOOK_ID,
    stripe: createStripe(SANDBOX_STRIPE_SECRET_KEY, `${apiUrl}/__sandbox/stripe`),
    stripeWebhookSecret: SANDBOX_STRIPE_WEBHOOK_SECRET,
    siteUrl: SITE_URL,
    additionalRedirectUrls: [],
    log: (message) => void logs.push(message),
  };
  return Promise.resolve({
    apiUrl,
    deps,
    orders,
    refunds,
    billing,
    logs,
    webhook,
    stripeWebhook,
    close: () => server.shutdown(),
  });
}

/** Clicks a button on a sandbox page (form post) and returns the redirect target. */
export async function submitSandboxForm(
  url: string,
  fields: Record<string, string> = {},
): Promise<string | null> {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  await res.body?.cancel();
  return res.headers.get('location');
}

export function post(body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.test/fn', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Basic auth with the sandbox app's credentials, which the webhook simulator requires. */
export const sandboxClientAuth = `Basic ${btoa(`${SANDBOX_PAYPAL_CLIENT_ID}:${SANDBOX_PAYPAL_CLIENT_SECRET}`)}`;

/**
 * Has the PayPal sandbox sign and deliver an event to the webhook handler; answers the simulator's
 * own status and, when it delivered, the status the handler gave.
 */
export async function simulateWebhook(
  h: Harness,
  body: unknown,
  authorization: string | null = sandboxClientAuth,
): Promise<{ status: number; delivered_status?: number }> {
  const res = await fetch(`${h.apiUrl}/__sandbox/paypal/simulate-webhook`, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  return { status: res.status, delivered_status: answer.delivered_status };
}
