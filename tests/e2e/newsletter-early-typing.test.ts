import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, sharedBrowser } from './support/browser';
import { appReady, catcherStoodDown, heldBack } from './support/held-back';

/**
 * The newsletter band's code comes after the page's (src/components/layout/newsletter-part.ts), but a
 * prerendered page shows the band at once, and a visitor may start typing into it before the app runs.
 * The layout fetches that code before the page hydrates (its route `handle`), so the band hydrates with
 * the page: what was typed stays, in the very field the page drew.
 */
const browser = sharedBrowser();

/** The band's field, by its label in the page's language. */
const LABEL = { '/': 'Email address', '/ar/': 'البريد الإلكتروني' };

const field = (page: Page, path: keyof typeof LABEL) =>
  page.getByRole('textbox', { name: LABEL[path], exact: true });

const address = () => `early-${crypto.randomUUID().slice(0, 8)}@example.ma`;

/** Marks the element, to tell later whether React kept it or drew a new one in its place. */
const markDrawn = (locator: Locator) =>
  locator.evaluate((el) => ((el as HTMLElement & { drawn?: boolean }).drawn = true));
const isDrawn = (locator: Locator) =>
  locator.evaluate((el) => (el as HTMLElement & { drawn?: boolean }).drawn === true);

/** A first visit: a piece in the bag and euros chosen, both kept in the browser for the next page. */
async function fillBagInEuros(page: Page) {
  await page.goto('/product/rif-clay-mixing-bowl');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
}

describe('the newsletter band before the app runs', () => {
  it('keeps an address typed on a phone before the app runs, and subscribes with it', async () => {
    const { context, page, problems, release } = await heldBack(browser(), PHONE, '/');
    const email = address();
    await field(page, '/').fill(email);
    expect(await appReady(page)).toBe(0);

    release();
    await catcherStoodDown(page);
    expect(await field(page, '/').inputValue()).toBe(email);
    // React has the address too: the sign-up goes out with it (the form empties its field once taken).
    await page.getByRole('button', { name: 'Subscribe', exact: true }).tap();
    await page.getByText(/^Thank you — you're on the list\./).waitFor();
    expect(await field(page, '/').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['/', '/ar/'] as const)(
    'keeps the field the page drew at %s, and what was typed in it, when a returning visitor’s bag and currency come in',
    async (path) => {
      const { context, page, problems, release } = await heldBack(browser(), DESKTOP, path, fillBagInEuros);
      // On a phone's network the band's code comes well after the app's: here, a second after it.
      await page.route(/\/assets\/newsletter-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      const input = field(page, path);
      await markDrawn(input);
      const email = address();
      await input.fill(email);
      const emptyBag = await page.locator('header a[href$="/cart"]').first().getAttribute('aria-label');

      release();
      // Read right after hydration, the bag updates the layout around the band: a band whose code had
      // not come yet would then be drawn afresh, its field (and what was typed) thrown away.
      await page.waitForFunction(
        () => document.querySelector<HTMLSelectElement>('header select')?.value === 'EUR',
      );
      await page.waitForFunction(
        (empty) => document.querySelector('header a[href$="/cart"]')?.getAttribute('aria-label') !== empty,
        emptyBag,
      );
      await catcherStoodDown(page);
      expect(await isDrawn(input)).toBe(true);
      expect(await input.inputValue()).toBe(email);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
