/**
 * index.html carries one inline script (the early-tap catcher, which must run before the page is shown
 * and so cannot wait for a file). The CSP allows scripts only from 'self', so the build names that
 * script by its hash in `script-src`: the browser runs exactly that text inline and nothing else.
 */
import { createHash } from 'node:crypto';

/** Classic inline scripts: `<script>` without attributes (data blocks and module entries have some). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** Adds the hashes to every `script-src` of a `_headers` file. */
export function allowInlineScripts(headers: string, hashes: string[]): string {
  if (hashes.length === 0) return headers;
  return headers.replace(/(\bscript-src\b[^;\n]*)/g, (directive) =>
    [directive.trimEnd(), ...hashes.filter((h) => !directive.includes(h))].join(' '),
  );
}
