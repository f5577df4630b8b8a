import { matchRoutes, type RouteObject } from 'react-router-dom';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

/**
 * Loads the lazy route modules a location needs before the first render. Hydrating prerendered markup
 * needs the same tree the server rendered; without this React Router would first render its (empty)
 * hydrate fallback and throw the server's HTML away. Returns the screens' handles.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: string,
  basename = '/',
): Promise<ScreenHandle[]> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  return matches.flatMap(({ route }) => (route.handle ? [route.handle as ScreenHandle] : []));
}
