/**
 * Demo credentials of the local payment sandboxes. The functions runtime hands them to the edge
 * functions as defaults so `npm run dev` needs no .env; the sandboxes accept only these.
 * They are not secrets: they only open the in-process stand-ins, never a real PayPal or Stripe.
 */
export const SANDBOX_PAYPAL_CLIENT_ID = 'zellij-local-paypal-client';
export const SANDBOX_PAYPAL_CLIENT_SECRET = 'zellij-local-paypal-secret';
/** The id PayPal gives a webhook subscription; the sandbox signs its webhooks for this id. */
export const SANDBOX_PAYPAL_WEBHOOK_ID = 'WH-ZELLIJ-LOCAL-0001';
/** Any `sk_test_...` / `sk_live_...` key is accepted; this is the one the runtime passes. */
export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_local_zellij_sandbox';
/**
 * The signing secret of the local stripe-webhook endpoint (STRIPE_WEBHOOK_SECRET of the local
 * functions, unless supabase/functions/.env sets another; the sandbox then signs with that one).
 */
export const SANDBOX_STRIPE_WEBHOOK_SECRET = 'whsec_zellij_local_sandbox_signing_secret';

/** Where the gateway serves each sandbox: the API base the local functions are given for that provider. */
export const sandboxBase = (apiUrl: string, sandbox: 'paypal' | 'stripe' | 'resend' | 'whatsapp') =>
  `${apiUrl}/__sandbox/${sandbox}`;

/** The only key the Resend sandbox accepts (Resend keys start with `re_`). */
export const SANDBOX_RESEND_API_KEY = 're_local_zellij_sandbox';
/** Sender and shop-owner addresses of the local stack; the owner's alerts land in /__mailbox. */
export const LOCAL_MAIL_FROM = 'Zellij <orders@zellij.test>';
export const LOCAL_SHOP_OWNER_EMAIL = 'owner@zellij.test';
/** The local shop's WhatsApp number, offered in cash-on-delivery mails (a reserved-looking demo number). */
export const LOCAL_SHOP_WHATSAPP = '+212522000000';

/**
 * The WhatsApp Business Cloud API sandbox (sandbox/whatsapp/): the only access token it accepts, the
 * id of the shop's business phone number (LOCAL_SHOP_WHATSAPP), the app secret its webhooks are
 * signed with (X-Hub-Signature-256) and the verify token of Meta's subscription handshake.
 */
export const SANDBOX_WHATSAPP_TOKEN = 'zellij-local-whatsapp-token';
export const SANDBOX_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
export const SANDBOX_WHATSAPP_APP_SECRET = 'zellij-local-whatsapp-app-secret';
export const SANDBOX_WHATSAPP_VERIFY_TOKEN = 'zellij-local-whatsapp-verify-token';
/** The WhatsApp Business Account the number belongs to: `entry[].id` of every webhook. */
export const SANDBOX_WHATSAPP_BUSINESS_ACCOUNT_ID = '100000000000000';
