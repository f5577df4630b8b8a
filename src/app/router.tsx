import { DEFAULT_LOCALE, routerBasename, type Locale } from '@rules/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type Params, type RouteObject } from 'react-router-dom';

import { RouteError, ShellError } from '@/components/errors/route-error';
import SiteLayout, { handle as layoutHandle } from '@/components/layout/site-layout';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { withStrings } from '@/lib/i18n/with-strings';
import { getDatabase } from '@/lib/supabase';

/**
 * Every screen is its own chunk (the layout is part of the entry). A route only names the module; the
 * module's default export is the screen. Layout routes carry the chrome. `RouteError` is every route's
 * friendly error boundary: a screen that fails (or whose chunk cannot load) is replaced inside the
 * chrome, so the header, the cart and the way to other pages stay; the layout's own boundary catches the
 * chrome failing. On a French or Arabic page the screen's strings in that language arrive with its
 * chunk, so it renders in its language at once.
 */
type PageModule = { default: ComponentType; handle?: ScreenHandle };
export const page = (
  load: () => Promise<PageModule>,
  locale: Locale = DEFAULT_LOCALE,
  startReads?: () => void,
): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => {
    startReads?.();
    try {
      const module = await withStrings(load, locale)();
      return { Component: module.default, handle: module.handle };
    } catch (error) {
      // A chunk that cannot load (offline, or replaced by a new deploy) must reach the error boundary;
      // React Router renders nothing at all for a route whose `lazy` rejected, so throw at render.
      return {
        Component: () => {
          throw error;
        },
      };
    }
  },
  errorElement: <RouteError />,
});

const contentPages = ['privacy', 'terms', 'cookie', 'delivery', 'faq', 'booking-conditions'];
const editorialSections = ['culture', 'design', 'health', 'food', 'guides', 'journeys', 'explore'];

/** A screen's first reads, given its route's params: react-query prefetches with the screen's own options. */
type ScreenReads = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/**
 * The shop's routes for pages in `locale`; the router's basename (`/fr`, `/ar`) carries the prefix.
 * With the app's `queryClient`, a screen that shows only a loading state until the API answers (an
 * order, /saved) starts its reads from its route's `lazy`, beside its chunk and PostgREST's client,
 * instead of after both (docs/performance.md). `lazy` runs once, when the screen is first needed: on
 * the page the app starts on, the address is the screen's own and gives the params; on a navigation
 * it is still the previous page's, nothing matches, and the screen reads for itself as it always can.
 */
export function appRoutes(locale: Locale = DEFAULT_LOCALE, queryClient?: QueryClient): RouteObject[] {
  const screen = (load: () => Promise<PageModule>) => page(load, locale);
  const base = routerBasename(locale).replace(/\/$/, '');
  const readingScreen = (path: string, load: () => Promise<PageModule>, reads: ScreenReads) => ({
    path,
    ...page(load, locale, () => {
      const match = queryClient && matchPath(`${base}/${path}`, window.location.pathname);
      if (!match) return;
      // PostgREST's client loads beside the screen's chunk, not after it. A prefetch that fails (a
      // chunk it needs did not load) leaves the read to the screen, which says what failed.
      void getDatabase().catch(() => {});
      reads(queryClient, match.params).catch(() => {});
    }),
  });
  return [
    {
      // The chrome is part of the entry, not a chunk of its own: every page needs it, so it loads with
      // React instead of one round trip later, and its modules share the startup chunk.
      Component: SiteLayout,
      handle: layoutHandle,
      errorElement: <ShellError />,
      // Before a screen's chunk arrives the page stays blank, exactly as before React mounts; naming that
      // (an empty element) tells React Router it is deliberate instead of it warning on every start.
      hydrateFallbackElement: <></>,
      children: [
        { index: true, ...screen(() => import('@/features/home/routes/home-page')) },
        { path: 'shop', ...screen(() => import('@/features/catalog/routes/shop-page')) },
        { path: 'search', ...screen(() => import('@/features/search/routes/search-page')) },
        { path: 'product/:slug', ...screen(() => import('@/features/catalog/routes/product-page')) },
        { path: 'collections', ...screen(() => import('@/features/collections/routes/collections-page')) },
        {
          path: 'collection/:slug',
          ...screen(() => import('@/features/collections/routes/collection-page')),
        },
        { path: 'cart', ...screen(() => import('@/features/cart/routes/cart-page')) },
        { path: 'checkout', ...screen(() => import('@/features/checkout/routes/checkout-page')) },
        readingScreen(
          'order-confirmation/:orderId',
          () => import('@/features/orders/routes/order-confirmation-page'),
          (client, { orderId = '' }) =>
            import('@/features/orders/api/get-order').then((api) => api.prefetchOrder(client, orderId)),
        ),
        { path: 'rituals', ...screen(() => import('@/features/rituals/routes/rituals-page')) },
        { path: 'ritual/:slug', ...screen(() => import('@/features/rituals/routes/ritual-page')) },
        { path: 'recipes', ...screen(() => import('@/features/recipes/routes/recipes-page')) },
        { path: 'recipe/:slug', ...screen(() => import('@/features/recipes/routes/recipe-page')) },
        { path: 'auth', ...screen(() => import('@/features/account/routes/auth-page')) },
        { path: 'reset-password', ...screen(() => import('@/features/account/routes/reset-password-page')) },
        { path: 'profile', ...screen(() => import('@/features/account/routes/profile-page')) },
        readingScreen(
          'saved',
          () => import('@/features/saved/routes/saved-page'),
          (client) => import('@/features/saved/api/prefetch-saved').then((api) => api.prefetchSaved(client)),
        ),
        { path: 'about', ...screen(() => import('@/features/about/routes/about-page')) },
        { path: 'contact', ...screen(() => import('@/features/contact/routes/contact-page')) },
        ...contentPages.map((path) => ({
          path,
          ...screen(() => import('@/features/content-pages/routes/content-page')),
        })),
        ...editorialSections.map((path) => ({
          path,
          ...screen(() => import('@/features/editorial/routes/section-page')),
        })),
        { path: 'guides/:city', ...screen(() => import('@/features/editorial/routes/section-page')) },
        { path: '*', ...screen(() => import('@/components/errors/not-found-page')) },
      ],
    },
    {
      // The back office: its own chrome and its own sections, all in chunks of their own (the entry
      // names only the layout; no visitor's page loads any of it).
      path: 'owner/*',
      ...page(() => import('@/features/owner/routes/owner-layout'), locale),
      errorElement: <ShellError />,
      hydrateFallbackElement: <></>,
    },
  ];
}
