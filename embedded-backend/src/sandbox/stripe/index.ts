/** Stripe stand-in: API under /v1 with Stripe's auth and error shapes, plus the hosted pages. */
import { sandboxBase } from '../credentials';
import { parseStripeForm } from './form';
import { createStripeApi } from './api';
import { createStripePages } from './pages';
import { createStore, stripeError } from './store';
import type { StripeWebhookTarget } from './webhooks';

function checkKey(req: Request): Response | null {
  const header = req.headers.get('authorization') ?? '';
  if (!header) {
    return stripeError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const key = header.replace(/^Bearer\s+/i, '');
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(key)) {
    const masked =
      key.length > 8
        ? `${key.slice(0, 3)}${'*'.repeat(Math.max(key.length - 7, 0))}${key.slice(-4)}`
        : '****';
    return stripeError(401, `Invalid API Key provided: ${masked}`);
  }
  return null;
}

export interface StripeSandboxOptions {
  apiUrl: string;
  /** Where signed events go (the stripe-webhook function); null sends none. */
  webhook: StripeWebhookTarget | null;
}

export function createStripeSandbox({ apiUrl, webhook }: StripeSandboxOptions) {
  const base = sandboxBase(apiUrl, 'stripe');
  const store = createStore();
  const api = createStripeApi(store, base, webhook);
  const pages = createStripePages(store, base, webhook);

  return async function stripeSandbox(req: Request, path: string): Promise<Response> {
    const page = await pages(req, path);
    if (page) return page;
    const refused = checkKey(req);
    if (refused) return refused;
    const url = new URL(req.url);
    const form =
      req.method === 'GET' || req.method === 'DELETE'
        ? url.searchParams
        : new URLSearchParams(await req.text());
    return api({ method: req.method, path, params: parseStripeForm(form) });
  };
}
