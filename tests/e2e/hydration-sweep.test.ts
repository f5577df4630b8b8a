import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { newConfirmedAccount, signInOnAuthPage } from './support/accounts';
import { DESKTOP, openPage, sharedBrowser } from './support/browser';

/**
 * Every address of the sitemap, in every language, hydrated by three kinds of visitor: one who comes
 * for the first time, one who returns with a bag and EUR stored, and a signed-in customer with a bag
 * and USD stored. The build cannot know any of what they bring, so nothing of it may be read during the
 * first render: React's hydration errors (#418 and its kin) and any other console error fail the sweep.
 */
const browser = sharedBrowser();
const PASSWORD = 'Hydrate-every-page-1';
const A_PIECE = '/product/hammered-brass-teapot';

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
 * sweep is 3 × every address. A page is left two frames after the app has it, which covers hydration
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

describe('hydration, every address of the sitemap', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await sitemapPaths();
    // Every language's pages: a sitemap that lost them would make the sweep pass on nothing.
    expect(paths.length).toBeGreaterThan(100);
    for (const prefix of ['/fr/', '/ar/']) expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
  });

  const visitors: [string, (page: Page) => Promise<void>][] = [
    ['a first-time visitor', async () => {}],
    ['a returning visitor with EUR and a bag', (page) => returnWith(page, 'EUR')],
    // Signed in with USD and a bag: every stored value at once, so the sweep stays three passes long.
    [
      'a signed-in customer with USD and a bag',
      async (page) => {
        await returnWith(page, 'USD');
        await signIn(page);
      },
    ],
  ];
  for (const [visitor, arrive] of visitors) {
    it(`hydrates every address without an error for ${visitor}`, { timeout: 600_000 }, async () => {
      const { context, page, problems } = await openPage(browser(), DESKTOP);
      await arrive(page);
      expect(problems).toEqual([]);
      expect(await sweep(context, page, problems, paths)).toEqual([]);
      await context.close();
    });
  }
});
