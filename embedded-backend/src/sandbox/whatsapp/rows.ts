/**
 * The WhatsApp sandbox's tables (schema `_sandbox`) and how their rows read as messages: each
 * message with its status deliveries and its replies, each reply with the delivery of its webhook.
 */
import type { AcceptedMessage } from './validate';

// The schema itself is the bootstrap's (embedded-backend/sql/30-sandbox.sql): made once, not raced.
export const SCHEMA = `
create table if not exists _sandbox.whatsapp_messages (
  id text primary key,
  to_digits text not null,
  to_input text not null,
  type text not null,
  template text,
  language text,
  parameters jsonb not null,
  button_payloads jsonb not null,
  biz_opaque_callback_data text,
  text text not null,
  conversation_id text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists whatsapp_messages_to on _sandbox.whatsapp_messages (to_digits, created_at);
create table if not exists _sandbox.whatsapp_replies (
  id text primary key,
  message_id text not null references _sandbox.whatsapp_messages (id),
  from_digits text not null,
  button_index int not null,
  payload text not null,
  text text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index if not exists whatsapp_replies_from on _sandbox.whatsapp_replies (from_digits, created_at);
create table if not exists _sandbox.whatsapp_webhooks (
  id uuid primary key,
  queue text not null,
  position int not null,
  message_id text not null,
  kind text not null,
  body text not null,
  created_at timestamptz not null default clock_timestamp(),
  attempts int not null default 0,
  last_status int,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  unique (queue, position)
);
create index if not exists whatsapp_webhooks_pending on _sandbox.whatsapp_webhooks (created_at)
  where delivered_at is null;`;

export interface StoredMessage extends AcceptedMessage {
  id: string;
  conversationId: string;
  createdAt: string;
}

export interface Delivery {
  kind: string;
  created_at: string;
  attempts: number;
  http_status: number | null;
  delivered_at: string | null;
}

export interface StoredReply {
  id: string;
  from_digits: string;
  button_index: number;
  payload: string;
  text: string;
  created_at: string;
  delivery: Delivery | null;
}

export interface ListedMessage extends StoredMessage {
  statuses: Delivery[];
  replies: StoredReply[];
}

export interface PendingWebhook {
  id: string;
  body: string;
}

/** A webhook to add: its kind (sent, delivered, read, failed, reply) and the exact body. */
export interface NewWebhook {
  kind: string;
  body: string;
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

export const MESSAGE_COLUMNS = `m.id, m.to_digits, m.to_input, m.type, m.template, m.language, m.parameters,
  m.button_payloads, m.biz_opaque_callback_data, m.text, m.conversation_id, m.created_at`;

export const DELIVERY_JSON = `json_build_object('kind', w.kind, 'created_at', w.created_at, 'attempts', w.attempts,
  'http_status', w.last_status, 'delivered_at', w.delivered_at)`;

export function toMessage(row: Record<string, unknown>): ListedMessage {
  const delivery = (d: Record<string, unknown>): Delivery => ({
    kind: d.kind as string,
    created_at: iso(d.created_at)!,
    attempts: d.attempts as number,
    http_status: (d.http_status as number | null) ?? null,
    delivered_at: iso(d.delivered_at),
  });
  return {
    id: row.id as string,
    toDigits: row.to_digits as string,
    toInput: row.to_input as string,
    type: row.type as AcceptedMessage['type'],
    template: row.template as string | null,
    language: row.language as string | null,
    parameters: row.parameters as string[],
    buttonPayloads: row.button_payloads as (string | null)[],
    bizOpaqueCallbackData: row.biz_opaque_callback_data as string | null,
    text: row.text as string,
    conversationId: row.conversation_id as string,
    createdAt: iso(row.created_at)!,
    statuses: ((row.statuses as Record<string, unknown>[] | null) ?? []).map(delivery),
    replies: ((row.replies as Record<string, unknown>[] | null) ?? []).map((r) => ({
      id: r.id as string,
      from_digits: r.from_digits as string,
      button_index: r.button_index as number,
      payload: r.payload as string,
      text: r.text as string,
      created_at: iso(r.created_at)!,
      delivery: r.delivery ? delivery(r.delivery as Record<string, unknown>) : null,
    })),
  };
}
