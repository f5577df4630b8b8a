import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RouteError, ShellError } from '@/components/errors/route-error';
import SiteLayout from '@/components/layout/site-layout';

/**
 * Every screen is its own chunk (the layout is part of the entry). A route only names the module; the
 * module's default export is the screen. Layout routes carry the chrome. `RouteError` is every route's
 * friendly error boundary: a screen that fails (or whose chunk cannot load) is replaced inside the
 * chrome, so the header, the cart and the way to other pages stay; the layout's own boundary catches the
 * chrome failing.
 */
type PageModule = { default: ComponentType };
export const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
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

export function appRoutes(): RouteObject[] {
  return [
    {
      // The chrome is part of the entry, not a chunk of its own: every page needs it, so it loads with
      // React instead of one round trip later, and its modules share the startup chunk.
      Component: SiteLayout,
      errorElement: <ShellError />,
      // Before a screen's chunk arrives the page stays blank, exactly as before React mounts; naming that
      // (an empty element) tells React Router it is deliberate instead of it warning on every start.
      hydrateFallbackElement: <></>,
      children: [
        { index: true, ...page(() => import('@/features/home/routes/home-page')) },
        { path: 'shop', ...page(() => import('@/features/catalog/routes/shop-page')) },
        { path: 'search', ...page(() => import('@/features/search/routes/search-page')) },
        { path: 'product/:slug', ...page(() => import('@/features/catalog/routes/product-page')) },
        { path: 'collections', ...page(() => import('@/features/collections/routes/collections-page')) },
        { path: 'collection/:slug', ...page(() => import('@/features/collections/routes/collection-page')) },
        { path: 'cart', ...page(() => import('@/features/cart/routes/cart-page')) },
        { path: 'checkout', ...page(() => import('@/features/checkout/routes/checkout-page')) },
        {
          path: 'order-confirmation/:orderId',
          ...page(() => import('@/features/orders/routes/order-confirmation-page')),
        },
        { path: 'rituals', ...page(() => import('@/features/rituals/routes/rituals-page')) },
        { path: 'ritual/:slug', ...page(() => import('@/features/rituals/routes/ritual-page')) },
        { path: 'recipes', ...page(() => import('@/features/recipes/routes/recipes-page')) },
        { path: 'recipe/:slug', ...page(() => import('@/features/recipes/routes/recipe-page')) },
        { path: 'auth', ...page(() => import('@/features/account/routes/auth-page')) },
        { path: 'reset-password', ...page(() => import('@/features/account/routes/reset-password-page')) },
        { path: 'profile', ...page(() => import('@/features/account/routes/profile-page')) },
        { path: 'saved', ...page(() => import('@/features/saved/routes/saved-page')) },
        { path: 'owner', ...page(() => import('@/features/owner/routes/owner-page')) },
        { path: 'about', ...page(() => import('@/features/about/routes/about-page')) },
        { path: 'contact', ...page(() => import('@/features/contact/routes/contact-page')) },
        ...contentPages.map((path) => ({
          path,
          ...page(() => import('@/features/content-pages/routes/content-page')),
        })),
        ...editorialSections.map((path) => ({
          path,
          ...page(() => import('@/features/editorial/routes/section-page')),
        })),
        { path: 'guides/:city', ...page(() => import('@/features/editorial/routes/section-page')) },
        { path: '*', ...page(() => import('@/components/errors/not-found-page')) },
      ],
    },
  ];
}
