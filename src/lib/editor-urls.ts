/**
 * Where editor-provided addresses may lead. Editors type links and image sources into rich text and the
 * banner's `link_url`; a row written with a stolen or careless editor account must not turn the shop into
 * a launch pad (script URLs, look-alike hosts) or a tracker (images fetched from someone else's server).
 * Every address is resolved with the URL parser, as the browser would, so tricks such as `/\evil.example`,
 * `java\tscript:` or `articles/../../other-bucket` are judged by where they really lead.
 */
import { env } from './env';
import { MEDIA_BASE } from './media';

/** Stands in for the shop's origin while resolving a relative address; never shown. */
const PLACEHOLDER_ORIGIN = 'https://zellij-shop.invalid';

export type EditorLink =
  /** A page of the shop: a path (with its query and fragment), shown as an ordinary link. */
  | { kind: 'internal'; href: string }
  /** Another website: the shop vouches for nothing there. */
  | { kind: 'external'; href: string }
  /** An e-mail address or a phone number. */
  | { kind: 'contact'; href: string };

/** What readers following a link to another site should not hand over: the opener, the referrer, our ranking. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

const CONTACT_PROTOCOLS = new Set(['mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function shopOrigin(): string | null {
  return env.siteUrl ? (parse(env.siteUrl)?.origin ?? null) : null;
}

/** What an editor's link is, or null for anything that is not a web page, e-mail or phone address. */
export function classifyEditorLink(href: string | null | undefined): EditorLink | null {
  const value = href?.trim();
  if (!value) return null;
  if (value.startsWith('#'))
    return parse(value, PLACEHOLDER_ORIGIN) ? { kind: 'internal', href: value } : null;
  const url = parse(value, PLACEHOLDER_ORIGIN);
  if (!url) return null;
  if (CONTACT_PROTOCOLS.has(url.protocol)) return { kind: 'contact', href: url.href };
  if (!WEB_PROTOCOLS.has(url.protocol)) return null;
  if (url.origin === PLACEHOLDER_ORIGIN || url.origin === shopOrigin()) {
    return { kind: 'internal', href: url.pathname + url.search + url.hash };
  }
  return { kind: 'external', href: url.href };
}

/**
 * The address of an image in rich text, only when it is an object of the project's public `media`
 * bucket: a full Storage URL, or an object path such as `articles/mint-tea.webp` (as in `image_url`).
 * Anything else (another host, `data:`, a path outside the bucket) is refused with null.
 */
export function editorImageUrl(src: string | null | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  // A path has no scheme and does not start at a root: `/x` and `//host/x` are not bucket objects.
  const isObjectPath = !/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[/\\]/.test(value);
  const url = isObjectPath ? parse(value, MEDIA_BASE) : parse(value);
  if (!url || !WEB_PROTOCOLS.has(url.protocol) || url.username || url.password) return null;
  return url.href.startsWith(MEDIA_BASE) && url.href.length > MEDIA_BASE.length ? url.href : null;
}
