/**
 * What the handlers need from the outside world, built from env on first use. Each piece is created
 * only when a handler touches it, so a deployment without Stripe keys still serves the PayPal
 * functions. Tests pass their own FunctionDeps instead.
 */
import type Stripe from 'stripe';
import { serviceClient, supabaseUsers, type UserResolver } from './clients.ts';
import { listEnv, optionalEnv, requireEnv } from './env.ts';
import { consoleLogger, type Logger } from './http.ts';
import { supabaseBilling, type BillingRepo } from './billing.ts';
import { supabaseOrders, type OrdersRepo } from './orders.ts';
import { createPaypalClient, type PaypalClient } from './paypal.ts';
import { supabaseRefunds, type RefundsRepo } from './refunds.ts';
import { createStripe } from './stripe.ts';

export interface FunctionDeps {
  orders: OrdersRepo;
  refunds: RefundsRepo;
  billing: BillingRepo;
  users: UserResolver;
  paypal: PaypalClient;
  paypalWebhookId: string;
  stripe: Stripe;
  /** Signing secret of the stripe-webhook endpoint (whsec_...). */
  stripeWebhookSecret: string;
  /** The shop's public URL, for return/cancel/success links. */
  siteUrl: string;
  /**
   * Other shops a checkout may send the shopper back to, when the request comes from one
   * (env ADDITIONAL_REDIRECT_URLS: Auth's additional redirect URLs; see return-site.ts).
   */
  additionalRedirectUrls: string[];
  log: Logger;
}

function lazily<T extends object>(factories: { [K in keyof T]: () => T[K] }): T {
  const built = {} as T;
  for (const key of Object.keys(factories) as (keyof T)[]) {
    let value: T[typeof key] | undefined;
    Object.defineProperty(built, key, { enumerable: true, get: () => (value ??= factories[key]()) });
  }
  return built;
}

let deps: FunctionDeps | null = null;

export function defaultDeps(): FunctionDeps {
  return (deps ??= lazily<FunctionDeps>({
    orders: () => supabaseOrders(serviceClient()),
    refunds: () => supabaseRefunds(serviceClient()),
    billing: () => supabaseBilling(serviceClient()),
    users: () => supabaseUsers(serviceClient()),
    paypal: () =>
      createPaypalClient({
        apiBase: optionalEnv('PAYPAL_API_BASE') ?? 'https://api-m.sandbox.paypal.com',
        clientId: requireEnv('PAYPAL_CLIENT_ID'),
        clientSecret: requireEnv('PAYPAL_CLIENT_SECRET'),
      }),
    paypalWebhookId: () => requireEnv('PAYPAL_WEBHOOK_ID'),
    stripe: () => createStripe(requireEnv('STRIPE_SECRET_KEY'), optionalEnv('STRIPE_API_BASE')),
    stripeWebhookSecret: () => requireEnv('STRIPE_WEBHOOK_SECRET'),
    siteUrl: () => requireEnv('SITE_URL').replace(/\/$/, ''),
    additionalRedirectUrls: () => listEnv('ADDITIONAL_REDIRECT_URLS'),
    log: () => consoleLogger,
  }));
}
