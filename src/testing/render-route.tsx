import { localeOfPath, routerBasename } from '@rules/locales';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { LocaleContext } from '@/lib/i18n/locale';

/**
 * Renders the real app (providers, layout, lazy routes) at `path`, talking to the embedded backend
 * the test setup started. Each call gets a fresh query cache with retries off, so failures show at once.
 * A path under `/fr` or `/ar` renders the page in that language, as the browser would.
 */
export function renderRoute(
  path: string,
  routes = appRoutes(localeOfPath(path)),
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const locale = localeOfPath(path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: routerBasename(locale) });
  const result = render(
    <LocaleContext.Provider value={locale}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </LocaleContext.Provider>,
  );
  return { ...result, router, queryClient };
}

/** Waits for the lazy route and its data: resolves once `text` is on screen. */
export function findText(text: string | RegExp, timeout = 10_000) {
  return screen.findByText(text, {}, { timeout });
}
