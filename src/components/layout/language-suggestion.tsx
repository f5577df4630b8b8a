import { lazy, Suspense, useSyncExternalStore } from 'react';

import { browserLocale, chosenLocale } from '@/lib/i18n/chosen-locale';
import { useStoredValue } from '@/lib/stored-value';
import { useLocale } from '@/lib/i18n/locale';

// Shown to few visitors and only once the app runs: its code and words come when it is needed.
const LanguageOffer = lazy(() => import('./language-offer'));

const noSubscription = () => () => {};
const readBrowserLocale = () => browserLocale(navigator.languages);
// The prerendered page and its hydration know nothing of the visitor: no offer until the app has started.
const nothingOnTheServer = () => null;

/**
 * Offers the page in the visitor's language, never forcing it: the one they chose before, or on a first
 * visit the browser's. Written in the offered language, at the foot of the window (it moves nothing
 * on the page), and gone for good once they choose either way.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const chosen = useStoredValue(chosenLocale);
  const browser = useSyncExternalStore(noSubscription, readBrowserLocale, nothingOnTheServer);
  const wanted = chosen ?? browser;
  if (!wanted || wanted === locale) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={wanted} />
    </Suspense>
  );
}
