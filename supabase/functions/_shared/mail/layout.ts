/**
 * Every message is described once as blocks (paragraphs, a table of rows, one button) and rendered
 * twice from them, as HTML and as plain text. All values are escaped here, in one place: names,
 * addresses, product titles and reasons are typed by people. The message's language sets `lang` and
 * `dir`; clients that drop the <html> element (webmail shows the body inside its own page) still get
 * the direction from the body and the tables.
 */
import { textDirection, type Locale } from '../rules/locales.ts';

export interface MailContent {
  locale: Locale;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label/value pairs, e.g. order lines and totals, or carrier and tracking number. */
  rows?: [string, string][];
  /** Links of their own under the rows, e.g. the invoice; the button stays the message's one action. */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. the shop's address. */
  footer: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Headers of the message beyond the provider's own, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Only http(s) links go into a message; anything else (javascript:, data:) is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function rowsHtml(rows: [string, string][], rtl: boolean): string {
  // The gap sits between label and value: on the label's right in English, on its left in Arabic.
  const labelPadding = rtl ? '4px 0 4px 12px' : '4px 12px 4px 0';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:${labelPadding};color:#6b6b6b;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<tr><td style="padding:8px 32px"><table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.4">${cells}</table></td></tr>`;
}

export function renderMail(content: MailContent): RenderedMail {
  const dir = textDirection(content.locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = content.paragraphs
    .map((p) => `<tr><td style="padding:8px 32px;font-size:16px;line-height:1.5">${escapeHtml(p)}</td></tr>`)
    .join('\n');
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<tr><td style="padding:8px 32px;font-size:15px"><a href="${escapeHtml(link.url)}" style="color:#0f5257">${escapeHtml(link.label)}</a></td></tr>`,
    )
    .join('\n');
  const action = content.action
    ? `<tr><td style="padding:16px 32px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 24px;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(content.action.label)}</a></td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="${content.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body dir="${dir}" style="margin:0;background:#f6f1e7;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" dir="${dir}" width="560" cellpadding="0" cellspacing="0" style="text-align:${align};max-width:560px;background:#ffffff;border-top:6px solid #0f5257">
<tr><td style="padding:28px 32px 8px;font-size:28px;letter-spacing:4px;color:#0f5257">ZELLIJ</td></tr>
<tr><td style="padding:8px 32px;font-size:20px">${escapeHtml(content.heading)}</td></tr>
${paragraphs}
${content.rows?.length ? rowsHtml(content.rows, dir === 'rtl') : ''}
${links}
${action}
<tr><td style="padding:16px 32px 28px;font-size:13px;color:#6b6b6b">${escapeHtml(content.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    `ZELLIJ - ${content.heading}`,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.rows?.length ? [...content.rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  return { subject: content.subject, html, text };
}
