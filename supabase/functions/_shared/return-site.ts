/**
 * The shop PayPal and Stripe send a shopper back to: the one the request came from (its `Origin`)
 * when the project allows that origin, else SITE_URL. Allowed are SITE_URL and the additional
 * redirect URLs Supabase Auth honours for its own links (`[auth] additional_redirect_urls` of
 * supabase/config.toml; hosted, the ADDITIONAL_REDIRECT_URLS secret), so a shopper on
 * `npm run preview` or on a branch deploy comes back to the page they ordered from.
 *
 * Only an entry's origin counts (scheme, host and port, matched whole): `http://127.0.0.1:4173/**`
 * allows `http://127.0.0.1:4173`. Its wildcards mean what they mean to Auth: `*` and `?` stop at "."
 * and "/", `**` does not (`https://*-zellij.vercel.app/**`). Any other origin, a missing one or
 * `null` gets SITE_URL: echoing it would make the return links an open redirect.
 */
export interface ReturnSites {
  /** SITE_URL, without a trailing slash. */
  siteUrl: string;
  /** ADDITIONAL_REDIRECT_URLS: exact URLs or glob patterns, as in config.toml. */
  additionalRedirectUrls: readonly string[];
}

export function returnSite(sites: ReturnSites, origin: string | null): string {
  const requested = exactOrigin(origin);
  if (!requested || requested === parseUrl(sites.siteUrl)?.origin) return sites.siteUrl;
  const allowed = sites.additionalRedirectUrls.some((entry) => originMatcher(entry)?.(requested));
  return allowed ? requested : sites.siteUrl;
}

/** An `Origin` header that is exactly an http(s) origin; `null`, a path or another scheme is not. */
function exactOrigin(header: string | null): string | null {
  if (!header) return null;
  const url = parseUrl(header);
  const web = url?.protocol === 'http:' || url?.protocol === 'https:';
  return web && url.origin === header ? header : null;
}

/** Whether an origin is the origin part of an allow-list entry (everything before its path). */
function originMatcher(entry: string): ((origin: string) => boolean) | null {
  const text = entry.trim();
  const scheme = /^https?:\/\//i.exec(text)?.[0];
  if (!scheme) return null;
  const part = scheme + text.slice(scheme.length).split('/', 1)[0];
  if (!/[*?]/.test(part)) {
    // An exact entry is compared as an origin: `HTTPS://Shop.example:443` is `https://shop.example`.
    const origin = parseUrl(part)?.origin;
    return origin ? (requested) => requested === origin : null;
  }
  const pattern = new RegExp(`^${globSource(part)}$`, 'i');
  return (requested) => pattern.test(requested);
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Auth's glob (gobwas/glob with "." and "/" as separators) as a regular expression. */
function globSource(glob: string): string {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[.+^${}()|[\]\\/]/g, '\\$&');
  }
  return source;
}
