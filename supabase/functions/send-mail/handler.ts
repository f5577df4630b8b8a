/**
 * send-mail: the outbox worker. Called on a schedule (hosted: pg_cron + pg_net every minute; locally:
 * the embedded backend every second) with the service role key, never by a browser. Answers
 * { claimed, sent, retrying, failed } for the run.
 */
import { serviceClient } from '../_shared/clients.ts';
import { optionalEnv, requireEnv } from '../_shared/env.ts';
import {
  bearerToken,
  consoleLogger,
  HttpError,
  json,
  requirePost,
  withHttp,
  type Logger,
} from '../_shared/http.ts';
import { deliverDueMail, type MailSettings } from '../_shared/mail/deliver.ts';
import { supabaseOutbox, type OutboxRepo } from '../_shared/mail/outbox.ts';
import { createResendMailer, type Mailer } from '../_shared/mail/resend.ts';
import { mailSettingsFromEnv } from '../_shared/mail/settings.ts';
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

/** Compares without returning early, so the time taken says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i]!;
  return diff === 0;
}

export function createSendMailHandler(getDeps: () => SendMailDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      // verify_jwt lets any valid project JWT through, the public anon key included: only the
      // service role may make the shop send mail.
      const token = bearerToken(req);
      if (!token || !sameSecret(token, deps.serviceRoleKey)) {
        throw new HttpError(401, 'This function is called with the service role key.');
      }
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
