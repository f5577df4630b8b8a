import { localeOfPath, routerBasename } from '@rules/locales';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { LocaleContext } from '@/lib/i18n/locale';
import { AppRouter } from '@/lib/routing';

import { testRouter, type TestRouter } from './test-router';

/**
 * Renders the real app (providers, layout, lazy routes) at `path`, talking to the embedded backend
 * the test setup started. Each call gets a fresh query cache with retries off, so failures show at once.
 * A path under `/fr` or `/ar` renders the page in that language, as the browser would.
 */
export function renderRoute(
  path: string,
  routes = appRoutes(localeOfPath(path)),
): RenderResult & { router: TestRouter; queryClient: QueryClient } {
  const locale = localeOfPath(path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const basename = routerBasename(locale);
  const router = testRouter(path, { basename, routes });
  // The window is at the page's address, as in a browser: code loaded later reads the page's language
  // from it (withStrings). At jsdom's '/', a French screen met its nested parts' words missing and
  // suspended whole while the owner typed into it, and the keystrokes were lost.
  window.history.replaceState(null, '', path);
  const result = render(
    <LocaleContext.Provider value={locale}>
      <AppProvider queryClient={queryClient}>
        <AppRouter history={router.history} routes={routes} basename={basename} />
      </AppProvider>
    </LocaleContext.Provider>,
  );
  return { ...result, router, queryClient };
}

/** Waits for the lazy route and its data: resolves once `text` is on screen. */
export function findText(text: string | RegExp, timeout = 10_000) {
  return screen.findByText(text, {}, { timeout });
}

/**
 * Waits until the layout has read the new page's title out (its live region, a moment after the
 * title settles): the last update a page change makes, so a test that goes on to ask the database
 * something is not interrupted by it outside act().
 */
export function pageAnnounced(timeout = 10_000) {
  return waitFor(() => expect(document.getElementById('page-announcer')).toHaveTextContent(/\S/), {
    timeout,
  });
}
