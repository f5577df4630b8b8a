/** Small response helpers and the shared look of the sandbox pages. */
import { randomBytes } from 'node:crypto';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Random id with a prefix, e.g. `cus_` + 14 chars, like the real providers' ids. */
export function randomId(
  prefix: string,
  length = 14,
  alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return prefix + id;
}

export interface PageOptions {
  title: string;
  /** Brand label shown in the banner, e.g. "PayPal sandbox". */
  brand: string;
  accent: string;
  body: string;
  status?: number;
}

/** A plain, accessible page that says loudly it is a local stand-in and moves no money. */
export function page({ title, brand, accent, body, status = 200 }: PageOptions): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f6f4; color: #1d1d1b; }
  header { background: ${accent}; color: #fff; padding: 0.75rem 1.25rem; font-weight: 600; }
  header small { font-weight: 400; opacity: 0.9; margin-left: 0.5rem; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.35rem; margin-top: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.25rem; }
  button, .link-button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 999px; border: 2px solid ${accent};
    cursor: pointer; text-decoration: none; display: inline-block; }
  .primary { background: ${accent}; color: #fff; }
  .secondary { background: #fff; color: ${accent}; }
  button:focus-visible, .link-button:focus-visible, input:focus-visible { outline: 3px solid #1d1d1b; outline-offset: 2px; }
  fieldset { border: 1px solid #ccc; border-radius: 0.5rem; margin-top: 1rem; }
  .note { color: #555; font-size: 0.9rem; }
  table { width: 100%; border-collapse: collapse; } caption { text-align: left; } td, th { text-align: left; padding: 0.35rem 0; }
</style>
</head>
<body>
<header role="banner">${escapeHtml(brand)}<small>Local test stand-in. No real money moves.</small></header>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The pages of one sandbox, each under its brand and accent colour. */
export const brandedPage =
  (brand: string, accent: string) =>
  (options: Omit<PageOptions, 'brand' | 'accent'>): Response =>
    page({ ...options, brand, accent });

/**
 * POSTs a webhook delivery the way the providers do (they do not wait long, nor read the answer's
 * body); answers the endpoint's status, 0 when it could not be reached (or `abort` fired).
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  abort?: AbortSignal,
): Promise<number> {
  const timeout = AbortSignal.timeout(15_000);
  const signal = abort ? AbortSignal.any([timeout, abort]) : timeout;
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

/** Reads an HTML form post (application/x-www-form-urlencoded). */
export async function readForm(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await req.text());
}
