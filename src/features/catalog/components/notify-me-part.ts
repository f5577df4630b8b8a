import { lazyPart, onDemand } from '@/components/ui/on-demand';
import { withStrings } from '@/lib/i18n/with-strings';

/**
 * "Notify me" shows under a sold-out product only, so its form, its request and its words come after
 * the page's code instead of with it (the 150 KB budget). A prerendered sold-out page shows the form's
 * markup meanwhile: its Suspense boundary hydrates once the code and the words in the page's language
 * are in, and index.html's catcher keeps what the reader typed or pressed until then.
 */
export const notifyMePart = onDemand(withStrings(() => import('./notify-me')));

/** The form; render it inside <Suspense>. */
export const NotifyMe = lazyPart(notifyMePart, (module) => module.NotifyMe);
