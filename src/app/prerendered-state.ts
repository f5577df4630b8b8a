import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the build's prerender (scripts/prerender/prerender-site.ts) leaves in a page for the app to take over: the
 * React Query cache the HTML was rendered from. When its location is the page's own, #root holds
 * server-rendered markup to hydrate; the SPA fallback page (spa.html) carries only the chrome's data,
 * under a location no address matches, and is rendered from scratch.
 */
export const PRERENDERED_STATE_ID = 'prerendered-state';

export interface PrerenderedState {
  /** The path and query the markup was rendered for: /shop, never /shop?type=jam. */
  location: string;
  /**
   * A shell's route pattern (`cart`, `order-confirmation/:orderId`, `*` for not found): the markup
   * shows only what is the same for every visitor of that route, and the host serves it for every
   * address the route matches; the boot script (scripts/prerender/boot-script.ts) makes it the page
   * of the address it is at, so it is hydrated there.
   */
  shell?: string;
  queries: DehydratedState;
}

/** One prerendered URL: the markup of #root, with the head tags React renders in front of it. */
export interface PrerenderedPage {
  html: string;
  state: PrerenderedState;
  /** The page's structured data, JSON-LD text for its <head> (components/seo/structured-data-in-head.tsx). */
  structuredData?: string;
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
export function serializeState(state: PrerenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPrerenderedState(doc: Document = document): PrerenderedState | null {
  const script = doc.getElementById(PRERENDERED_STATE_ID);
  if (!script?.textContent) return null;
  return JSON.parse(script.textContent) as PrerenderedState;
}
