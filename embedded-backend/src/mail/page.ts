/**
 * The /__mailbox page. Each message body is shown in an iframe sandboxed without scripts,
 * whose links open in a new tab (so a verify link leads to the site, signed in).
 */
import type { StoredMail } from './index';
import { escapeHtml } from './templates';
import { toolPage } from './tool-page';

export function renderMailboxPage(messages: StoredMail[], to: string): string {
  const items = messages.map(renderMessage).join('\n');
  const empty = `<p class="empty">No messages${to ? ` for ${escapeHtml(to)}` : ''} yet. Sign up, ask for a password reset or place an order in the shop, then <a href="">refresh</a>.</p>`;
  return toolPage({
    title: 'Zellij local mailbox',
    name: 'local mailbox',
    summary: `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first`,
    filter: { label: 'Recipient', type: 'email', placeholder: 'Filter by recipient', value: to },
    css: `  main { max-width: 900px; margin: 0 auto; padding: 16px; }
  article { background: #fff; margin: 0 0 16px; border: 1px solid #ddd; }
  article h2 { font-size: 17px; margin: 0; padding: 12px 16px 4px; }
  .meta { color: #555; font-size: 13px; padding: 0 16px 12px; }
  iframe { display: block; width: 100%; height: 420px; border: 0; border-top: 1px solid #eee; resize: vertical; }
  details { padding: 8px 16px 12px; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-all; }`,
    main: items || empty,
  });
}

/** The message's own headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058), as sent. */
function renderHeaders(headers: Record<string, string> | undefined): string {
  const entries = Object.entries(headers ?? {});
  if (entries.length === 0) return '';
  const rows = entries.map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`).join('\n');
  return `\n  <details open><summary>Headers</summary><pre>${rows}</pre></details>`;
}

function renderMessage(message: StoredMail): string {
  // <base target="_blank"> makes links leave the sandbox in a new tab instead of inside the frame.
  const srcdoc = message.html.replace(/^(\s*<!doctype[^>]*>)?/i, '$1<base target="_blank">');
  return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <div class="meta">${message.from ? `From ${escapeHtml(message.from)} &middot; ` : ''}To ${escapeHtml(message.to)} &middot; <time datetime="${message.created_at}">${escapeHtml(new Date(message.created_at).toLocaleString('en-GB'))}</time></div>
  <iframe title="${escapeHtml(message.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>${renderHeaders(message.headers)}
</article>`;
}
