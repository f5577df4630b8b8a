/**
 * /__whatsapp: the customers' side of the sandbox. A page listing what the shop sent to each phone,
 * with the template's buttons to press, and its JSON for tests:
 *   GET  /__whatsapp/api/messages?to=<E.164>  → { messages: [...] } newest first
 *   POST /__whatsapp/api/reply { message_id, button: 'confirm' | 'cancel', from? }
 *        → { reply_id, status } (status: what the webhook receiver answered; 0 when not reached)
 * The reply is the signed inbound webhook a real press sends; `from` presses it from another phone.
 */
import type { Handler } from '../../types';
import { json, readForm } from '../http';
import { BUTTONS, digitsOf, type createCustomer } from './customer';
import { renderInboxPage } from './inbox-page';
import type { Delivery, ListedMessage } from './rows';
import type { WhatsappStore } from './store';
import { findTemplate } from './templates';

const PREFIX = '/__whatsapp';

const delivery = (d: Delivery | null) =>
  d && { attempts: d.attempts, http_status: d.http_status, delivered_at: d.delivered_at };

/** One message as the inbox JSON shows it. */
export function presentMessage(message: ListedMessage) {
  const translation = findTemplate(message.template ?? '', message.language ?? '');
  return {
    id: message.id,
    to: `+${message.toDigits}`,
    type: message.type,
    template: message.template,
    language: message.language,
    dir: translation?.dir ?? 'ltr',
    text: message.text,
    parameters: message.parameters,
    buttons: (translation?.buttons ?? []).map((text, index) => ({
      index,
      name: BUTTONS[index] ?? null,
      text,
      payload: message.buttonPayloads[index] ?? text,
    })),
    biz_opaque_callback_data: message.bizOpaqueCallbackData,
    created_at: message.createdAt,
    statuses: message.statuses.map((s) => ({ status: s.kind, created_at: s.created_at, ...delivery(s) })),
    replies: message.replies.map((r) => ({
      id: r.id,
      from: `+${r.from_digits}`,
      button: BUTTONS[r.button_index] ?? null,
      payload: r.payload,
      text: r.text,
      created_at: r.created_at,
      ...delivery(r.delivery),
    })),
  };
}

export type PresentedMessage = ReturnType<typeof presentMessage>;

async function readReply(req: Request): Promise<Record<string, unknown>> {
  if ((req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(await readForm(req));
  }
  try {
    const body: unknown = JSON.parse(await req.text());
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createInbox(store: WhatsappStore, customer: ReturnType<typeof createCustomer>): Handler {
  async function reply(req: Request): Promise<Response> {
    const form = (req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
    const body = await readReply(req);
    if (typeof body.message_id !== 'string') return json({ error: 'message_id is required' }, 400);
    const result = await customer.press(body.message_id, body.button, body.from);
    if (!result.ok) return json({ error: result.message }, result.status);
    if (!form) return json({ reply_id: result.replyId, status: result.status });
    // The page without scripts: back to the conversation, which now lists the reply.
    const message = await store.find(body.message_id);
    return new Response(null, {
      status: 303,
      headers: { location: `${PREFIX}?to=${encodeURIComponent(`+${message?.toDigits ?? ''}`)}` },
    });
  }

  return async function inbox(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '');
    const to = url.searchParams.get('to')?.trim() || null;
    const list = async () => (await store.list(to ? digitsOf(to) : null)).map(presentMessage);
    if (path === '' && req.method === 'GET') return renderInboxPage(await list(), to ?? '');
    if (path === '/api/messages' && req.method === 'GET') return json({ messages: await list() });
    if (path === '/api/reply' && req.method === 'POST') return reply(req);
    return json({ error: `No WhatsApp inbox route for ${req.method} ${url.pathname}` }, 404);
  };
}
