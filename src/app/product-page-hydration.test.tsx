/**
 * The prerendered page of /product/x is drawn for the default size. Opened at its own address the
 * browser hydrates it; a shared link to a size (/product/x?size=large) gets the same HTML from the host,
 * and src/main.tsx renders that page afresh over it (the markup shows another address), on the size.
 */
import { hydrate, QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// The build's prerender and the browser's start-up: this test goes through both.
import { createAppMemoryHistory } from '@/lib/routing';

import { App } from './app';
import { prerenderPage } from './prerender-page';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { appRoutes } from './router';

const PATH = '/product/fes-blue-tea-bowl';
/** The head tags React hoists to the front of the render, which the build moves into <head>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

const sizeInput = (container: HTMLElement, size: string) =>
  container.querySelector<HTMLInputElement>(`input[name="size"][value="${size}"]`)!;

/** The build's page for PATH, then the app taking it over at `address` the way src/main.tsx does. */
async function openPrerendered(address: string) {
  const page = await prerenderPage(`http://localhost${PATH}`);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = page.html.replace(LEADING_HEAD_TAGS, '');
  const prerenderedSize = ['small', 'medium', 'large'].find((size) =>
    sizeInput(container, size).hasAttribute('checked'),
  );

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  hydrate(queryClient, page.state.queries);
  const hydrating = page.state.location === address;
  const routes = appRoutes('en', queryClient);
  await resolveLazyRoutes(routes, PATH, '/', (handle) =>
    hydrating ? handle.beforeHydration?.(queryClient) : undefined,
  );
  const app = <App routes={routes} history={createAppMemoryHistory([address])} queryClient={queryClient} />;
  const recoverable = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    if (hydrating) root = hydrateRoot(container, app, { onRecoverableError: recoverable });
    else (root = createRoot(container)).render(app);
  });
  return {
    prerenderedSize,
    hydrating,
    recoverable,
    checked: (size: string) => sizeInput(container, size).checked,
    unmount: () => {
      act(() => root!.unmount());
      container.remove();
    },
  };
}

describe('the prerendered product page', () => {
  it('is drawn for the default size and hydrates without a mismatch', async () => {
    const page = await openPrerendered(PATH);
    expect(page.prerenderedSize).toBe('small');
    expect(page.hydrating).toBe(true);
    expect(page.checked('small')).toBe(true);
    // A mismatch is reported here, and by React on the console, which fails the test.
    expect(page.recoverable).not.toHaveBeenCalled();
    page.unmount();
  });

  it('opens a shared link on its size, with that size’s price, SKU and stock', async () => {
    const page = await openPrerendered(`${PATH}?size=large`);
    expect(page.prerenderedSize).toBe('small');
    expect(page.hydrating).toBe(false);
    expect(page.checked('large')).toBe(true);
    expect(screen.getByText('ZLJ-CER-001-L')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    page.unmount();
  });
});
