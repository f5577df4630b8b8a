import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

// The route-level layout is the app's composition root for the chrome: it wires feature state (bag,
// saved count, newsletter, premium) into the presentational navigation. The shared->features rule exists so
// primitives stay reusable; this one file is where the two meet (router.tsx loads it for every route).
/* eslint-disable no-restricted-imports */
import { CartAnnouncer, useCart } from '@/features/cart';
import { NewsletterBlock } from '@/features/newsletter';
import { PremiumAction, PremiumBadge } from '@/features/premium';
import { useSavedCount } from '@/features/saved';
/* eslint-enable no-restricted-imports */

import { EditorialNav } from './editorial-nav';
import { routeChrome } from './route-chrome';
import { ShopHeader } from './shop-header';
import { SimpleFooter } from './simple-footer';
import { SiteBanner } from './site-banner';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

export default function SiteLayout() {
  const { pathname } = useLocation();
  const chrome = routeChrome(pathname);
  const { itemCount } = useCart();
  const savedCount = useSavedCount();
  useFocusMainOnNavigation();

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteBanner />
      {chrome.header === 'shop' ? (
        <ShopHeader bagCount={itemCount} savedCount={savedCount} />
      ) : (
        <EditorialNav
          transparent={chrome.transparentHeader}
          bagCount={itemCount}
          savedCount={savedCount}
          premium={
            <>
              <PremiumBadge />
              <PremiumAction size="sm" />
            </>
          }
        />
      )}
      {/* At least a screen tall: while a screen's data loads, the newsletter and footer below stay out of
          view, so they are not pushed down in sight of the reader when the content arrives (layout shift). */}
      {/* The two Suspense boundaries split hydrating a prerendered page into three pieces of work the
          browser can breathe between: the chrome, the screen, and what follows it, each committed on its
          own instead of in one long task. Nothing inside suspends, so no fallback is ever shown. */}
      <div className="min-h-screen flex-1">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {chrome.newsletter && <NewsletterBlock />}
        {chrome.footer === 'full' ? <SiteFooter /> : <SimpleFooter />}
      </Suspense>
      <CartAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
