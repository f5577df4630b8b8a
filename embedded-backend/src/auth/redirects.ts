/**
 * Which redirect_to values are honoured, as GoTrue decides it: anything on the site URL's host,
 * or a match for one of the allow-list globs (`*` stops at "." and "/", `**` does not).
 * Anything else falls back to the site URL, so e-mail links cannot send users elsewhere.
 */
import type { AuthSettings } from './settings';

export function allowedRedirect(settings: AuthSettings, requested: string | null | undefined): string {
  if (requested && isRedirectAllowed(settings, requested)) return requested;
  return settings.siteUrl;
}

export function isRedirectAllowed(settings: AuthSettings, requested: string): boolean {
  const target = parseUrl(requested);
  if (!target) return false;
  const site = parseUrl(settings.siteUrl);
  const isWeb = target.protocol === 'http:' || target.protocol === 'https:';
  if (site && isWeb && site.hostname === target.hostname) return true;
  return settings.redirectAllowList.some((pattern) => globToRegExp(pattern).test(requested));
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
