import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

import { classifyEditorLink, editorImageUrl, EXTERNAL_LINK_REL } from '@/lib/editor-urls';

/**
 * Editor HTML is untrusted: a row written with a careless or stolen editor account must not restyle the
 * page, lay an invisible overlay or a fake form over it, track readers, or shadow globals such as
 * `document.cart` with `id`/`name`. So only what the prose typography (prose-html.tsx) sets is kept,
 * never the markup's own presentation: no `style`, no `class` (a Tailwind class like `fixed inset-0`
 * would build an overlay from the shop's own CSS), no `id`/`name`.
 */
// prettier-ignore
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'code',
  'a', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

// prettier-ignore
const ALLOWED_ATTR = [
  'href', 'title', 'src', 'alt', 'width', 'height',
  'colspan', 'rowspan', 'scope', 'start', 'reversed', 'lang', 'dir',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A removed control's label ("Pay now") would otherwise stay behind as stray text.
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea', 'object', 'embed', 'canvas'],
};

/**
 * Links and images are judged by where they lead (src/lib/editor-urls.ts): a link that is not a web,
 * e-mail or phone address loses its href, an external one is marked, and an image that is not in the
 * project's `media` bucket is dropped whole (an empty frame or a 1 px pixel is worth nothing to readers).
 */
function enforceAddressRules(node: Element): void {
  const tag = node.nodeName.toLowerCase();
  if (tag === 'a') {
    const link = classifyEditorLink(node.getAttribute('href'));
    if (!link) node.removeAttribute('href');
    else node.setAttribute('href', link.href);
    if (link?.kind === 'external') node.setAttribute('rel', EXTERNAL_LINK_REL);
  } else if (tag === 'img') {
    const src = editorImageUrl(node.getAttribute('src'));
    if (!src) {
      node.remove();
      return;
    }
    node.setAttribute('src', src);
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
}

function withRules(purifier: Purifier): Purifier {
  // Without a DOM (the prerender's Node before sanitizeWithWindow) DOMPurify has no hooks to add.
  if (purifier.isSupported) purifier.addHook('afterSanitizeAttributes', enforceAddressRules);
  return purifier;
}

let purifier = withRules(DOMPurify);

/**
 * Node has no DOM for DOMPurify to parse with: the build's prerender (src/app/prerender-page.tsx)
 * hands it a jsdom window, so server-rendered editor HTML is sanitised exactly like the browser's.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = withRules(DOMPurify(window));
}

/** Editor HTML reduced to the allowed prose markup, ready for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify hands the input back untouched: refuse rather than render it raw.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM: call sanitizeWithWindow first');
  return purifier.sanitize(html, CONFIG);
}
