import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { newConfirmedAccount, signInOnAuthPage } from './support/accounts';
import { DESKTOP, openPage, sharedBrowser } from './support/browser';

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

describe('hydration across the sitemap', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await sitemapPaths();
    // Every language's pages: a sitemap that lost them would make the sweep pass on nothing.
    expect(paths.length).toBeGreaterThan(100);
    for (const prefix of ['/fr/', '/ar/']) expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
  });

  // The returning visitor, whose stored bag and currency broke every recipe page, goes to every address.
  const visitors: [string, (page: Page) => Promise<void>, (paths: string[]) => string[]][] = [
    ['a first-time visitor', async () => {}, oneOfEachKind],
    ['a returning visitor with EUR and a bag', (page) => returnWith(page, 'EUR'), (paths) => paths],
    // Signed in with USD and a bag: every stored value at once.
    [
      'a signed-in customer with USD and a bag',
      async (page) => {
        await returnWith(page, 'USD');
        await signIn(page);
      },
      oneOfEachKind,
    ],
  ];
  for (const [visitor, arrive, addresses] of visitors) {
    const scope = addresses === oneOfEachKind ? 'every kind of page' : 'every address';
    it(`hydrates ${scope} without an error for ${visitor}`, { timeout: 600_000 }, async () => {
      const { context, page, problems } = await openPage(browser(), DESKTOP);
      await arrive(page);
      expect(problems).toEqual([]);
      expect(await sweep(context, page, problems, addresses(paths))).toEqual([]);
      await context.close();
    });
  }
});
