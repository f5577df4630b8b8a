import { lazyPart, onDemand } from '@/components/ui/on-demand';
import { withStrings } from '@/lib/i18n/with-strings';

/**
 * "Notify me" shows under a sold-out product only, so its form, its request and its words come after
 * the page's code instead of with it (the 150 KB budget), with its words in the page's language. A
 * prerendered sold-out page fetches them before it hydrates (the product page's `beforeHydration`), so
 * the form hydrates with the page and index.html's catcher keeps what was typed or pressed until then.
 * A product page drawn in the browser shows the form once they have come.
 */
export const notifyMePart = onDemand(withStrings(() => import('./notify-me')));

/** The form; render it inside <Suspense>. */
export const NotifyMe = lazyPart(notifyMePart, (module) => module.NotifyMe);
