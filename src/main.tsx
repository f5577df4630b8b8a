import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/index.css';

import { localeOfPath, routerBasename, textDirection } from '@rules/locales';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { readPrerenderedState } from './app/prerendered-state';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { appRoutes } from './app/router';
import { premiumNavPart } from './features/premium';
import { replayEarlyTaps } from './lib/early-tap-replay';
import { createAppBrowserHistory } from './lib/routing';
import { createQueryClient } from './lib/query-client';
import { currentStoredSession } from './lib/supabase';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
// Taps on the prerendered page before the app took it over are carried out once React handles them.
replayEarlyTaps();

// The page's language is its URL's (`/fr/...`, `/ar/...`, English at the root) for as long as it lives;
// a prerendered page already says so, the shell (spa.html) is told here before anything is drawn.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = textDirection(locale);

const queryClient = createQueryClient();
const routes = appRoutes(locale, queryClient);
const basename = routerBasename(locale);
const prerendered = readPrerenderedState();
// The host serves /shop's prerendered page for /shop?type=jam too: its data still helps, but its markup
// shows another page, so that page is rendered afresh instead of hydrated.
const hydrating = prerendered?.location === window.location.pathname + window.location.search;

if (prerendered) hydrate(queryClient, prerendered.queries);
// A returning reader's header shows the premium controls as soon as the session is read: their code,
// loaded only when someone may be signed in (a stored session, or one supabase-js must still check),
// comes alongside the screen's. A failed download is tried again, and reported, when the header asks.
if (currentStoredSession() !== null) premiumNavPart.load().catch(() => undefined);
// The screen's modules first, so the first commit shows the page: hydration needs the tree the server
// rendered, and a fresh render must not blank prerendered markup with an empty fallback meanwhile. And,
// to hydrate, the parts the prerendered page shows whose code comes later (a sold-out piece's form, the
// layout's newsletter band).
await resolveLazyRoutes(
  routes,
  window.location.pathname,
  basename,
  hydrating ? (handle) => handle.beforeHydration?.(queryClient) : undefined,
);
const app = (
  <StrictMode>
    <App routes={routes} history={createAppBrowserHistory()} basename={basename} queryClient={queryClient} />
  </StrictMode>
);
// Both are transitions, so React yields to the browser every few milliseconds instead of working
// through the whole page in one long task: a phone can scroll and tap while the shop starts. (Plain
// hydration runs at default priority, which React does not interrupt.)
startTransition(() => {
  // The build rendered this very page (scripts/prerender/): take its markup over instead of replacing it.
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
