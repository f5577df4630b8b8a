/** The mail worker's configuration from env (hosted: project secrets; locally: the runtime's defaults). */
import { optionalEnv, requireEnv } from '../env.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../rules/locales.ts';
import type { MailSettings } from './deliver.ts';
import { functionsUrlOf } from './invoice-link.ts';

const number = (name: string, fallback: number, min: number) => {
  const value = Number(optionalEnv(name) ?? fallback);
  return Number.isFinite(value) && value >= min ? value : fallback;
};

/** SHOP_OWNER_LOCALE, default English. A value the shop has no words for is a set-up mistake to name, not to guess. */
function ownerLocale(): Locale {
  const value = optionalEnv('SHOP_OWNER_LOCALE') ?? DEFAULT_LOCALE;
  if (!isLocale(value))
    throw new Error(`SHOP_OWNER_LOCALE must be one of ${LOCALES.join(', ')} (got "${value}")`);
  return value;
}

export function mailSettingsFromEnv(): MailSettings {
  return {
    from: requireEnv('MAIL_FROM'),
    ownerEmail: optionalEnv('SHOP_OWNER_EMAIL') ?? null,
    ownerLocale: ownerLocale(),
    siteUrl: requireEnv('SITE_URL').replace(/\/$/, ''),
    functionsUrl: functionsUrlOf(requireEnv('SUPABASE_URL')),
    shopWhatsapp: optionalEnv('SHOP_WHATSAPP') ?? null,
    batchSize: number('MAIL_BATCH_SIZE', 10, 1),
    leaseSeconds: number('MAIL_CLAIM_LEASE_SECONDS', 120, 1),
    retryBaseSeconds: number('MAIL_RETRY_BASE_SECONDS', 60, 0),
    maxAttempts: number('MAIL_MAX_ATTEMPTS', 8, 1),
    runBudgetMs: number('MAIL_RUN_BUDGET_MS', 20_000, 0),
  };
}
