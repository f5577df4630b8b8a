import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

import { AppProvider } from './provider';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Set on <html> once the app has taken the page over; until then a prerendered page is static HTML.
 * It marks the first commit (the chrome): the screen and the footer hydrate in the next few tasks
 * (site-layout.tsx), and React replays a click that lands on them meanwhile.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
