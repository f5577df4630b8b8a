import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';

import { AppRouter, type AppHistory } from '@/lib/routing';

import { AppProvider } from './provider';

/**
 * Set on <html> once the app has taken the page over; until then a prerendered page is static HTML.
 * It marks the first commit (the chrome): the screen and the footer hydrate in the next few tasks
 * (site-layout.tsx), and React replays a click that lands on them meanwhile.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

interface AppProps {
  routes: RouteObject[];
  history: AppHistory;
  basename?: string;
  queryClient: QueryClient;
}

export function App({ routes, history, basename, queryClient }: AppProps) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter history={history} routes={routes} basename={basename} />
    </AppProvider>
  );
}
