/**
 * send-whatsapp: the WhatsApp outbox worker. Called on a schedule (hosted: pg_cron + pg_net every
 * minute; locally: the embedded backend every second) with the service role key, never by a browser.
 * Sends each owed cash-on-delivery confirmation once and answers { claimed, sent, retrying, failed }.
 */
import { serviceClient } from '../_shared/clients.ts';
import { requireEnv } from '../_shared/env.ts';
import { consoleLogger, json, requirePost, withHttp, type Logger } from '../_shared/http.ts';
import { retryDelay } from '../_shared/mail/deliver.ts';
import { mailTexts, supabaseMailTexts, type MailTextsRepo } from '../_shared/mail/texts.ts';
import { requireServiceRole } from '../_shared/secrets.ts';
import { createWhatsappClient, WhatsappError, type WhatsappClient } from '../_shared/whatsapp/cloud-api.ts';
import { codConfirmation } from '../_shared/whatsapp/confirmation.ts';
import { supabaseWhatsapp, whatsappRowSchema, type WhatsappRepo } from '../_shared/whatsapp/outbox.ts';
import { whatsappSettingsFromEnv, type WhatsappSettings } from '../_shared/whatsapp/settings.ts';

export interface SendWhatsappDeps {
  outbox: WhatsappRepo;
  /** The words the confirmation borrows from the e-mails (sizes), read with the service role. */
  texts: MailTextsRepo;
  whatsapp: WhatsappClient | null;
  settings: WhatsappSettings | null;
  siteUrl: string;
  serviceRoleKey: string;
  log: Logger;
}

export interface WhatsappRunReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

export async function sendDueWhatsapp(
  deps: SendWhatsappDeps,
): Promise<WhatsappRunReport | { disabled: true }> {
  const { settings, whatsapp } = deps;
  if (!settings || !whatsapp) return { disabled: true };
  const report: WhatsappRunReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const claimed = await deps.outbox.claim(settings.batchSize, settings.leaseSeconds);
  report.claimed = claimed.length;
  if (claimed.length === 0) return report;
  const ctx = {
    siteUrl: deps.siteUrl,
    texts: mailTexts(await deps.texts.load(), deps.log),
    ownerLocale: 'en' as const,
  };
  for (const raw of claimed) {
    const id = (raw as { id?: string }).id ?? '';
    const parsed = whatsappRowSchema.safeParse(raw);
    if (!parsed.success) {
      // A payload of the wrong shape is never better on a retry.
      await deps.outbox.markFailed(id, `unreadable row: ${parsed.error.message}`, null);
      report.failed++;
      continue;
    }
    const row = parsed.data;
    try {
      const { messageId } = await whatsapp.sendTemplate(
        codConfirmation(row.payload, { rowId: row.id, template: settings.template }, ctx),
      );
      await deps.outbox.markSent(row.id, messageId);
      report.sent++;
    } catch (error) {
      const retryable = !(error instanceof WhatsappError) || error.retryable;
      const delay = retryable ? retryDelay(row.attempts, settings) : null;
      await deps.outbox.markFailed(row.id, (error as Error).message, delay);
      deps.log(`send-whatsapp: order ${row.order_id}`, error);
      if (delay === null) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

export function createSendWhatsappHandler(getDeps: () => SendWhatsappDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      requireServiceRole(req, deps.serviceRoleKey);
      return json(await sendDueWhatsapp(deps));
    },
    () => getDeps().log,
  );
}

let deps: SendWhatsappDeps | null = null;

function defaultSendWhatsappDeps(): SendWhatsappDeps {
  if (deps) return deps;
  const client = serviceClient();
  const settings = whatsappSettingsFromEnv();
  return (deps = {
    outbox: supabaseWhatsapp(client),
    texts: supabaseMailTexts(client),
    whatsapp: settings ? createWhatsappClient(settings) : null,
    settings,
    siteUrl: requireEnv('SITE_URL').replace(/\/$/, ''),
    serviceRoleKey: requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    log: consoleLogger,
  });
}

export const handler = createSendWhatsappHandler(defaultSendWhatsappDeps);
