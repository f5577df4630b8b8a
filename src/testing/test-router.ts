import type { RouteObject } from 'react-router-dom';

import { createAppMemoryHistory, loadScreens, screensAt, type AppHistory } from '@/lib/routing';

export interface TestRouter {
  /** For <HistoryRouter history={...}>: the app's own history, in memory. */
  history: AppHistory;
  /**
   * A move as a link or navigate() makes it; a number goes back or forward that many entries. Settles
   * once the new page's code is in, as a data router's navigate() does: under `await act(...)`, the
   * router draws it as the act ends.
   */
  navigate(to: string | number, options?: { replace?: boolean }): Promise<void>;
  /** Where the router is, without the basename, and how it got there. */
  readonly state: {
    location: { pathname: string; search: string; hash: string };
    historyAction: AppHistory['action'];
  };
}

/**
 * The app's router in memory, starting at `path`, with a way for a test to move and to look; `routes`
 * are the ones the AppRouter is given (their screens are what a move waits for).
 */
export function testRouter(path: string, { basename = '/', routes = [] as RouteObject[] } = {}): TestRouter {
  const history = createAppMemoryHistory([path]);
  const prefix = basename.replace(/\/$/, '');
  return {
    history,
    navigate(to, { replace = false } = {}) {
      if (typeof to === 'number') history.go(to);
      else if (replace) history.replace(prefix + to);
      else history.push(prefix + to);
      return loadScreens(screensAt(routes, history.location.pathname, basename)).then(() => undefined);
    },
    get state() {
      const { pathname, search, hash } = history.location;
      const inApp = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
      return { location: { pathname: inApp, search, hash }, historyAction: history.action };
    },
  };
}
