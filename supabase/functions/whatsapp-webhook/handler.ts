/**
 * whatsapp-webhook: what Meta tells the shop about WhatsApp.
 *
 *   GET  ?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...  Meta's check when the webhook is set
 *        up: answers the challenge when the verify token is WHATSAPP_VERIFY_TOKEN, else 403.
 *   POST a `whatsapp_business_account` event, signed with X-Hub-Signature-256 (HMAC-SHA256 of the raw
 *        body with WHATSAPP_APP_SECRET); an unsigned or wrongly signed one is refused with 401 and read no
 *        further. Statuses of our messages are recorded (record_whatsapp_status); a press of Confirm or
 *        Cancel confirms or cancels its order (record_whatsapp_reply), once, and only when it comes from
 *        the order's phone for the order the message was about. Answers 200 with what was recorded, so
 *        Meta stops delivering it; a database failure answers 500 and Meta delivers it again.
 */
import { serviceClient } from '../_shared/clients.ts';
import { requireEnv } from '../_shared/env.ts';
import { consoleLogger, HttpError, json, withHttp, type Logger } from '../_shared/http.ts';
import { sameSecret } from '../_shared/secrets.ts';
import {
  supabaseWhatsapp,
  type WhatsappReplyOutcome,
  type WhatsappRepo,
} from '../_shared/whatsapp/outbox.ts';
import { readMetaEvent, signedByMeta } from '../_shared/whatsapp/webhook.ts';

export interface WhatsappWebhookDeps {
  whatsapp: WhatsappRepo;
  appSecret: string;
  verifyToken: string;
  log: Logger;
}

/** Meta's events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

function verifySubscription(req: Request, deps: WhatsappWebhookDeps): Response {
  const params = new URL(req.url).searchParams;
  const token = params.get('hub.verify_token') ?? '';
  if (params.get('hub.mode') !== 'subscribe' || !sameSecret(token, deps.verifyToken)) {
    throw new HttpError(403, "The verify token is not this webhook's.");
  }
  return new Response(params.get('hub.challenge') ?? '', {
    status: 200,
    headers: { 'content-type': 'text/plain' },
  });
}

async function receive(req: Request, deps: WhatsappWebhookDeps): Promise<Response> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES) {
    throw new HttpError(413, 'The event is too large.');
  }
  const raw = await req.arrayBuffer();
  if (raw.byteLength > MAX_EVENT_BYTES) throw new HttpError(413, 'The event is too large.');
  if (!(await signedByMeta(raw, req.headers.get('x-hub-signature-256'), deps.appSecret))) {
    throw new HttpError(401, "The event is not signed with this app's secret.");
  }
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError(400, 'The event is not JSON.');
  }
  const { statuses, replies } = readMetaEvent(event);
  for (const status of statuses) await deps.whatsapp.recordStatus(status);
  const outcomes: WhatsappReplyOutcome[] = [];
  for (const reply of replies) {
    const outcome = await deps.whatsapp.recordReply(reply);
    if (outcome.outcome === 'refused' && !outcome.replayed) {
      deps.log(`whatsapp-webhook: refused a press from ${reply.from} (${reply.payload})`);
    }
    outcomes.push(outcome);
  }
  return json({ statuses: statuses.length, replies: outcomes });
}

export function createWhatsappWebhookHandler(getDeps: () => WhatsappWebhookDeps) {
  return withHttp(
    async (req) => {
      const deps = getDeps();
      if (req.method === 'GET') return verifySubscription(req, deps);
      if (req.method === 'POST') return await receive(req, deps);
      throw new HttpError(405, 'Use GET to verify the webhook or POST to deliver events.');
    },
    () => getDeps().log,
  );
}

let deps: WhatsappWebhookDeps | null = null;

export const handler = createWhatsappWebhookHandler(
  () =>
    (deps ??= {
      whatsapp: supabaseWhatsapp(serviceClient()),
      appSecret: requireEnv('WHATSAPP_APP_SECRET'),
      verifyToken: requireEnv('WHATSAPP_VERIFY_TOKEN'),
      log: consoleLogger,
    }),
);
