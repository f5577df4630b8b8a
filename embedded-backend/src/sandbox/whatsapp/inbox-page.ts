/**
 * The /__whatsapp page: one conversation per customer phone (the one written to last on top), each
 * message as the customer's phone shows it, in its language and direction, with its quick-reply
 * buttons. A button is a form post (it works without scripts); a small script sends it as JSON
 * instead and shows what the webhook receiver answered.
 */
import { randomBytes } from 'node:crypto';
import { toolPage } from '../../mail/tool-page';
import { escapeHtml } from '../http';
import type { PresentedMessage } from './inbox';

const TICKS: Record<string, string> = {
  sent: '✓ sent',
  delivered: '✓✓ delivered',
  read: '✓✓ read',
  failed: '✗ failed',
};

function statusLine(message: PresentedMessage): string {
  const done = message.statuses.filter((s) => s.delivered_at);
  const last = done[done.length - 1];
  const waiting = message.statuses.length - done.length;
  const pending = waiting ? ` · ${waiting} webhook${waiting === 1 ? '' : 's'} waiting to be delivered` : '';
  return `${last ? escapeHtml(TICKS[last.status] ?? last.status) : 'accepted'}${pending}`;
}

function renderReply(reply: PresentedMessage['replies'][number]): string {
  const answered = reply.http_status ? `webhook answered ${reply.http_status}` : 'webhook not delivered yet';
  return `<li class="reply">${escapeHtml(reply.text)} <small>(${escapeHtml(reply.payload)}; from ${escapeHtml(reply.from)}; ${answered})</small></li>`;
}

function renderMessage(message: PresentedMessage): string {
  const lang = escapeHtml(message.language ?? 'en');
  const buttons = message.buttons
    .map(
      (b) => `<form method="post" action="/__whatsapp/api/reply">
      <input type="hidden" name="message_id" value="${escapeHtml(message.id)}">
      <button type="submit" name="button" value="${escapeHtml(b.name ?? '')}" lang="${lang}" dir="${message.dir}">${escapeHtml(b.text)}</button>
    </form>`,
    )
    .join('');
  const replies = message.replies.map(renderReply).join('');
  return `<article>
  <div class="bubble" lang="${lang}" dir="${message.dir}">${escapeHtml(message.text).replace(/\n/g, '<br>')}</div>
  ${buttons ? `<div class="buttons">${buttons}</div>` : ''}
  <div class="meta">${escapeHtml(message.template ?? message.type)}${message.language ? ` (${lang})` : ''} · <time datetime="${message.created_at}">${escapeHtml(new Date(message.created_at).toLocaleString('en-GB'))}</time> · ${statusLine(message)}</div>
  ${replies ? `<ul class="replies">${replies}</ul>` : ''}
  <output aria-live="polite"></output>
</article>`;
}

const SCRIPT = `document.addEventListener('submit', async (event) => {
  const form = event.target.closest('form[action$="/api/reply"]');
  if (!form) return;
  event.preventDefault();
  const output = form.closest('article').querySelector('output');
  const body = { message_id: form.elements.message_id.value, button: event.submitter.value };
  output.textContent = 'Sending…';
  const res = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await res.json();
  output.textContent = res.ok
    ? 'Reply ' + answer.reply_id + ' sent: the webhook answered ' + (answer.status || 'nothing (not reachable)') + '.'
    : 'Refused: ' + answer.error;
});`;

export function renderInboxPage(messages: PresentedMessage[], to: string): Response {
  const phones = [...new Set(messages.map((m) => m.to))];
  const conversations = phones
    .map(
      (phone) => `<section aria-labelledby="c-${escapeHtml(phone.slice(1))}">
  <h2 id="c-${escapeHtml(phone.slice(1))}"><a href="?to=${encodeURIComponent(phone)}">${escapeHtml(phone)}</a></h2>
  ${messages
    .filter((m) => m.to === phone)
    .map(renderMessage)
    .join('\n')}
</section>`,
    )
    .join('\n');
  const empty = `<p class="empty">No WhatsApp messages${to ? ` for ${escapeHtml(to)}` : ''} yet. Place a cash-on-delivery order in the shop, then <a href="">refresh</a>.</p>`;
  const nonce = randomBytes(12).toString('base64');
  const html = toolPage({
    title: 'Zellij local WhatsApp inbox',
    name: 'local WhatsApp',
    summary: `${messages.length} message${messages.length === 1 ? '' : 's'} to customers, newest first`,
    filter: { label: 'Customer phone', type: 'tel', placeholder: '+212612345678', value: to },
    css: `  main { max-width: 640px; margin: 0 auto; padding: 16px; }
  section { background: #e9e2d6; border: 1px solid #ddd; padding: 8px 16px 16px; margin-bottom: 24px; }
  h2 { font-size: 17px; } h2 a { color: #0f5257; }
  article { margin: 12px 0; max-width: 460px; }
  .bubble { background: #fff; border-radius: 8px; padding: 10px 12px; box-shadow: 0 1px 1px rgb(0 0 0 / 0.15); }
  .buttons { display: flex; gap: 4px; margin-top: 4px; } .buttons form { flex: 1; }
  .buttons button { width: 100%; background: #fff; color: #027eb5; border: 0; border-radius: 8px; padding: 8px; font: inherit; cursor: pointer; box-shadow: 0 1px 1px rgb(0 0 0 / 0.15); }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1d1d1b; outline-offset: 2px; }
  .meta, .replies, output { color: #555; font-size: 13px; } .meta { margin-top: 4px; }
  .replies { margin: 4px 0 0; padding-left: 18px; } output { display: block; margin-top: 4px; }`,
    main: conversations || empty,
    script: { nonce, code: SCRIPT },
  });
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'`,
    },
  });
}
