/**
 * The only script a prerendered page requests before it is shown. The page is complete HTML, so the
 * app's JavaScript waits until the page has loaded and its largest element has been painted (or the
 * visitor's first tap or key press, if that comes sooner), then hydrates the markup in place. Browsers
 * without the largest-contentful-paint entry (Safari, Firefox) start one frame after the load event.
 * The entry module is the tag's data-entry; it imports the rest itself.
 *
 * A shell (scripts/prerender/prerender-site.ts: the bag, an order, not found) is served for every
 * address of its route; its tag's data-shell is the route's pattern (`/order-confirmation/:orderId`,
 * `/*`). Before anything else the script makes it the page of the address it is at: its language
 * links lead to this address in the other languages (not to the one it was drawn at), and its data
 * names this address, so src/main.tsx hydrates it as it hydrates any prerendered page. An address
 * the pattern does not match (or one with a query) is left alone: the app renders it afresh.
 *
 * Written into the build as assets/boot-<hash>.js (a file, not inline: the CSP allows only 'self').
 */
import { DEFAULT_LOCALE, LOCALES } from '../../supabase/functions/_shared/rules/locales';

import { PRERENDERED_STATE_ID } from '../../src/app/prerendered-state';

/** A path's language prefix (`/fr`, `/ar`; English has none). */
const LANGUAGE_PREFIX = `^/(?:${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(?=/|$)`;

export const BOOT_SCRIPT = `(() => {
  const { entry, shell } = document.currentScript.dataset;
  const state = document.getElementById(${JSON.stringify(PRERENDERED_STATE_ID)});
  if (shell && state && !location.search) {
    const bare = (path) => path.replace(new RegExp(${JSON.stringify(LANGUAGE_PREFIX)}), '') || '/';
    const here = bare(location.pathname);
    const route = new RegExp('^' + shell.replace(/:[^/]+/g, '[^/]+').replace('*', '.*') + '$');
    if (route.test(here)) {
      const page = JSON.parse(state.textContent);
      const drawnAt = bare(page.location);
      for (const link of document.querySelectorAll('a[hreflang]')) {
        link.setAttribute('href', link.getAttribute('href').replace(drawnAt, () => here));
      }
      page.location = location.pathname;
      state.textContent = JSON.stringify(page);
    }
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const tracksPaint = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  let loaded = document.readyState === 'complete';
  let painted = !tracksPaint;
  const startWhenReady = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (tracksPaint) {
    new PerformanceObserver((entries, observer) => {
      observer.disconnect();
      painted = true;
      startWhenReady();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (loaded) startWhenReady();
  else addEventListener('load', () => ((loaded = true), startWhenReady()), { once: true });
  // Whatever happens to the page's images, the shop works within a few seconds of loading.
  setTimeout(start, 5000);
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
})();
`;
