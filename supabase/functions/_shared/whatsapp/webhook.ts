/**
 * What Meta posts to the webhook: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the
 * app secret>`, and a `whatsapp_business_account` object whose changes carry statuses of our messages
 * and the customers' messages (a quick-reply press is type `button`).
 */
import { sameSecret } from '../secrets.ts';
import type { WhatsappReply, WhatsappStatus } from './outbox.ts';

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** True when the header is the body's HMAC with the secret (compared in constant time). */
export async function signedByMeta(
  rawBody: ArrayBuffer,
  header: string | null,
  secret: string,
): Promise<boolean> {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1]?.toLowerCase();
  if (!given) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return sameSecret(given, toHex(await crypto.subtle.sign('HMAC', key, rawBody)));
}

interface MetaValue {
  statuses?: { id?: string; status?: string; biz_opaque_callback_data?: string }[];
  messages?: {
    id?: string;
    from?: string;
    type?: string;
    context?: { id?: string };
    button?: { payload?: string };
    interactive?: { button_reply?: { id?: string } };
  }[];
}

interface MetaEvent {
  object?: string;
  entry?: { changes?: { field?: string; value?: MetaValue }[] }[];
}

/** The statuses and button presses of an event; anything else (text messages, other fields) is left. */
export function readMetaEvent(event: unknown): { statuses: WhatsappStatus[]; replies: WhatsappReply[] } {
  const statuses: WhatsappStatus[] = [];
  const replies: WhatsappReply[] = [];
  const { object, entry } = (event ?? {}) as MetaEvent;
  if (object !== 'whatsapp_business_account' || !Array.isArray(entry)) return { statuses, replies };
  for (const change of entry.flatMap((item) => item.changes ?? [])) {
    if (change.field !== 'messages' || !change.value) continue;
    for (const status of change.value.statuses ?? []) {
      if (!status.id || !status.status) continue;
      statuses.push({
        message_id: status.id,
        status: status.status,
        ...(status.biz_opaque_callback_data ? { callback_data: status.biz_opaque_callback_data } : {}),
      });
    }
    for (const message of change.value.messages ?? []) {
      // A template's quick reply arrives as `button`; an interactive message's as `interactive`.
      const payload = message.button?.payload ?? message.interactive?.button_reply?.id;
      if (!message.id || !message.from || !payload) continue;
      replies.push({
        message_id: message.id,
        context_id: message.context?.id ?? null,
        from: message.from,
        payload,
      });
    }
  }
  return { statuses, replies };
}
