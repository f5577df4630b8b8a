/**
 * Reads a Netlify / Cloudflare Pages `_redirects` file (public/_redirects) so the local static server
 * answers an address that is no file as production does: the rewrite's page, with the rule's status
 * (200 for the order page's shell and the app shell, 404 for the not-found page).
 */
import { patternToRegExp } from './host-headers';

export interface RedirectRule {
  pattern: RegExp;
  /** The file served, as a path of the site (`/ar/404.html`). */
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const [from, to, status = '301'] = line.split(/\s+/);
    if (!from || !to || !/^\d{3}!?$/.test(status)) throw new Error(`_redirects: cannot read "${line}"`);
    // `/fr/*` matches `/fr` itself too, as on the hosts.
    const pattern = patternToRegExp(from.endsWith('/*') ? from.slice(0, -2) : from);
    const rule = from.endsWith('/*') ? new RegExp(`${pattern.source.slice(0, -1)}(?:/.*)?$`) : pattern;
    return [{ pattern: rule, to, status: Number(status.replace('!', '')) }];
  });
}

/** The first rule that matches `pathname` (rules are tried in file order), if any. */
export function redirectFor(rules: RedirectRule[], pathname: string): RedirectRule | undefined {
  return rules.find((rule) => rule.pattern.test(pathname));
}
