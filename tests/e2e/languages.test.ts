import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/**
 * The shop in English, French and Arabic: each language at its own address, <html lang dir> and the
 * chrome in that language, hreflang complete and reciprocal, a switcher that keeps the reader on the
 * same page and remembers the choice, and an offer of the browser's language that never forces it.
 */
const browser = sharedBrowser();

const alternates = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
      ]),
    ),
  );

const htmlLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

describe('languages', () => {
  it('serves each language at its address, with a reciprocal hreflang set, and switches in place', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const shop = { en: '/shop', fr: '/fr/shop', ar: '/ar/shop', 'x-default': '/shop' };
    for (const [path, lang, dir] of [
      ['/shop', 'en', 'ltr'],
      ['/fr/shop', 'fr', 'ltr'],
      ['/ar/shop', 'ar', 'rtl'],
    ]) {
      await page.goto(path!);
      await page.locator('main h1').first().waitFor();
      expect(await htmlLanguage(page), path).toEqual([lang, dir]);
      expect(await alternates(page), path).toEqual(shop);
    }

    // From French: the header's link to Arabic keeps the page (and its filters), and is remembered.
    await page.goto('/fr/shop?category=ceramics');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await nav.getByRole('link', { name: 'Rituels' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Rituels' }).getAttribute('href')).toBe('/fr/rituals');
    await page.locator('header').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/shop' && url.search === '?category=ceramics');
    await page.getByRole('navigation', { name: 'الرئيسية' }).waitFor();
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => localStorage.getItem('zellij-locale'))).toBe('ar');
    // Following a link inside the app stays in Arabic.
    await page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'الوصفات' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/recipes');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is accessible and overflows nothing at 320 px in French and in Arabic', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    for (const path of ['/fr/', '/ar/', '/ar/shop', '/fr/product/fes-blue-tea-bowl']) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      const wider = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const problems = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().width > width + 0.5)
          .map(
            (el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" is wider`,
          );
        if (document.documentElement.scrollWidth > width)
          problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
        return problems.slice(0, 5);
      });
      expect(wider, `${path} at 320 px`).toEqual([]);
      await expectAccessible(page, `${path} at 320 px`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectAccessible(page, `${path} at 1440 px`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("offers the browser's language without forcing it, in that language, and remembers a refusal", async () => {
    const { context, page, problems } = await openPage(browser(), { ...DESKTOP, locale: 'fr-FR' });
    await page.goto('/shop');
    const offer = page.getByRole('complementary', { name: 'Français' });
    await offer.getByText('Cette page existe aussi en français.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await offer.getByRole('link', { name: 'Passer en français' }).getAttribute('href')).toBe(
      '/fr/shop',
    );
    await offer.getByRole('button', { name: 'Rester en anglais' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(300);
    expect(await offer.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
