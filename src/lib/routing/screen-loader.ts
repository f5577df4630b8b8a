import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

/** A route's module: its default export is the screen, `handle` what it says about itself. */
export interface ScreenModule {
  default: ComponentType;
  handle?: ScreenHandle;
}

/**
 * A screen's code, loaded once, when first needed: before the first render for the page the app starts
 * on (so a prerendered page hydrates at once), and before the router shows any other (app-router.tsx),
 * as React Router's data router does for a route's `lazy`. A module that cannot load (offline, or
 * replaced by a new deploy) stays failed: its route's error boundary offers to reload the page.
 */
export class ScreenLoader {
  module: ScreenModule | undefined;
  failure: { error: unknown } | undefined;
  private loading: Promise<ScreenModule> | undefined;

  constructor(private readonly loadModule: () => Promise<ScreenModule>) {}

  /** A screen whose code is already in (the layout, part of the startup code). */
  static of(module: ScreenModule): ScreenLoader {
    const loader = new ScreenLoader(() => Promise.resolve(module));
    loader.module = module;
    return loader;
  }

  get settled(): boolean {
    return this.module !== undefined || this.failure !== undefined;
  }

  load(): Promise<ScreenModule> {
    this.loading ??= this.loadModule().then(
      (module) => (this.module = module),
      (error: unknown) => {
        this.failure = { error };
        throw error;
      },
    );
    return this.loading;
  }
}

/** A route's screen: router.tsx keeps each route's ScreenLoader as its `handle`. */
export const screenOf = (route: RouteObject): ScreenLoader | undefined =>
  route.handle instanceof ScreenLoader ? route.handle : undefined;

/** The screens (the layout's and the page's) an address shows. */
export const screensAt = (routes: RouteObject[], pathname: string, basename?: string): ScreenLoader[] =>
  (matchRoutes(routes, pathname, basename) ?? []).flatMap(({ route }) => screenOf(route) ?? []);

/** Settles once every screen has loaded or failed (a failure is drawn by the route's error boundary). */
export const loadScreens = (screens: ScreenLoader[]): Promise<unknown> =>
  Promise.all(screens.map((screen) => screen.load().catch(() => undefined)));
