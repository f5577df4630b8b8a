/**
 * The environment the edge functions see: what hosted Supabase injects (SUPABASE_*), local
 * defaults that point the payment code at the sandboxes (and its return links at the sites the
 * project's config.toml allows), and the project's secrets from supabase/functions/.env, which win
 * over the defaults (e.g. real PayPal sandbox credentials).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { additionalRedirectUrls, DEFAULT_CONFIG_TOML, readAuthTable } from '../auth/settings';
import {
  LOCAL_MAIL_FROM,
  LOCAL_SHOP_OWNER_EMAIL,
  LOCAL_SHOP_WHATSAPP,
  sandboxBase,
  SANDBOX_RESEND_API_KEY,
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_CLIENT_SECRET,
  SANDBOX_PAYPAL_WEBHOOK_ID,
  SANDBOX_STRIPE_SECRET_KEY,
  SANDBOX_STRIPE_WEBHOOK_SECRET,
  SANDBOX_WHATSAPP_APP_SECRET,
  SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
  SANDBOX_WHATSAPP_TOKEN,
  SANDBOX_WHATSAPP_VERIFY_TOKEN,
} from '../sandbox/credentials';
import type { BackendConfig } from '../types';

/** Parses the dotenv subset the Supabase CLI accepts: KEY=value, quotes, # comments, export. */
export function parseDotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rawValue = ''] = match;
    let value = rawValue;
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    vars[key!] = value;
  }
  return vars;
}

export function localFunctionDefaults(
  config: BackendConfig,
  configTomlPath = DEFAULT_CONFIG_TOML,
): Record<string, string> {
  return {
    SITE_URL: config.siteUrl,
    // Hosted, a secret; locally the served project's [auth] additional_redirect_urls, the same list
    // Auth reads: create-checkout sends a shopper on one of them (Vite preview) back there.
    ADDITIONAL_REDIRECT_URLS: additionalRedirectUrls(readAuthTable(configTomlPath)).join(','),
    PAYPAL_API_BASE: sandboxBase(config.apiUrl, 'paypal'),
    PAYPAL_CLIENT_ID: SANDBOX_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: SANDBOX_PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: SANDBOX_PAYPAL_WEBHOOK_ID,
    STRIPE_SECRET_KEY: SANDBOX_STRIPE_SECRET_KEY,
    STRIPE_API_BASE: sandboxBase(config.apiUrl, 'stripe'),
    RESEND_API_BASE: sandboxBase(config.apiUrl, 'resend'),
    RESEND_API_KEY: SANDBOX_RESEND_API_KEY,
    MAIL_FROM: LOCAL_MAIL_FROM,
    SHOP_OWNER_EMAIL: LOCAL_SHOP_OWNER_EMAIL,
    SHOP_WHATSAPP: LOCAL_SHOP_WHATSAPP,
    // Locally a failed send is retried after 1, 2, 4 ... seconds, and a worker killed mid-send has its
    // messages back after 5 seconds (hosted: 60 s doubling, and a 2-minute lease).
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_CLAIM_LEASE_SECONDS: '5',
    STRIPE_WEBHOOK_SECRET: SANDBOX_STRIPE_WEBHOOK_SECRET,
    // Hosted: https://graph.facebook.com and the Meta app's values (docs/deploy.md).
    WHATSAPP_API_BASE: sandboxBase(config.apiUrl, 'whatsapp'),
    WHATSAPP_TOKEN: SANDBOX_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: SANDBOX_WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: SANDBOX_WHATSAPP_VERIFY_TOKEN,
    // A message claimed by a sender that died is left 20 s for its "sent" status to record it before it
    // is sent again (hosted: 5 minutes); the sandbox reports within a second, also after a restart.
    WHATSAPP_LEASE_SECONDS: '20',
  };
}

/** Variables hosted Supabase sets itself; a project secret cannot override them there either. */
export function supabaseProvided(config: BackendConfig): Record<string, string> {
  const vars: Record<string, string> = {
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
  };
  if (config.pgPort > 0) {
    vars.SUPABASE_DB_URL = `postgresql://postgres:postgres@127.0.0.1:${config.pgPort}/postgres`;
  }
  return vars;
}

/** Only what Deno itself needs from our own environment (cache location, registry, proxies). */
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'DENO_DIR',
  'XDG_CACHE_HOME',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

/** `configTomlPath`: the served project's supabase/config.toml (default: the shop's, as for Auth). */
export function functionsEnv(
  config: BackendConfig,
  functionsDir: string,
  configTomlPath = DEFAULT_CONFIG_TOML,
): Record<string, string> {
  const envFile = join(functionsDir, '.env');
  const projectSecrets = existsSync(envFile) ? parseDotenv(readFileSync(envFile, 'utf8')) : {};
  const inherited: Record<string, string> = {};
  for (const key of PASSED_THROUGH) {
    const value = process.env[key];
    if (value !== undefined) inherited[key] = value;
  }
  return {
    ...inherited,
    NO_COLOR: '1',
    DENO_NO_UPDATE_CHECK: '1',
    // Trust the operating system's certificates as well as Deno's bundled ones, so `npm:` imports
    // download behind a TLS-inspecting proxy or a private registry whose CA only the OS knows.
    DENO_TLS_CA_STORE: inherited.DENO_TLS_CA_STORE ?? 'mozilla,system',
    ...localFunctionDefaults(config, configTomlPath),
    ...projectSecrets,
    ...supabaseProvided(config),
  };
}
