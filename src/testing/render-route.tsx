import { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';

/**
 * Renders the real app (providers, layout, lazy routes) at `path`, talking to the embedded backend
 * the test setup started. Each call gets a fresh query cache with retries off, so failures show at once.
 */
export function renderRoute(
  path: string,
  routes = appRoutes(),
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}

/** Waits for the lazy route and its data: resolves once `text` is on screen. */
export function findText(text: string | RegExp, timeout = 10_000) {
  return screen.findByText(text, {}, { timeout });
}
