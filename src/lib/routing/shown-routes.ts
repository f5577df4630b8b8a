import { createContext, useContext } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { screensAt } from './screen-loader';

/** The routes RouteTable renders, for what asks which of them are shown. */
export const RoutesContext = createContext<RouteObject[]>([]);

/** What the layout and the screen on show say about themselves (their modules' `handle` exports). */
export function useShownHandles(): ScreenHandle[] {
  const routes = useContext(RoutesContext);
  const { pathname } = useLocation();
  return screensAt(routes, pathname).flatMap((screen) => screen.module?.handle ?? []);
}
