/**
 * One run of the mail worker: claim due rows, send each with Idempotency-Key = the row id, record
 * the outcome. The key is what makes a crash harmless: if the process dies after the provider took
 * the message but before the row says "sent", the row comes back when its lease ends and the repeat
 * gets the first message's id back instead of a second e-mail.
 */
import type { Logger } from '../http.ts';
import type { Locale } from '../rules/locales.ts';
import type { MailContext } from './context.ts';
import type { OutboxRepo } from './outbox.ts';
import {
  backInStockPayloadSchema,
  bagReminderPayloadSchema,
  orderPayloadSchema,
  type OutboxRow,
} from './payload.ts';
import type { RenderedMail } from './layout.ts';
import { renderBackInStockMail } from './back-in-stock.ts';
import { renderBagReminderMail } from './bag-reminder.ts';
import type { Mailer } from './resend.ts';
import { renderOrderMail } from './templates.ts';
import { MailTextError, mailTexts, type MailTexts, type MailTextsRepo } from './texts.ts';

export interface MailSettings {
  from: string;
  /** Where new_order_alert goes. */
  ownerEmail: string | null;
  /** The language of new_order_alert (SHOP_OWNER_LOCALE); customers get the language of their order. */
  ownerLocale: Locale;
  siteUrl: string;
  /** The edge functions' base, from SUPABASE_URL: guests' invoice links point there. */
  functionsUrl: string;
  /** The shop's WhatsApp number (SHOP_WHATSAPP), offered to cash-on-delivery customers; null when unset. */
  shopWhatsapp: string | null;
  batchSize: number;
  leaseSeconds: number;
  /** First retry after this many seconds, doubling with each attempt (capped at 6 hours). */
  retryBaseSeconds: number;
  /** Attempts after which a message is given up (status failed). */
  maxAttempts: number;
  /** Stop claiming new batches after this long, so one run stays well inside the lease. */
  runBudgetMs: number;
}

export interface RunReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

const MAX_RETRY_SECONDS = 6 * 60 * 60;

/** Seconds until the next attempt after `attempts` failed ones; null once they are used up. */
export function retryDelay(
  attempts: number,
  settings: Pick<MailSettings, 'retryBaseSeconds' | 'maxAttempts'>,
) {
  if (attempts >= settings.maxAttempts) return null;
  return Math.min(settings.retryBaseSeconds * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_SECONDS);
}

type Attempt = { ok: true; id: string; subject: string } | { ok: false; error: string; retryable: boolean };

/**
 * The message a row asks for, or why it cannot be written: a payload of the wrong shape (never
 * better on a retry), or a text missing from mail_texts (sent once an editor restores it).
 */
function render(row: OutboxRow, ctx: MailContext): RenderedMail | { error: string; retryable: boolean } {
  try {
    if (row.kind === 'back_in_stock') {
      const product = backInStockPayloadSchema.safeParse(row.payload);
      if (!product.success)
        return { error: `unreadable payload: ${product.error.message}`, retryable: false };
      return renderBackInStockMail(product.data, ctx);
    }
    if (row.kind === 'bag_reminder') {
      const bag = bagReminderPayloadSchema.safeParse(row.payload);
      if (!bag.success) return { error: `unreadable payload: ${bag.error.message}`, retryable: false };
      return renderBagReminderMail(bag.data, ctx);
    }
    const order = orderPayloadSchema.safeParse(row.payload);
    if (!order.success) return { error: `unreadable payload: ${order.error.message}`, retryable: false };
    return renderOrderMail(row.kind, order.data, ctx);
  } catch (error) {
    if (error instanceof MailTextError) return { error: error.message, retryable: true };
    throw error;
  }
}

async function attempt(
  row: OutboxRow,
  mailer: Mailer,
  settings: MailSettings,
  ctx: MailContext,
): Promise<Attempt> {
  const mail = render(row, ctx);
  if ('error' in mail) return { ok: false, error: mail.error, retryable: mail.retryable };
  const to = row.kind === 'new_order_alert' ? settings.ownerEmail : row.recipient;
  if (!to) return { ok: false, error: 'SHOP_OWNER_EMAIL is not set', retryable: true };
  const sent = await mailer.send(
    { from: settings.from, to: [to], ...mail, tags: [{ name: 'kind', value: row.kind }] },
    row.id,
  );
  if (sent.ok) return { ok: true, id: sent.id, subject: mail.subject };
  return { ok: false, error: `${sent.status} ${sent.name}: ${sent.message}`, retryable: sent.retryable };
}

export async function deliverDueMail(
  deps: { outbox: OutboxRepo; texts: MailTextsRepo; mailer: Mailer; settings: MailSettings; log: Logger },
  now: () => number = Date.now,
): Promise<RunReport> {
  const { outbox, mailer, settings, log } = deps;
  const report: RunReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const started = now();
  // Read once per run, and only when there is mail: an editor's change reaches the next run's messages.
  let texts: MailTexts | null = null;
  const context = async (): Promise<MailContext> => {
    texts ??= mailTexts(await deps.texts.load(), log);
    const { siteUrl, functionsUrl, shopWhatsapp, ownerLocale } = settings;
    return { siteUrl, functionsUrl, shopWhatsapp, ownerLocale, texts };
  };
  while (now() - started < settings.runBudgetMs) {
    const rows = await outbox.claim(settings.batchSize, settings.leaseSeconds);
    report.claimed += rows.length;
    if (rows.length === 0) break;
    const ctx = await context();
    for (const row of rows) {
      const result = await attempt(row, mailer, settings, ctx);
      if (result.ok) {
        await outbox.markSent(row.id, result.id, result.subject);
        report.sent++;
        continue;
      }
      const delay = result.retryable ? retryDelay(row.attempts, settings) : null;
      await outbox.markFailed(row.id, result.error, delay);
      if (delay === null) {
        report.failed++;
        log(`send-mail: gave up on ${row.kind} ${row.id} after ${row.attempts} attempt(s): ${result.error}`);
      } else {
        report.retrying++;
        log(
          `send-mail: ${row.kind} ${row.id} attempt ${row.attempts} failed, retry in ${delay}s: ${result.error}`,
        );
      }
    }
    if (rows.length < settings.batchSize) break;
  }
  return report;
}
