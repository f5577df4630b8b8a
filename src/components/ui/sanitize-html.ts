import DOMPurify from 'dompurify';

/** Editor HTML is untrusted: scripts, event handlers and javascript: URLs are stripped before rendering. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
