import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';

/**
 * Searching from the header on a desktop: suggestions while typing (the combobox's code arrives on
 * focus), the keyboard, then every result at /search, with axe on both and no console errors.
 */
const browser = sharedBrowser();

describe('site search', () => {
  it('suggests while typing in the header and reaches /search?q=', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();

    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.pressSequentially('tajine', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /Chicken Tagine with Preserved Lemon and Olives/ }).waitFor();
    await expectAccessible(page, 'search suggestions');

    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=tajine$/);
    await page.getByRole('heading', { level: 2, name: 'Results for “tajine”' }).waitFor();
    await page.getByRole('link', { name: 'Chicken Tagine with Preserved Lemon and Olives' }).waitFor();
    await expectAccessible(page, 'search results');
    expect(problems).toEqual([]);
    await context.close();
  });
});
