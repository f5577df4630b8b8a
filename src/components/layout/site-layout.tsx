import { DEFAULT_LOCALE } from '@rules/locales';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

// The route-level layout is the app's composition root for the chrome: it wires feature state (bag,
// saved count, newsletter, premium) into the presentational navigation. The shared->features rule exists so
// primitives stay reusable; this one file is where the two meet (router.tsx loads it for every route).
/* eslint-disable no-restricted-imports */
import { CartAnnouncer, followAccountBag, useCart } from '@/features/cart';
import { premiumNavPart } from '@/features/premium';
import { useSavedCount } from '@/features/saved';
/* eslint-enable no-restricted-imports */
import { useOnDemand } from '@/components/ui/on-demand';
import { useLocale } from '@/lib/i18n/locale';
import { ScrollRestoration } from '@/lib/routing';
import { useScreenIsTranslated, type ScreenHandle } from '@/lib/i18n/screen-handle';
import { useAuth } from '@/providers/use-auth';

import { showsNewsletter } from './route-chrome';
import { useChromeText } from './i18n';
import { LanguageSuggestion } from './language-suggestion';
import { NewsletterBlock, newsletterBeforeHydration } from './newsletter-part';
import { SiteBanner } from './site-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { usePageChange } from './use-page-change';

/**
 * The layout's own part of a prerendered page whose code comes after the startup code: the newsletter
 * band. router.tsx gives this to the layout route; src/main.tsx starts it with the screen's code and
 * hydrates once both are in.
 */
export const handle: ScreenHandle = {
  beforeHydration: () => newsletterBeforeHydration(window.location.pathname),
};

/**
 * The page shell, owned here and by no screen: skip link, banner, the one header, the main landmark
 * (screens render only its content), the newsletter, the one footer, and the live region that reads
 * out the title of each new page.
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const { itemCount } = useCart();
  const savedCount = useSavedCount();
  const { user } = useAuth();
  const premium = useSignedInParts(user?.id);
  const announcement = usePageChange();
  const locale = useLocale();
  const screenTranslated = useScreenIsTranslated();
  const t = useChromeText();
  const describeBag = useCallback(
    (count: number) => (count === 0 ? t('bag.emptied') : t('bag.updated', { count })),
    [t],
  );

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteBanner />
      <SiteHeader
        bagCount={itemCount}
        savedCount={savedCount}
        premium={user && premium ? <premium.PremiumNav /> : undefined}
      />
      {/* At least a screen tall: while a screen's data loads, the newsletter and footer below stay out of
          view, so they are not pushed down in sight of the reader when the content arrives (layout shift). */}
      {/* The two Suspense boundaries split hydrating a prerendered page into three pieces of work the
          browser can breathe between: the chrome, the screen, and what follows it, each committed on its
          own instead of in one long task. Only the newsletter suspends (its code comes later), in a
          boundary of its own, so the footer never waits for it. */}
      {/* A screen not yet translated (its module exports no `handle = { translated: true }`) shows
          English on a French or Arabic page: marked so, a screen reader reads it with an English voice. */}
      <main
        id="main"
        tabIndex={-1}
        lang={locale === DEFAULT_LOCALE || screenTranslated ? undefined : DEFAULT_LOCALE}
        className="min-h-screen flex-1 focus:outline-none"
      >
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {showsNewsletter(pathname) && (
          <Suspense fallback={null}>
            <NewsletterBlock />
          </Suspense>
        )}
        <SiteFooter />
      </Suspense>
      <div id="page-announcer" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <CartAnnouncer describe={describeBag} />
      <LanguageSuggestion />
      <ScrollRestoration />
    </div>
  );
}

/**
 * What only someone signed in has, started once they are: the premium controls' code (nobody else sees
 * them), which joins the header when it has come, in one piece (no empty slot first, nothing shown
 * twice); and the bag kept in their account (the cart feature's followAccountBag, which
 * follows whoever is signed in from then on).
 */
function useSignedInParts(userId: string | undefined) {
  const [premium, load] = useOnDemand(premiumNavPart);
  useEffect(() => {
    if (!userId) return;
    void load();
    followAccountBag();
  }, [userId, load]);
  return premium;
}
