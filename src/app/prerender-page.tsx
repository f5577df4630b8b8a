/**
 * The server side of the build's prerender (scripts/prerender/prerender-site.ts), loaded through Vite's SSR loader.
 * Renders one URL of the shop to HTML the way a first-time visitor's browser would render it, with the
 * data it needs already fetched, and returns the React Query cache for the browser to hydrate from.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { provideSanitizer } from '@/components/ui/prose-sanitizer';
import { sanitizeHtml, sanitizeWithWindow } from '@/components/ui/sanitize-html';
import { createQueryClient } from '@/lib/query-client';

import { AppProvider } from './provider';
import type { PrerenderedPage } from './prerendered-state';
import { appRoutes } from './router';

sanitizeWithWindow(new JSDOM('').window);
// Rendering is synchronous here: editor HTML is sanitised in place, and browsers hydrate the result.
provideSanitizer(sanitizeHtml);

/** Renders are repeated while they ask for new data (a product's page asks for related products). */
const MAX_DATA_ROUNDS = 6;

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Queries a render asked for that have not run: on the server, useQuery registers but never fetches. */
const waitingQueries = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));

export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const client = createQueryClient();
  // A failed request must fail the build, not ship a page frozen in its error state.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const render = () =>
    renderToString(
      <AppProvider queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
    );

  try {
    return await renderWithData(url, client, render);
  } finally {
    // Each query holds a garbage-collection timer (gcTime, 5 minutes) that would keep the build alive.
    client.clear();
  }
}

async function renderWithData(
  url: string,
  client: QueryClient,
  render: () => string,
): Promise<PrerenderedPage> {
  let html = render();
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const waiting = waitingQueries(client);
    if (waiting.length === 0) break;
    // A failure is kept in the query's state and reported below, with the keys that failed.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const failed = client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.status === 'error');
  if (failed.length > 0) {
    const keys = failed.map((q) => JSON.stringify(q.queryKey)).join(', ');
    throw new Error(`${url}: the data for ${keys} could not be loaded: ${String(failed[0]!.state.error)}`);
  }
  if (waitingQueries(client).length > 0)
    throw new Error(`${url} still asks for data after ${MAX_DATA_ROUNDS} rounds`);
  const { pathname, search } = new URL(url);
  return { html, state: { location: pathname + search, queries: dehydrate(client) } };
}
