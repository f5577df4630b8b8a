/**
 * /__sandbox: local stand-ins for PayPal, Stripe, Resend and WhatsApp, so checkout, premium, e-mail
 * and cash-on-delivery confirmation work end to end without accounts or internet. PayPal and Stripe
 * keep their state in memory for the life of the backend process; Resend and WhatsApp keep theirs in
 * the database (resend/store.ts, whatsapp/store.ts).
 */
import type { Mailbox } from '../mail/index';
import type { BackendConfig, Db, Handler } from '../types';
import { SANDBOX_STRIPE_WEBHOOK_SECRET } from './credentials';
import { escapeHtml, json, page } from './http';
import { createPaypalSandbox } from './paypal';
import { createResendSandbox } from './resend';
import { createStripeSandbox } from './stripe';
import type { WhatsappSandbox } from './whatsapp';

export interface SandboxOptions {
  config: BackendConfig;
  /** Where the Resend sandbox keeps accepted messages and idempotency keys (else in memory). */
  db?: Db;
  /** Where the Resend sandbox delivers. */
  mailbox?: Mailbox;
  /** Send PayPal webhooks to the paypal-webhook function (default true). */
  paypalWebhooks?: boolean;
  /** Send signed Stripe events to the stripe-webhook function (default true). */
  stripeWebhooks?: boolean;
  /** The secret the Stripe events are signed with: the functions' STRIPE_WEBHOOK_SECRET. */
  stripeWebhookSecret?: string;
  /** The WhatsApp sandbox (it needs the database; the backend makes it, see server.ts). */
  whatsapp?: WhatsappSandbox;
}

export function createSandboxes({
  config,
  db,
  mailbox,
  paypalWebhooks = true,
  stripeWebhooks = true,
  stripeWebhookSecret = SANDBOX_STRIPE_WEBHOOK_SECRET,
  whatsapp,
}: SandboxOptions): Handler {
  const paypal = createPaypalSandbox({
    apiUrl: config.apiUrl,
    webhookUrl: paypalWebhooks ? `${config.apiUrl}/functions/v1/paypal-webhook` : null,
  });
  const stripe = createStripeSandbox({
    apiUrl: config.apiUrl,
    webhook: stripeWebhooks
      ? { url: `${config.apiUrl}/functions/v1/stripe-webhook`, secret: stripeWebhookSecret }
      : null,
  });
  const resend = createResendSandbox({ db, mailbox });

  return async (req) => {
    const path = new URL(req.url).pathname.replace(/^.*?\/__sandbox(?=\/|$)/, '');
    const [, provider = '', ...rest] = path.split('/');
    const subPath = `/${rest.join('/')}`;
    if (provider === 'paypal') return paypal(req, subPath);
    if (provider === 'stripe') return stripe(req, subPath);
    if (provider === 'resend') return resend(req, subPath);
    if (provider === 'whatsapp') {
      return whatsapp
        ? whatsapp.api(req, subPath)
        : json(
            { error: 'The WhatsApp sandbox runs only in the embedded backend (it needs its database).' },
            503,
          );
    }
    if (path === '' || path === '/') {
      const base = `${config.apiUrl}/__sandbox`;
      return page({
        title: 'Payment sandboxes',
        brand: 'Zellij payment sandboxes',
        accent: '#1d1d1b',
        body: `<h1>Payment sandboxes</h1><p>Local stand-ins used by the edge functions instead of the real providers:</p><ul><li>PayPal Orders v2 API at <code>${escapeHtml(base)}/paypal</code></li><li>Stripe API at <code>${escapeHtml(base)}/stripe</code></li><li>Resend API at <code>${escapeHtml(base)}/resend</code> (delivers into <a href="/__mailbox">/__mailbox</a>)</li><li>WhatsApp Cloud API at <code>${escapeHtml(base)}/whatsapp</code> (customers' side in <a href="/__whatsapp">/__whatsapp</a>)</li></ul>`,
      });
    }
    return json({ error: `Unknown sandbox: ${provider}` }, 404);
  };
}
