import { DEFAULT_LOCALE, routerBasename, type Locale } from '@rules/locales';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { matchPath, type Params, type RouteObject } from 'react-router-dom';

import { RouteBoundary } from '@/components/errors/route-boundary';
import { RouteError, ShellError } from '@/components/errors/route-error';
import SiteLayout, { handle as layoutHandle } from '@/components/layout/site-layout';
import { withStrings } from '@/lib/i18n/with-strings';
import { Screen, ScreenLoader, type ScreenModule } from '@/lib/routing';
import { getDatabase } from '@/lib/supabase';

/** A route drawn by its ScreenLoader (kept as the route's `handle`), inside its error boundary. */
const route = (loader: ScreenLoader, fallback: ReactNode): Pick<RouteObject, 'element' | 'handle'> => ({
  handle: loader,
  element: (
    <RouteBoundary fallback={fallback}>
      <Screen loader={loader} />
    </RouteBoundary>
  ),
});

/**
 * Every screen is its own chunk (the layout is part of the entry). A route only names the module; the
 * module's default export is the screen. Layout routes carry the chrome. `RouteError` is every route's
 * friendly error boundary: a screen that fails (or whose chunk cannot load) is replaced inside the
 * chrome, so the header, the cart and the way to other pages stay; the layout's own boundary catches the
 * chrome failing. On a French or Arabic page the screen's strings in that language arrive with its
 * chunk, so it renders in its language at once.
 */
export const page = (
  load: () => Promise<ScreenModule>,
  locale: Locale = DEFAULT_LOCALE,
  startReads?: () => void,
  fallback: ReactNode = <RouteError />,
): Pick<RouteObject, 'element' | 'handle'> =>
  route(
    new ScreenLoader(() => {
      startReads?.();
      return withStrings(load, locale)();
    }),
    fallback,
  );

const contentPages = ['privacy', 'terms', 'cookie', 'delivery', 'faq', 'booking-conditions'];
const editorialSections = ['culture', 'design', 'health', 'food', 'guides', 'journeys', 'explore'];

/** A screen's first reads, given its route's params: react-query prefetches with the screen's own options. */
type ScreenReads = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/**
 * The shop's routes for pages in `locale`; the router's basename (`/fr`, `/ar`) carries the prefix.
 * With the app's `queryClient`, a screen that shows only a loading state until the API answers (an
 * order, /saved, search results) starts its reads as its code starts loading, beside its chunk and
 * PostgREST's client, instead of after both (docs/performance.md). That happens once, when the screen
 * is first needed, for the address it is needed for; the screen itself reads as it always can.
 */
export function appRoutes(locale: Locale = DEFAULT_LOCALE, queryClient?: QueryClient): RouteObject[] {
  const screen = (load: () => Promise<ScreenModule>) => page(load, locale);
  const base = routerBasename(locale).replace(/\/$/, '');
  const readingScreen = (path: string, load: () => Promise<ScreenModule>, reads: ScreenReads) => ({
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
      ...route(ScreenLoader.of({ default: SiteLayout, handle: layoutHandle }), <ShellError />),
      children: [
        { index: true, ...screen(() => import('@/features/home/routes/home-page')) },
        { path: 'shop', ...screen(() => import('@/features/catalog/routes/shop-page')) },
        readingScreen(
          'search',
          () => import('@/features/search/routes/search-page'),
          (client) =>
            import('@/features/search/api/prefetch-search').then((api) =>
              api.prefetchSearch(client, new URLSearchParams(window.location.search), locale),
            ),
        ),
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
      ...page(() => import('@/features/owner/routes/owner-layout'), locale, undefined, <ShellError />),
    },
  ];
}
