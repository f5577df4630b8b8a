/**
 * The server side of the build's prerender (scripts/prerender/prerender-site.ts), loaded through Vite's SSR loader.
 * Renders one URL of the shop to HTML the way a first-time visitor's browser would render it, with the
 * data it needs already fetched, and returns the React Query cache for the browser to hydrate from.
 */
import { localeOfPath, routerBasename } from '@rules/locales';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';

import { jsonLdPart } from '@/components/seo/json-ld-part';
import { StructuredDataCollectorContext } from '@/components/seo/structured-data-collector';
import { provideSanitizer } from '@/components/ui/prose-sanitizer';
import { sanitizeHtml, sanitizeWithWindow } from '@/components/ui/sanitize-html';
import { LocaleContext } from '@/lib/i18n/locale';
import { RouteTable } from '@/lib/routing';
import { createQueryClient } from '@/lib/query-client';

import { AppProvider } from './provider';
import type { PrerenderedPage } from './prerendered-state';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { appRoutes } from './router';

sanitizeWithWindow(new JSDOM('').window);
// Rendering is synchronous here: editor HTML is sanitised in place, and browsers hydrate the result.
provideSanitizer(sanitizeHtml);

/** Renders are repeated while they ask for new data (a product's page asks for related products). */
const MAX_DATA_ROUNDS = 6;
/**
 * What renderToString writes for a Suspense boundary whose content was not ready: the browser would
 * render it afresh and report the mismatch, so no page is written with one.
 */
const SUSPENDED_BOUNDARY = '<!--$!-->';
const CODE_WAIT_MS = 25;
const MAX_CODE_WAITS = 80;

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

/**
 * `shell`: the page is written as the shell of its route (scripts/prerender/prerender-site.ts), for every
 * address the route matches; its state names the route's pattern.
 */
export async function prerenderPage(url: string, { shell = false } = {}): Promise<PrerenderedPage> {
  // One process renders every language: the page's own comes from its URL, as in the browser.
  const { pathname, search } = new URL(url);
  const locale = localeOfPath(pathname);
  const basename = routerBasename(locale);
  const routes = appRoutes(locale);
  await resolveLazyRoutes(routes, pathname, basename);

  const client = createQueryClient();
  // The page's JSON-LD goes into its <head>: its builders are at hand for every render.
  await jsonLdPart.load();
  let structuredData: string | undefined;
  const collector = { collect: (jsonLd: string) => void (structuredData = jsonLd) };
  // A failed request must fail the build, not ship a page frozen in its error state.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const render = () => {
    structuredData = undefined;
    return renderToString(
      <StructuredDataCollectorContext.Provider value={collector}>
        <LocaleContext.Provider value={locale}>
          <AppProvider queryClient={client}>
            <StaticRouter location={pathname + search} basename={basename}>
              <RouteTable routes={routes} />
            </StaticRouter>
          </AppProvider>
        </LocaleContext.Provider>
      </StructuredDataCollectorContext.Provider>,
    );
  };

  try {
    const page = { ...(await renderWithData(url, client, render)), structuredData };
    if (!shell) return page;
    const pattern = matchRoutes(routes, pathname, basename)?.at(-1)?.route.path;
    return { ...page, state: { ...page.state, shell: pattern } };
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
  for (let round = 0, codeWaits = 0; round < MAX_DATA_ROUNDS && codeWaits < MAX_CODE_WAITS;) {
    const waiting = waitingQueries(client);
    const suspended = html.includes(SUSPENDED_BOUNDARY);
    if (waiting.length === 0 && !suspended) break;
    if (waiting.length > 0) {
      round++;
      // A failure is kept in the query's state and reported below, with the keys that failed.
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    } else {
      // A part the browser loads after the startup code (React.lazy, e.g. the newsletter) was asked
      // for by this render and arrives by itself; the page is written once it is in.
      codeWaits++;
      await new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS));
    }
    html = render();
  }
  if (html.includes(SUSPENDED_BOUNDARY)) throw new Error(`${url}: a part of the page never finished loading`);
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
