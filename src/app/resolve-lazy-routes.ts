import type { RouteObject } from 'react-router-dom';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { loadScreens, screensAt } from '@/lib/routing';

/**
 * Loads the screens a location needs before the first render. Hydrating prerendered markup needs the
 * same tree the server rendered; a screen still loading would leave the router drawing nothing, and
 * React would throw the server's HTML away. Each matched route's handle goes to `prepare` as soon as it
 * is known: the layout's at once (it is part of the entry), a screen's when its module is in, so what
 * the layout fetches comes alongside the screen's code instead of after it. Settles once every module
 * and every `prepare` has; a screen whose code cannot load is drawn failed by its route's boundary.
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: string,
  basename = '/',
  prepare?: (handle: ScreenHandle) => unknown,
): Promise<void> {
  await Promise.all(
    screensAt(routes, location, basename).map(async (screen) => {
      await loadScreens([screen]);
      if (screen.module?.handle && prepare) await prepare(screen.module.handle);
    }),
  );
}
