/**
 * Where ProseHtml gets clean markup for editor HTML without shipping DOMPurify (~12 KB gzip) with the
 * first load of every reading page.
 *
 * - The build's prerender sanitises in Node (src/app/prerender-page.tsx hands its sanitiser over with
 *   `provideSanitizer`), so a prerendered page arrives with the clean markup already in its HTML.
 * - While the browser hydrates that page, ProseHtml adopts the markup it finds for exactly the editor
 *   HTML the build rendered it from (both come from the same React Query cache in the same page), so
 *   the page hydrates without the sanitiser.
 * - Any other editor HTML (fetched by the browser after a client-side navigation, or changed since the
 *   build) waits for the sanitiser, which is loaded then.
 */
type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
/** Editor HTML -> the clean markup the build prerendered from it, read from the page being hydrated. */
const prerendered = new Map<string, string>();

/** For a render that cannot wait for a chunk: the build's prerender, in Node. */
export function provideSanitizer(sanitizer: Sanitize): void {
  sanitize = sanitizer;
}

/** The sanitiser, loaded once on first need; a failed load (offline, a new deploy) is retried next time. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then(
    (module) => (sanitize = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The attribute that ties a prerendered prose block to the ProseHtml that hydrates it (a useId). */
export const PROSE_ATTRIBUTE = 'data-prose';

/**
 * Called while hydrating: remembers the markup the build rendered for `html` in the block `id`. The
 * sanitiser drops every data-* attribute, so editor HTML cannot forge such a block.
 */
export function adoptPrerendered(id: string, html: string): void {
  if (prerendered.has(html)) return;
  for (const block of document.querySelectorAll(`[${PROSE_ATTRIBUTE}]`)) {
    if (block.getAttribute(PROSE_ATTRIBUTE) === id) {
      prerendered.set(html, block.innerHTML);
      return;
    }
  }
}

/** Whether `cleanHtml(html)` can answer now, without loading the sanitiser. */
export function canCleanNow(html: string): boolean {
  return html === '' || prerendered.has(html) || sanitize !== undefined;
}

/** The clean markup for `html`; only when `canCleanNow(html)`. */
export function cleanHtml(html: string): string {
  if (html === '') return '';
  const adopted = prerendered.get(html);
  if (adopted !== undefined) return adopted;
  if (!sanitize) throw new Error('cleanHtml before the sanitiser was loaded');
  return sanitize(html);
}
