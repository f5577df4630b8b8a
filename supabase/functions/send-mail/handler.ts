/**
 * send-mail: the outbox worker. Called on a schedule (hosted: pg_cron + pg_net every minute; locally:
 * the embedded backend every second) with the service role key, never by a browser. Answers
 * { claimed, sent, retrying, failed } for the run.
 */
import { serviceClient } from '../_shared/clients.ts';
import { optionalEnv, requireEnv } from '../_shared/env.ts';
import { consoleLogger, json, requirePost, withHttp, type Logger } from '../_shared/http.ts';
import { deliverDueMail, type MailSettings } from '../_shared/mail/deliver.ts';
import { supabaseOutbox, type OutboxRepo } from '../_shared/mail/outbox.ts';
import { createResendMailer, type Mailer } from '../_shared/mail/resend.ts';
import { mailSettingsFromEnv } from '../_shared/mail/settings.ts';
import { requireServiceRole } from '../_shared/secrets.ts';
import { supabaseMailTexts, type MailTextsRepo } from '../_shared/mail/texts.ts';

export interface SendMailDeps {
  outbox: OutboxRepo;
  /** The words of the messages (mail_texts), read with the service role. */
  texts: MailTextsRepo;
  mailer: Mailer;
  settings: MailSettings;
  /** The only bearer this function accepts. */
  serviceRoleKey: string;
  log: Logger;
}

export function createSendMailHandler(getDeps: () => SendMailDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      requireServiceRole(req, deps.serviceRoleKey);
      return json(await deliverDueMail(deps));
    },
    () => getDeps().log,
  );
}

let deps: SendMailDeps | null = null;

function defaultSendMailDeps(): SendMailDeps {
  if (deps) return deps;
  const client = serviceClient();
  return (deps = {
    outbox: supabaseOutbox(client),
    texts: supabaseMailTexts(client),
    mailer: createResendMailer({
      apiBase: optionalEnv('RESEND_API_BASE') ?? 'https://api.resend.com',
      apiKey: requireEnv('RESEND_API_KEY'),
    }),
    settings: mailSettingsFromEnv(),
    serviceRoleKey: requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    log: consoleLogger,
  });
}

export const handler = createSendMailHandler(defaultSendMailDeps);
