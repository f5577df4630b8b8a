/**
 * The JavaScript a phone pays for, counted in a real browser: Debian's Chromium (through
 * playwright-core) opens each page in a fresh context (empty cache, the visitor's local storage) with a
 * phone's screen, and every script request from the navigation on is recorded until the page is loaded
 * and idle: the load event, then no request in flight for QUIET_MS (Lighthouse waits for 1 s of
 * network quiet; this is stricter), at most CAP_MS in all. Everything the app loads by itself after
 * hydration (supabase-js, a part below the fold that is near the viewport) counts; what waits for a
 * tap does not. Files of the build are sized gzip -9 (bundle-size.ts `loadedScripts`).
 */
import { chromium, type Browser, type Request } from 'playwright-core';

import { loadedScripts } from './bundle-size';
import type { PageCount, VisitorKind } from './js-budget';
import { CHROME_FLAGS } from './lighthouse-run';

export const QUIET_MS = 3_000;
export const CAP_MS = 20_000;

/** Lighthouse's mobile screen (a Moto G Power): a phone's layout decides which parts load. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface PageVisit {
  route: string;
  locale: string;
  visitor: VisitorKind;
  path: string;
  /** Local storage the page finds on load. */
  storage: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads one page as `visit` says and returns what it downloaded. */
async function countPage(
  browser: Browser,
  webUrl: string,
  outDir: string,
  visit: PageVisit,
): Promise<PageCount> {
  const origin = new URL(webUrl).origin;
  const context = await browser.newContext({
    ...PHONE,
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(visit.storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const inFlight = new Set<Request>();
    const requests: { url: string; type: string; bytes?: number }[] = [];
    const sizing: Promise<unknown>[] = [];
    let lastChange = Date.now();
    page.on('request', (request) => {
      inFlight.add(request);
      lastChange = Date.now();
    });
    const settle = (request: Request, finished: boolean) => {
      inFlight.delete(request);
      lastChange = Date.now();
      const entry = { url: request.url(), type: request.resourceType() };
      if (!finished) return void requests.push(entry);
      // A script from elsewhere than the build counts with what crossed the wire.
      sizing.push(
        request
          .sizes()
          .then((sizes) => requests.push({ ...entry, bytes: sizes.responseBodySize }))
          .catch(() => requests.push(entry)),
      );
    };
    page.on('requestfinished', (request) => settle(request, true));
    // A request cut off still cost what it downloaded; its URL is enough for a file of the build.
    page.on('requestfailed', (request) => settle(request, false));

    const start = Date.now();
    // A load event later than the cap still leaves what was fetched so far to count.
    await page.goto(webUrl + visit.path, { waitUntil: 'load', timeout: CAP_MS }).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
    let idle = false;
    while (Date.now() - start < CAP_MS) {
      if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) {
        idle = true;
        break;
      }
      await sleep(100);
    }
    const ms = Date.now() - start;
    // Requests still open at the cap have started downloading: they count too.
    for (const request of inFlight) requests.push({ url: request.url(), type: request.resourceType() });
    await Promise.all(sizing);
    const landed = new URL(page.url());
    const opened = new URL(webUrl + visit.path);
    const landedOn =
      landed.pathname + landed.search === opened.pathname + opened.search
        ? undefined
        : landed.pathname + landed.search;
    return {
      route: visit.route,
      locale: visit.locale,
      visitor: visit.visitor,
      path: visit.path,
      ...(landedOn ? { landedOn } : {}),
      scripts: loadedScripts(outDir, requests),
      idle,
      ms,
    };
  } finally {
    await context.close();
  }
}

/**
 * Counts every visit, `parallel` pages at a time (each in its own browser context of one Chromium),
 * and returns the counts in the visits' order. `onPage` reports each page as it is done.
 */
export async function countLoadedJs(
  webUrl: string,
  outDir: string,
  visits: PageVisit[],
  parallel: number,
  onPage: (count: PageCount, done: number) => void = () => {},
): Promise<PageCount[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // The flags Lighthouse's runs use, which this machine allows.
    args: CHROME_FLAGS,
    headless: true,
  });
  const counts: PageCount[] = new Array(visits.length);
  let next = 0;
  let done = 0;
  try {
    const worker = async () => {
      while (next < visits.length) {
        const i = next++;
        counts[i] = await countPage(browser, webUrl, outDir, visits[i]!);
        onPage(counts[i]!, ++done);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  } finally {
    await browser.close();
  }
  return counts;
}
