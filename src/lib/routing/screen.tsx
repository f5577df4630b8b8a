import { use } from 'react';

import type { ScreenLoader } from './screen-loader';

/**
 * Draws the loader's screen. The router loads it before showing its route (app-router.tsx); a screen
 * drawn before (the prerender, which loads it too) suspends until it is in. A module that failed to
 * load throws here, for the route's error boundary.
 */
export function Screen({ loader }: { loader: ScreenLoader }) {
  if (loader.failure) throw loader.failure.error;
  const { default: Component } = loader.module ?? use(loader.load());
  return <Component />;
}
