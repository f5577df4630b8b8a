import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;

/**
 * Node has no DOM for DOMPurify to parse with: the build's prerender (src/app/prerender-page.tsx)
 * hands it a jsdom window, so server-rendered editor HTML is sanitised exactly like the browser's.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** Editor HTML is untrusted: scripts, event handlers and javascript: URLs are stripped before rendering. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
