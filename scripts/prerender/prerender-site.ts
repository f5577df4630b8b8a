/**
 * Prerenders the shop's public URLs into a client build: each page is rendered by the app itself
 * (src/app/prerender-page.tsx, through Vite's SSR loader) with its data, and written as HTML that the
 * browser shows before any JavaScript runs and the app then hydrates. The visitor's own pages (the bag,
 * checkout, the account, an order, search, not found) are written as shells, in every language
 * (SHELLS). Pages that are neither (a product added after the build, the back office) get spa.html:
 * the app shell with the chrome's data (the site banner) in it, so they paint their header without
 * waiting for supabase-js and a request.
 */
import {
  type Locale,
  LOCALES,
  localeOfPath,
  localizedPath,
} from '../../supabase/functions/_shared/rules/locales';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { PrerenderedPage } from '../../src/app/prerendered-state';
import { builtArabicFontHead } from '../site-files/arabic-font';
import { BOOT_SCRIPT } from './boot-script';
import { inLanguage, pageDocument, pageFile, spaDocument, splitShell, withoutState } from './page-document';

export const SPA_SHELL = 'spa.html';
/**
 * The shell of the Arabic routes that are not prerendered (/ar/cart, /ar/checkout, ...): spa.html in
 * Arabic, with the Arabic web font that only Arabic pages carry (public/_redirects sends /ar/* here).
 */
export const ARABIC_SPA_SHELL = 'ar/spa.html';
const CONCURRENCY = 4;

/**
 * The pages whose content is the visitor's own (their bag, their account, their order, their search) or
 * that answer an address nothing else does (not found): prerendered with what is the same for everyone
 * (the chrome, the heading and lede, the sign-in form, the not-found text), the visitor's part filled
 * in after hydration (a search's words are its address's query: the app renders the page over the
 * shell, as it does for any address with a query). Each is written in every language (`fr/cart.html`,
 * `ar/404.html`); public/_redirects serves the order page's shell for every order and the not-found
 * page, with status 404, for every address that is no page. Each path is where the shell is rendered, `file` where it is written.
 */
export const SHELLS: { path: string; file: string }[] = [
  { path: '/cart', file: 'cart.html' },
  { path: '/checkout', file: 'checkout.html' },
  { path: '/saved', file: 'saved.html' },
  { path: '/auth', file: 'auth.html' },
  { path: '/profile', file: 'profile.html' },
  // Every search's header (its words are the address's query, which the app renders over it).
  { path: '/search', file: 'search.html' },
  { path: '/order-confirmation/shell', file: 'order-confirmation/shell.html' },
  // An address no route has: the not-found page, as every unknown address shows it.
  { path: '/__not-found', file: '404.html' },
];

/** Every shell in every language: where it is rendered and the file it is written to. */
export const shellPages = () =>
  LOCALES.flatMap((locale) =>
    SHELLS.map(({ path: shellPath, file }) => ({
      routePath: localizedPath(shellPath, locale),
      file: locale === 'en' ? file : `${locale}/${file}`,
    })),
  );

export interface PrerenderOptions {
  /** Absolute origin of the site: the origin of every rendered URL (canonical links, JSON-LD). */
  siteUrl: string;
  /** The Supabase URL the build talks to (VITE_SUPABASE_URL). */
  appSupabaseUrl: string;
  /** Where rows are actually read from, when not the app's own project (a temporary backend). */
  apiUrl: string;
}

export interface PrerenderReport {
  pages: number;
  ms: number;
}

/**
 * Requests the app makes to its project go to `apiUrl` instead (same API, another address) while the
 * pages render. Returns the function that puts the original fetch back.
 */
function redirectFetch(from: string, to: string): () => void {
  const fromOrigin = new URL(from).origin;
  const toOrigin = new URL(to).origin;
  const original = globalThis.fetch;
  if (fromOrigin === toOrigin) return () => {};
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(fromOrigin)) return original(input, init);
    const moved = toOrigin + url.slice(fromOrigin.length);
    return original(input instanceof Request ? new Request(moved, input) : moved, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * The page for every URL that is not prerendered (the hosts' SPA fallback, see public/_redirects): the
 * build's own index.html, kept before a prerendered home page replaces it. Returns its HTML.
 */
export function ensureSpaShell(outDir: string): string {
  const spaPath = path.join(outDir, SPA_SHELL);
  if (!existsSync(spaPath)) writeFileSync(spaPath, readFileSync(path.join(outDir, 'index.html')));
  // A second prerender of the same build starts from the shell as Vite wrote it.
  return withoutState(readFileSync(spaPath, 'utf8'));
}

/**
 * A URL no visitor is sent to, rendered only for the data every page's chrome asks for. The page
 * that answers it (not found) fetches nothing of its own.
 */
const CHROME_ONLY_PATH = '/__spa-shell';

export async function prerenderSite(
  outDir: string,
  routePaths: string[],
  options: PrerenderOptions,
): Promise<PrerenderReport> {
  const started = performance.now();
  // A second run (npm run perf --skip-build) starts again from the shell, not from a prerendered home.
  const spaShell = ensureSpaShell(outDir);
  const shell = splitShell(spaShell);

  // Read from the build once, when the first Arabic page needs it (a build without it fails there).
  let arabicHead: Promise<string> | undefined;
  const languageHead = async (locale: Locale) =>
    locale === 'ar' ? await (arabicHead ??= builtArabicFontHead(outDir)) : '';

  const bootName = `assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8)}.js`;
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, bootName), BOOT_SCRIPT);

  // Node 20 has no WebSocket, which supabase-js's realtime client needs to be constructed.
  const { WebSocket } = await import('ws');
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  const restoreFetch = redirectFetch(options.appSupabaseUrl, options.apiUrl);
  try {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: path.resolve(import.meta.dirname, '../..'),
      mode: 'production',
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    try {
      const { prerenderPage } = (await vite.ssrLoadModule('/src/app/prerender-page.tsx')) as {
        prerenderPage: (url: string, options?: { shell?: boolean }) => Promise<PrerenderedPage>;
      };
      type Job = { routePath: string; file?: string; isShell?: boolean };
      const render = async ({ routePath, file: fileName = pageFile(routePath), isShell = false }: Job) => {
        const page = await prerenderPage(options.siteUrl + routePath, { shell: isShell });
        const locale = localeOfPath(routePath);
        const file = path.join(outDir, fileName);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(
          file,
          pageDocument({
            shell,
            rendered: page.html,
            state: page.state,
            bootSrc: `/${bootName}`,
            locale,
            languageHead: await languageHead(locale),
            structuredData: page.structuredData,
          }),
        );
      };
      // A few at a time: rendering is CPU work, but each page also waits for its data.
      const queue: Job[] = [
        ...routePaths.map((routePath) => ({ routePath })),
        ...shellPages().map((page) => ({ ...page, isShell: true })),
      ];
      // The first page that fails stops the others taking more, and the build waits for those still
      // rendering before it fails: closing Vite under them would break their module loads mid-render.
      let failure: { error: unknown } | undefined;
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined && !failure; next = queue.shift()) {
          await render(next).catch((error: unknown) => void (failure ??= { error }));
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (failure) throw failure.error;
      const chrome = await prerenderPage(options.siteUrl + CHROME_ONLY_PATH);
      writeFileSync(path.join(outDir, SPA_SHELL), spaDocument(spaShell, chrome.state.queries));
      const arabicShell = inLanguage(spaShell, 'ar', await languageHead('ar'));
      mkdirSync(path.join(outDir, path.dirname(ARABIC_SPA_SHELL)), { recursive: true });
      writeFileSync(path.join(outDir, ARABIC_SPA_SHELL), spaDocument(arabicShell, chrome.state.queries));
    } finally {
      await vite.close();
    }
  } finally {
    restoreFetch();
  }
  return { pages: routePaths.length + shellPages().length, ms: Math.round(performance.now() - started) };
}
