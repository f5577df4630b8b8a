import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/** A cook on a phone: find a recipe, scale it, tick ingredients and follow it in cooking mode. */
const browser = sharedBrowser();

/** Records Screen Wake Lock calls (headless Chromium refuses real locks). */
function recordWakeLock() {
  const calls: string[] = [];
  (window as unknown as { __wakeLock: string[] }).__wakeLock = calls;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type: string) => {
        calls.push(`request:${type}`);
        const sentinel = {
          released: false,
          release: async () => {
            sentinel.released = true;
            calls.push('release');
          },
        };
        return sentinel;
      },
    },
  });
}

const wakeLockCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wakeLock: string[] }).__wakeLock);

describe('recipes', () => {
  it('follows a recipe through cooking mode on a phone', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    await context.addInitScript(recordWakeLock);
    await page.goto('/recipes');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('mint');
    await page.waitForURL(/\/recipes\?q=mint$/);
    // The previous results stay dimmed (aria-busy) until the new ones arrive; axe judges the answer.
    // The URL changes before the request starts, so "not busy" alone can be the moment before it:
    // wait for the unfiltered list to be gone too (harira has no mint).
    await page.waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        !document.querySelector('article a[href="/recipe/harira"]'),
    );
    await expectAccessible(page, 'recipes');

    await page.getByRole('link', { name: 'Moroccan Mint Tea' }).click();
    await page.getByRole('heading', { level: 1, name: 'Moroccan Mint Tea' }).waitFor();
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByText('7 servings', { exact: true }).waitFor();
    await page.getByText('Chinese gunpowder green tea').click(); // ticks the checklist
    expect(await page.getByRole('checkbox', { name: /gunpowder green tea/ }).isChecked()).toBe(true);
    await expectAccessible(page, 'recipe');

    await page.getByRole('button', { name: 'Enter Cooking Mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Moroccan Mint Tea' });
    await dialog.getByText('Step 1 of 7').waitFor();
    expect(await wakeLockCalls(page)).toContain('request:screen');
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'cooking mode');

    await dialog.getByRole('button', { name: 'Start timer' }).click();
    await dialog
      .getByRole('timer')
      .getByText(/^0[45]:\d\d$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 7').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Step 3 of 7').waitFor();
    await dialog.getByRole('button', { name: 'Go to step 7' }).click();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('7');

    await dialog.getByRole('button', { name: 'Show ingredients' }).click();
    await dialog.getByRole('complementary', { name: 'Ingredients' }).getByText('For 7 servings').waitFor();
    await dialog.getByRole('button', { name: 'Dark mode' }).click();
    await expectAccessible(page, 'cooking mode, dark, ingredients');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(
      await page
        .getByRole('button', { name: 'Enter Cooking Mode' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // Every lock taken was given back (a development build mounts effects twice, hence counting).
    const calls = await wakeLockCalls(page);
    expect(calls.filter((call) => call === 'release')).toHaveLength(
      calls.filter((call) => call === 'request:screen').length,
    );

    expect(problems).toEqual([]);
    await context.close();
  });
});
