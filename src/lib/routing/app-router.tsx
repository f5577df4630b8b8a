import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Router, type RouteObject } from 'react-router-dom';

import type { AppHistory } from './app-history';
import { AppHistoryContext } from './app-history-context';
import { RouteTable } from './route-table';
import { loadScreens, screensAt } from './screen-loader';

interface AppRouterProps {
  history: AppHistory;
  routes: RouteObject[];
  basename?: string;
}

/**
 * React Router in its declarative mode over a history of the app's making (app-history.ts), loading
 * each screen's code before it shows the screen's route, as a data router loads a route's `lazy`: the
 * page on screen (and useLocation) stays until the next one can be drawn whole. The shop needs none of
 * the data router's loaders, actions or fetchers, which cost every page ~18 KB of JavaScript. Each move
 * is a transition, as in BrowserRouter, so React yields to the browser while it draws the new page.
 */
export function AppRouter({ history, routes, basename = '/' }: AppRouterProps) {
  const [shown, setShown] = useState(() => {
    const screens = screensAt(routes, history.location.pathname, basename);
    return { action: history.action, location: history.location, ready: screens.every((s) => s.settled) };
  });

  useLayoutEffect(() => {
    let latest = 0;
    const show = (next: Omit<typeof shown, 'ready'>) => {
      const screens = screensAt(routes, next.location.pathname, basename);
      const move = () => startTransition(() => setShown({ ...next, ready: true }));
      if (screens.every((screen) => screen.settled)) return move();
      const mine = ++latest;
      // A later move, made while this one's code was loading, wins.
      void loadScreens(screens).then(() => mine === latest && move());
    };
    if (!shown.ready) show(shown);
    const stop = history.listen(({ action, location }) => {
      latest++;
      show({ action, location });
    });
    return stop;
    // The first page's readiness is settled once, here; later moves come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, routes, basename]);

  useEffect(() => {
    if (shown.ready) history.shown(shown.location.key);
  }, [history, shown]);

  // Nothing is drawn before the first page's screen is in (a page the prerender drew has it already).
  if (!shown.ready) return null;
  return (
    <AppHistoryContext.Provider value={history}>
      <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history}>
        <RouteTable routes={routes} />
      </Router>
    </AppHistoryContext.Provider>
  );
}
