import { matchRoutes, type RouteObject } from 'react-router-dom';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

/**
 * Loads the lazy route modules a location needs before the first render. Hydrating prerendered markup
 * needs the same tree the server rendered; without this React Router would first render its (empty)
 * hydrate fallback and throw the server's HTML away. Each matched route's handle goes to `prepare` as
 * soon as it is known: the layout's at once (it is part of the entry), a screen's when its module is
 * in, so what the layout fetches comes alongside the screen's code instead of after it. Settles once
 * every module and every `prepare` has.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: string,
  basename = '/',
  prepare?: (handle: ScreenHandle) => unknown,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
      if (route.handle && prepare) await prepare(route.handle as ScreenHandle);
    }),
  );
}
