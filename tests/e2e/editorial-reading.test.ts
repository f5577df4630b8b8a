import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/** Reading: the journal lists, a ritual essay, an editorial section and a content page. */
const browser = sharedBrowser();

describe('editorial reading', () => {
  it('reads a ritual from the rituals list on a desktop', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/rituals');
    await page.getByRole('heading', { level: 1, name: 'Rituals' }).waitFor();
    await page.getByRole('link', { name: 'Atay: The Three Glasses' }).waitFor();
    await expectAccessible(page, 'rituals');

    await page.getByRole('link', { name: 'Atay: The Three Glasses' }).click();
    await page.waitForURL(/\/ritual\/atay-the-three-glasses$/);
    await page.getByRole('heading', { level: 1, name: 'Atay: The Three Glasses' }).waitFor();
    expect(await page.getByText(/^\d+ min read$/).isVisible()).toBe(true);
    expect(await page.getByRole('blockquote').first().textContent()).toContain(
      'The first glass is as gentle as life',
    );
    // The essay keeps a readable measure (about 65 characters).
    const measure = await page
      .locator('article p')
      .nth(1)
      .evaluate((p) => p.getBoundingClientRect().width);
    expect(measure).toBeLessThanOrEqual(720);
    await page.getByRole('heading', { name: 'Objects for this ritual' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'More from the journal' }).waitFor();
    await expectAccessible(page, 'ritual');
    expect(await page.title()).toBe('Atay: The Three Glasses — Zellij');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('browses a section, a city guide and a policy page on a phone', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    await page.goto('/health');
    await page.getByRole('heading', { level: 1, name: 'Healing' }).waitFor();
    await page.getByRole('link', { name: 'Harira' }).waitFor();
    await expectAccessible(page, 'section');

    await page.goto('/guides/rabat');
    await page.getByText('No stories in Rabat yet — our editors are still writing them.').waitFor();
    await expectAccessible(page, 'empty guide');

    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    await expectAccessible(page, 'privacy');

    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await expectAccessible(page, 'about');

    await page.goto('/contact');
    await page.getByLabel('Email', { exact: true }).fill('amina@example.ma');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Your message has reached the studio.', { exact: false }).waitFor();
    await expectAccessible(page, 'contact');

    expect(problems).toEqual([]);
    await context.close();
  });
});
