/**
 * The local stack's outgoing mail: kept in memory (newest 200), readable in a browser at
 * /__mailbox and as JSON at /__mailbox/api/messages?to=<address> for tests. Auth mail lives only
 * here; what the Resend sandbox accepted is also in the database and is put back after a restart.
 */
import type { Handler } from '../types';
import { renderMailboxPage } from './page';

export interface MailMessage {
  to: string;
  /** Sender as the provider was given it, e.g. `Zellij <orders@zellij.test>`; auth mail has none. */
  from?: string;
  subject: string;
  html: string;
  text: string;
  /** Headers the sender added (List-Unsubscribe, List-Unsubscribe-Post); auth mail has none. */
  headers?: Record<string, string>;
}

export interface StoredMail extends MailMessage {
  id: string;
  created_at: string;
  /** Every href in the HTML body, in order, so tests can follow a link without parsing HTML. */
  links: string[];
}

export interface Mailbox {
  /** `createdAt` keeps a message's original time when a persisted sender replays it at start-up. */
  send(message: MailMessage, options?: { createdAt?: string }): void;
  /** Newest first; `to` matches the recipient case-insensitively. */
  list(filter?: { to?: string }): StoredMail[];
  clear(filter?: { to?: string }): void;
  handler: Handler;
}

export interface MailboxOptions {
  /** How many messages to keep (oldest dropped first). */
  capacity?: number;
  /** Called after each message is stored, e.g. to print a hint in the dev console. */
  onSend?: (message: StoredMail) => void;
}

const PREFIX = '/__mailbox';

export function createMailbox(options: MailboxOptions = {}): Mailbox {
  const capacity = options.capacity ?? 200;
  let messages: StoredMail[] = []; // oldest first
  let sequence = 0;

  const matches = (message: StoredMail, to?: string | null) =>
    !to || message.to.toLowerCase() === to.trim().toLowerCase();

  const list = (filter: { to?: string } = {}) => messages.filter((m) => matches(m, filter.to)).reverse();

  function send(message: MailMessage, { createdAt }: { createdAt?: string } = {}) {
    const stored: StoredMail = {
      ...message,
      id: String(++sequence),
      created_at: createdAt ?? new Date().toISOString(),
      links: extractLinks(message.html),
    };
    // Oldest first by time: a replayed message slots in before any sent since the start.
    let at = messages.length;
    while (at > 0 && messages[at - 1]!.created_at > stored.created_at) at--;
    messages.splice(at, 0, stored);
    if (messages.length > capacity) messages = messages.slice(messages.length - capacity);
    options.onSend?.(stored);
  }

  function clear(filter: { to?: string } = {}) {
    messages = filter.to ? messages.filter((m) => !matches(m, filter.to)) : [];
  }

  const handler: Handler = async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '');
    const to = url.searchParams.get('to') ?? undefined;
    if (path === '' && req.method === 'GET') {
      return new Response(renderMailboxPage(list({ to }), to ?? ''), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          // Mail bodies are shown in sandboxed iframes; nothing on the page may run scripts.
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'",
        },
      });
    }
    if (path === '/api/messages' && req.method === 'GET') {
      const found = list({ to });
      return json(200, { total: found.length, messages: found });
    }
    if (path === '/api/messages' && req.method === 'DELETE') {
      clear({ to });
      return new Response(null, { status: 204 });
    }
    const single = /^\/api\/messages\/([^/]+)$/.exec(path);
    if (single && req.method === 'GET') {
      const message = messages.find((m) => m.id === single[1]);
      return message ? json(200, message) : json(404, { message: 'No such message' });
    }
    return json(404, { message: `No mailbox route for ${req.method} ${url.pathname}` });
  };

  return { send, list, clear, handler };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function extractLinks(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map(([, href]) => decodeEntities(href!));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
