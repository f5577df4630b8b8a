import { readFileSync } from 'node:fs';
import path from 'node:path';

import { JSDOM } from 'jsdom';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { newConfirmedAccount, signInOnAuthPage } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { placeGuestOrder } from './support/orders';

/**
 * The sitemap's addresses, in every language, hydrated by three kinds of visitor: one who returns with
 * a bag and EUR stored (every address), one who comes for the first time and a signed-in customer with
 * a bag and USD stored (every kind of page in every language). The build cannot know any of what they
 * bring, so nothing of it may be read during the first render: React's hydration errors (#418 and its kin) and any other console error fail the sweep.
 */
const browser = sharedBrowser();
const PASSWORD = 'Hydrate-every-page-1';
const A_PIECE = '/product/hammered-brass-teapot';

/**
 * One address of each kind of page (its first segment: a product, a recipe, the home page) in each
 * language: what the visitors other than the returning one sweep, so the suite keeps within its time
 * (every address, three times over, took 8.5 minutes). HYDRATION_SWEEP_ALL=1 sweeps every address for all.
 */
function oneOfEachKind(paths: string[]): string[] {
  if (process.env.HYDRATION_SWEEP_ALL) return paths;
  const seen = new Set<string>();
  return paths.filter((path) => {
    const [, first = '', second = ''] = path.split('/');
    const kind = first === 'fr' || first === 'ar' ? `${first}/${second}` : first;
    return !seen.has(kind) && Boolean(seen.add(kind));
  });
}

async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${inject('webUrl')}/sitemap.xml`);
  if (!response.ok) throw new Error(`sitemap.xml: ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

/** What a returning visitor brings: a currency chosen with the picker and a piece in the bag. */
async function returnWith(page: Page, currency: 'EUR' | 'USD') {
  await page.goto(A_PIECE);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
}

async function signIn(page: Page) {
  await signInOnAuthPage(page, await newConfirmedAccount('hydrate', PASSWORD), PASSWORD);
}

/**
 * Loads each address afresh (the build's HTML, then the app hydrating it) and names the addresses
 * whose load logged an error. Pictures are answered empty: hydration does not wait for them, and the
 * sweep loads hundreds of pages. A page is left two frames after the app has it, which covers hydration
 * and the stored values read right after it; an error logged later still fails the sweep, under the
 * next address (or the last one's, checked once more at the end).
 */
async function sweep(context: BrowserContext, page: Page, problems: string[], paths: string[]) {
  await context.route(/\/render\/image|\/storage\/v1\/object\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const failures: string[] = [];
  for (const path of paths) {
    problems.length = 0;
    await page.goto(path);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (problems.length > 0) failures.push(`${path}: ${problems.join(' | ')}`);
  }
  await page.waitForTimeout(500);
  if (problems.length > 0) failures.push(`after ${paths.at(-1)}: ${problems.join(' | ')}`);
  return failures;
}

const LANGUAGES = ['en', 'fr', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const inLanguage = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);

/** A string of an app catalogue (src/<dir>/<language>.json): what the page in that language says. */
const said = (dir: string, language: Language, key: string) =>
  (
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../src', dir, `${language}.json`), 'utf8'),
    ) as Record<string, string>
  )[key]!;

type Visitor = 'first' | 'returning' | 'signed-in';
const UNKNOWN_ORDER = '/order-confirmation/no-such-order';
const UNKNOWN_PAGE = '/no/such-page';

/**
 * The pages prerendered as shells (scripts/prerender/prerender-site.ts): `heading` is what their HTML
 * paints before any script, the same for everyone; `filled` waits for what the visitor's own state
 * brings after hydration (their bag, their session, the order).
 */
interface Shell {
  path: string;
  heading: (language: Language) => string;
  /** The shell holds the loading state where the visitor's part comes (the order page's frame). */
  loading?: boolean;
  status?: number;
  filled: (page: Page, visitor: Visitor, language: Language) => Promise<void>;
}

const bagLines = (page: Page) => page.locator('#main ul[aria-label] > li').first().waitFor();

function shells(orderPath: string, orderNumber: string): Shell[] {
  return [
    {
      path: '/cart',
      heading: (l) => said('features/cart/i18n', l, 'title'),
      filled: (page, visitor, l) =>
        visitor === 'first'
          ? page
              .getByRole('heading', { level: 2, name: said('features/cart/i18n', l, 'empty.title') })
              .waitFor()
          : bagLines(page),
    },
    {
      path: '/checkout',
      heading: (l) => said('features/checkout/i18n', l, 'title'),
      // An empty bag has nothing to check out: the bag's page says so.
      filled: (page, visitor, l) =>
        visitor === 'first'
          ? page.waitForURL((url) => url.pathname === inLanguage(l, '/cart'))
          : page.locator('#main form input').first().waitFor(),
    },
    {
      path: '/saved',
      heading: (l) => said('features/saved/i18n', l, 'title'),
      filled: (page, visitor) =>
        page
          .locator(
            visitor === 'signed-in' ? '#main a[href$="/shop"]' : '#main a[href*="auth?redirect=%2Fsaved"]',
          )
          .waitFor(),
    },
    {
      path: '/auth',
      heading: (l) => said('features/account/i18n/forms', l, 'auth.title'),
      // Signed in already: on to the home page.
      filled: (page, visitor, l) =>
        visitor === 'signed-in'
          ? page.waitForURL((url) => url.pathname.replace(/\/$/, '') === inLanguage(l, ''))
          : page.locator('#main form input[type="password"]').first().waitFor(),
    },
    {
      path: '/profile',
      heading: (l) => said('features/account/i18n/profile', l, 'pf.seo'),
      filled: (page, visitor) =>
        page
          .locator(visitor === 'signed-in' ? '#orders-heading' : '#main a[href*="auth?redirect=%2Fprofile"]')
          .waitFor(),
    },
    {
      path: '/search',
      heading: (l) => said('features/search/i18n', l, 'heading'),
      filled: (page) => page.locator('#main form input[type="search"]').waitFor(),
    },
    {
      path: orderPath,
      // Every order's frame: its heading and lede, and the loading state where the order comes.
      heading: (l) => said('features/orders/i18n', l, 'title'),
      loading: true,
      filled: (page) => page.locator('#main').getByText(orderNumber).first().waitFor(),
    },
    {
      path: UNKNOWN_ORDER,
      heading: (l) => said('features/orders/i18n', l, 'title'),
      loading: true,
      filled: (page, _visitor, l) =>
        page.getByRole('heading', { level: 1, name: said('features/orders/i18n', l, 'nf.title') }).waitFor(),
    },
    {
      path: UNKNOWN_PAGE,
      heading: (l) => said('components/ui/i18n', l, '404'),
      status: 404,
      filled: async () => {},
    },
  ];
}

/**
 * Before any script of a page runs: the layout shifts it goes through (as CLS counts them) and the
 * element #root starts with, which hydration keeps and a fresh render replaces.
 */
async function watchShells(context: BrowserContext) {
  await context.addInitScript(() => {
    const watched = window as unknown as { __shift: number; __prerendered?: Element | null };
    watched.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) watched.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      watched.__prerendered = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

/**
 * Loads each shell in each language once: the app must take the prerendered markup over (hydrate it,
 * not draw the page again), with no error, fill in what the visitor brings, move nothing on screen
 * while doing so (CLS ≤ 0.02) and leave a page axe finds nothing on. Names what failed.
 */
async function sweepShells(page: Page, problems: string[], visitor: Visitor, list: Shell[]) {
  const failures: string[] = [];
  for (const language of LANGUAGES) {
    for (const shell of list) {
      const where = `${inLanguage(language, shell.path)} (${visitor})`;
      problems.length = 0;
      try {
        const response = await page.goto(inLanguage(language, shell.path));
        expect(response?.status(), where).toBe(shell.status ?? 200);
        expect(
          await page.evaluate(() => {
            const kept = (window as unknown as { __prerendered?: Element | null }).__prerendered;
            return Boolean(kept) && kept === document.getElementById('root')?.firstElementChild;
          }),
          `${where}: the prerendered markup was hydrated, not replaced`,
        ).toBe(true);
        await shell.filled(page, visitor, language);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift, `${where}: layout shift`).toBeLessThanOrEqual(0.02);
        await expectAccessible(page, where);
        if (problems.length > 0) failures.push(`${where}: ${problems.join(' | ')}`);
      } catch (error) {
        failures.push(`${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  }
  return failures;
}

describe('the shells of the visitor’s pages, as the host serves them', () => {
  it('paint their heading from the HTML, in its language, before any script runs', async () => {
    const order = await placeGuestOrder();
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      for (const shell of shells(`/order-confirmation/${order.id}`, order.order_number)) {
        const url = inLanguage(language, shell.path);
        const response = await fetch(`${inject('webUrl')}${url}`);
        const doc = new JSDOM(await response.text()).window.document;
        const problems = [
          response.status !== (shell.status ?? 200) && `status ${response.status}`,
          doc.documentElement.lang !== language && `lang ${doc.documentElement.lang}`,
          doc.documentElement.dir !== (language === 'ar' ? 'rtl' : 'ltr') && `dir ${doc.documentElement.dir}`,
          doc.querySelector('meta[name="robots"]')?.getAttribute('content') !== 'noindex' && 'not noindex',
          doc.querySelector('#main h1')?.textContent !== shell.heading(language) &&
            `h1 ${doc.querySelector('#main h1')?.textContent}`,
          // The order's frame: the loading state where the order comes, and nothing of any order.
          shell.loading &&
            doc.querySelector('#main [role="status"]')?.textContent !==
              said('components/ui/i18n', language, 'loading') &&
            'no loading state',
          shell.loading && doc.body.textContent?.includes(order.order_number) && 'an order in the shell',
        ].filter(Boolean);
        if (problems.length > 0) failures.push(`${url}: ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('hydration across the sitemap', () => {
  let paths: string[] = [];
  let shellList: Shell[] = [];
  beforeAll(async () => {
    const order = await placeGuestOrder();
    shellList = shells(`/order-confirmation/${order.id}`, order.order_number);
    paths = await sitemapPaths();
    // Every language's pages: a sitemap that lost them would make the sweep pass on nothing.
    expect(paths.length).toBeGreaterThan(100);
    for (const prefix of ['/fr/', '/ar/']) expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
  });

  // The returning visitor, whose stored bag and currency broke every recipe page, goes to every address.
  const visitors: [string, (page: Page) => Promise<void>, (paths: string[]) => string[], Visitor][] = [
    ['a first-time visitor', async () => {}, oneOfEachKind, 'first'],
    [
      'a returning visitor with EUR and a bag',
      (page) => returnWith(page, 'EUR'),
      (paths) => paths,
      'returning',
    ],
    // Signed in with USD and a bag: every stored value at once.
    [
      'a signed-in customer with USD and a bag',
      async (page) => {
        await returnWith(page, 'USD');
        await signIn(page);
      },
      oneOfEachKind,
      'signed-in',
    ],
  ];
  for (const [visitor, arrive, addresses, kind] of visitors) {
    const scope = addresses === oneOfEachKind ? 'every kind of page' : 'every address';
    it(
      `hydrates ${scope} and every shell without an error for ${visitor}`,
      { timeout: 600_000 },
      async () => {
        const { context, page, problems } = await openPage(browser(), DESKTOP);
        await arrive(page);
        expect(problems).toEqual([]);
        expect(await sweep(context, page, problems, addresses(paths))).toEqual([]);
        // The shells, in every language: hydrated where the host serves them, filled in with what this
        // visitor brings, without a shift and without an axe finding.
        await watchShells(context);
        expect(await sweepShells(page, problems, kind, shellList)).toEqual([]);
        await context.close();
      },
    );
  }
});
