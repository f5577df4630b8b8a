/**
 * The Graph API part of the sandbox: `POST /v{major}.{minor}/{phone-number-id}/messages` with a
 * Bearer token, answering as Graph does, and the test hooks `POST /__slow {answer_delay_ms,
 * status_delay_ms}` (a slow Meta, for crash tests), `POST /__read {message_id}` (the
 * customer reads the message) and `POST /__verify {verify_token?}` (Meta's subscription handshake
 * against the webhook), both behind the same token.
 */
import { randomBytes } from 'node:crypto';
import {
  SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
  SANDBOX_WHATSAPP_TOKEN,
  SANDBOX_WHATSAPP_VERIFY_TOKEN,
} from '../credentials';
import { json } from '../http';
import { statusSubject, type createCustomer } from './customer';
import type { Deliveries } from './deliveries';
import { graphError, invalidToken, unknownPath, unsupportedRequest } from './graph-errors';
import { statusBody, wamid, type StatusName } from './payloads';
import type { WhatsappStore } from './store';
import { validateMessage } from './validate';

export interface GraphApiOptions {
  store: WhatsappStore;
  deliveries: Deliveries | null;
  customer: ReturnType<typeof createCustomer>;
  webhookUrl: string | null;
  statusDelayMs: number;
}

async function readJson(req: Request): Promise<unknown> {
  try {
    return JSON.parse(await req.text());
  } catch {
    return undefined;
  }
}

/** Graph takes the token as `Authorization: Bearer` or as the `access_token` query parameter. */
function hasToken(req: Request): boolean {
  const header = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  const token = header ?? new URL(req.url).searchParams.get('access_token');
  return token === SANDBOX_WHATSAPP_TOKEN;
}

export function createGraphApi({ store, deliveries, customer, webhookUrl, statusDelayMs }: GraphApiOptions) {
  // A slow Meta, set by the test hook `POST /__slow`: the answer to an accepted message, and its
  // statuses, come this much later (the window a crash test aims its kill at). Not kept across restarts.
  const slow = { answerMs: 0, statusMs: statusDelayMs };

  async function sendMessage(req: Request): Promise<Response> {
    const accepted = validateMessage(await readJson(req));
    if ('code' in accepted) return graphError(accepted);
    const message = {
      ...accepted,
      id: wamid(accepted.toDigits),
      conversationId: randomBytes(16).toString('hex'),
      createdAt: new Date().toISOString(),
    };
    // Free-form text reaches a customer only within 24 hours of their last message, as on Meta.
    const statuses: StatusName[] =
      message.type === 'text' && !(await store.inServiceWindow(message.toDigits))
        ? ['failed']
        : ['sent', 'delivered'];
    const subject = statusSubject(message);
    const hooks = deliveries ? statuses.map((kind) => ({ kind, body: statusBody(subject, kind) })) : [];
    await store.saveMessage(message, hooks);
    deliveries?.kick(slow.statusMs);
    if (slow.answerMs > 0) await new Promise((resolve) => setTimeout(resolve, slow.answerMs));
    return json({
      messaging_product: 'whatsapp',
      contacts: [{ input: message.toInput, wa_id: message.toDigits }],
      messages: [{ id: message.id, ...(message.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
  }

  async function read(req: Request): Promise<Response> {
    const body = (await readJson(req)) as { message_id?: unknown } | undefined;
    const message = typeof body?.message_id === 'string' ? await store.find(body.message_id) : null;
    if (!message) return json({ error: 'message_id must name a message the sandbox sent' }, 404);
    return json({ message_id: message.id, status: await customer.read(message) });
  }

  /** Meta's handshake: GET the callback URL with hub.* parameters; it must echo the challenge. */
  async function verify(req: Request): Promise<Response> {
    if (!webhookUrl) return json({ error: 'Webhooks are turned off in this backend' }, 409);
    const body = (await readJson(req)) as { verify_token?: unknown } | undefined;
    const challenge = String(randomBytes(5).readUInt32BE());
    const url = new URL(webhookUrl);
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.challenge', challenge);
    url.searchParams.set('hub.verify_token', String(body?.verify_token ?? SANDBOX_WHATSAPP_VERIFY_TOKEN));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      const answer = await res.text();
      return json({ status: res.status, challenge, verified: res.status === 200 && answer === challenge });
    } catch {
      return json({ status: 0, challenge, verified: false });
    }
  }

  return async function graphApi(req: Request, path: string): Promise<Response> {
    if (!hasToken(req)) return graphError(invalidToken());
    if (req.method === 'POST' && path === '/__read') return read(req);
    if (req.method === 'POST' && path === '/__verify') return verify(req);
    if (req.method === 'POST' && path === '/__slow') {
      const body = (await readJson(req)) as
        { answer_delay_ms?: unknown; status_delay_ms?: unknown } | undefined;
      slow.answerMs = Math.max(0, Number(body?.answer_delay_ms) || 0);
      slow.statusMs = Math.max(0, Number(body?.status_delay_ms ?? statusDelayMs) || 0);
      return json({ answer_delay_ms: slow.answerMs, status_delay_ms: slow.statusMs });
    }
    const match = /^(?:\/v\d+\.\d+)?\/([^/]+)(\/[^/]+)?\/?$/.exec(path);
    if (!match) return graphError(unknownPath(path));
    const [, objectId, edge] = match;
    if (objectId === SANDBOX_WHATSAPP_PHONE_NUMBER_ID && edge === '/messages' && req.method === 'POST') {
      return sendMessage(req);
    }
    return graphError(unsupportedRequest(req.method, objectId!));
  };
}
