/**
 * Reads a Netlify / Cloudflare Pages `_headers` file so the local static server answers with exactly
 * the headers production will send (and Lighthouse sees the real CSP and cache policy).
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

/** `/assets/*` -> ^/assets/.*$ ; `/blog/:slug` -> ^/blog/[^/]+$ */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path block: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every header of every matching rule, in file order; a later rule overrides an earlier one. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) result[name.toLowerCase()] = value;
  }
  return result;
}
