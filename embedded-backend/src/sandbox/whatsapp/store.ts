/**
 * What the WhatsApp sandbox has accepted, in the local database (schema `_sandbox`, never exposed
 * by REST) so it outlives a restart or a kill -9 of the backend: the messages, the customers'
 * button presses, and every webhook delivery with its exact body, pending until the receiver
 * answered 2xx. A message and its status webhooks (a press and its webhook) are written in one
 * transaction. Deliveries are ordered within their queue: a message's id for its statuses, the
 * press's own id for the webhook that carries it.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../types';
import {
  DELIVERY_JSON,
  MESSAGE_COLUMNS,
  SCHEMA,
  toMessage,
  type ListedMessage,
  type NewWebhook,
  type PendingWebhook,
  type StoredMessage,
  type StoredReply,
} from './rows';

async function addWebhooks(tx: Db, queue: string, messageId: string, hooks: NewWebhook[]): Promise<void> {
  for (const hook of hooks) {
    await tx.query(
      `insert into _sandbox.whatsapp_webhooks (id, queue, position, message_id, kind, body)
       select $1, $2, coalesce(max(position), 0) + 1, $3, $4, $5
       from _sandbox.whatsapp_webhooks where queue = $2`,
      [randomUUID(), queue, messageId, hook.kind, hook.body],
    );
  }
}

export function createWhatsappStore(db: Db) {
  // Another sandbox may create the schema at the same moment on a real PostgreSQL: then try again.
  const ready = db.exec(SCHEMA);

  async function saveMessage(message: StoredMessage, hooks: NewWebhook[]): Promise<void> {
    await ready;
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into _sandbox.whatsapp_messages (id, to_digits, to_input, type, template, language, parameters,
           button_payloads, biz_opaque_callback_data, text, conversation_id)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11)`,
        [
          message.id,
          message.toDigits,
          message.toInput,
          message.type,
          message.template,
          message.language,
          JSON.stringify(message.parameters),
          JSON.stringify(message.buttonPayloads),
          message.bizOpaqueCallbackData,
          message.text,
          message.conversationId,
        ],
      );
      await addWebhooks(tx, message.id, message.id, hooks);
    });
  }

  /** Stores a press with its webhook; `read` (once per message) joins the message's own queue. */
  async function saveReply(
    reply: Omit<StoredReply, 'created_at' | 'delivery'>,
    messageId: string,
    hook: NewWebhook | null,
    read: NewWebhook | null,
  ): Promise<void> {
    await ready;
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into _sandbox.whatsapp_replies (id, message_id, from_digits, button_index, payload, text)
         values ($1, $2, $3, $4, $5, $6)`,
        [reply.id, messageId, reply.from_digits, reply.button_index, reply.payload, reply.text],
      );
      if (hook) await addWebhooks(tx, reply.id, messageId, [hook]);
      if (read) await addRead(tx, messageId, read);
    });
  }

  /** Adds the message's `read` status unless it has one; answers whether it was added. */
  async function addRead(tx: Db, messageId: string, read: NewWebhook): Promise<boolean> {
    const found = await tx.query(
      `select 1 from _sandbox.whatsapp_webhooks where queue = $1 and kind = 'read'`,
      [messageId],
    );
    if (found.rows.length) return false;
    await addWebhooks(tx, messageId, messageId, [read]);
    return true;
  }

  async function list(toDigits: string | null, limit = 200): Promise<ListedMessage[]> {
    await ready;
    const rows = await db.query(
      `select ${MESSAGE_COLUMNS},
         (select json_agg(${DELIVERY_JSON} order by w.position)
            from _sandbox.whatsapp_webhooks w where w.queue = m.id) as statuses,
         (select json_agg(json_build_object('id', r.id, 'from_digits', r.from_digits,
             'button_index', r.button_index, 'payload', r.payload, 'text', r.text,
             'created_at', r.created_at, 'delivery', (select ${DELIVERY_JSON}
               from _sandbox.whatsapp_webhooks w where w.queue = r.id limit 1)) order by r.created_at)
            from _sandbox.whatsapp_replies r where r.message_id = m.id) as replies
       from _sandbox.whatsapp_messages m
       where $1::text is null or m.to_digits = $1
       order by m.created_at desc limit $2`,
      [toDigits, limit],
    );
    return rows.rows.map(toMessage);
  }

  async function find(id: string): Promise<ListedMessage | null> {
    await ready;
    const rows = await db.query(
      `select ${MESSAGE_COLUMNS}, null as statuses, null as replies
       from _sandbox.whatsapp_messages m where m.id = $1`,
      [id],
    );
    return rows.rows[0] ? toMessage(rows.rows[0]) : null;
  }

  /** Whether the customer wrote to the business (pressed a button) in the last 24 hours. */
  async function inServiceWindow(fromDigits: string): Promise<boolean> {
    await ready;
    const rows = await db.query(
      `select 1 from _sandbox.whatsapp_replies
       where from_digits = $1 and created_at > clock_timestamp() - interval '24 hours' limit 1`,
      [fromDigits],
    );
    return rows.rows.length > 0;
  }

  async function addReadStatus(messageId: string, read: NewWebhook): Promise<void> {
    await ready;
    await db.transaction((tx) => addRead(tx, messageId, read));
  }

  /** Queues with a delivery still pending, the longest-waiting first. */
  async function pendingQueues(limit = 100): Promise<string[]> {
    await ready;
    const rows = await db.query<{ queue: string }>(
      `select queue from _sandbox.whatsapp_webhooks where delivered_at is null
       group by queue order by min(created_at) limit $1`,
      [limit],
    );
    return rows.rows.map((r) => r.queue);
  }

  async function pendingIn(queue: string): Promise<PendingWebhook[]> {
    await ready;
    const rows = await db.query<PendingWebhook>(
      `select id, body from _sandbox.whatsapp_webhooks
       where queue = $1 and delivered_at is null order by position`,
      [queue],
    );
    return rows.rows;
  }

  async function recordAttempt(id: string, status: number, delivered: boolean): Promise<void> {
    await db.query(
      `update _sandbox.whatsapp_webhooks set attempts = attempts + 1, last_status = $2,
         last_attempt_at = clock_timestamp(), delivered_at = case when $3 then clock_timestamp() end
       where id = $1`,
      [id, status, delivered],
    );
  }

  /** The last answer the receiver gave to a queue's delivery of this kind (0: never reached). */
  async function lastStatus(queue: string, kind: string): Promise<number> {
    const rows = await db.query<{ last_status: number | null }>(
      `select last_status from _sandbox.whatsapp_webhooks where queue = $1 and kind = $2
       order by position desc limit 1`,
      [queue, kind],
    );
    return rows.rows[0]?.last_status ?? 0;
  }

  return {
    ready,
    saveMessage,
    saveReply,
    addReadStatus,
    list,
    find,
    inServiceWindow,
    pendingQueues,
    pendingIn,
    recordAttempt,
    lastStatus,
  };
}

export type WhatsappStore = ReturnType<typeof createWhatsappStore>;
