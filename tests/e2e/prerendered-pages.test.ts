import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, openPage, sharedBrowser } from './support/browser';

/**
 * Public pages are prerendered by the build and hydrated by the app once its JavaScript has loaded
 * (scripts/prerender/). A visitor sees the whole page before any script runs, and a returning visitor,
 * whose cart and currency the build could not know, gets them without a hydration error.
 */
const browser = sharedBrowser();
const PRODUCT = '/product/hammered-brass-teapot';

describe('prerendered pages', () => {
  it('shows a product, its price and its links with JavaScript turned off', async () => {
    const context = await browser().newContext({
      baseURL: inject('webUrl'),
      javaScriptEnabled: false,
      ...DESKTOP,
    });
    const page = await context.newPage();
    const response = await page.goto(PRODUCT);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1, name: 'Hand-Hammered Berrad Teapot' }).waitFor();
    expect(await page.getByText('520 MAD').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Bag: 0 items' }).getAttribute('href')).toBe('/cart');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    // Nothing ran: the page above is the build's HTML, not the app.
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    await context.close();
  });

  it('gives a returning visitor their bag and currency on a prerendered page, without a mismatch', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto(PRODUCT);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();

    // A full page load of another prerendered page: its HTML says MAD and an empty bag.
    await page.goto('/shop');
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('EUR');
    await page
      .getByText(/^€\d+\.\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^\d+ MAD$/).count()).toBe(0);

    // A route that is not prerendered gets the app shell and renders in the browser.
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a ritual’s essay without the sanitiser, and sanitises an essay the browser fetched', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const sanitiserLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sanitize-html-[^/]+\.js$/.test(request.url())) sanitiserLoads.push(request.url());
    });
    await page.goto('/ritual/atay-the-three-glasses');
    const quote = 'The first glass is as gentle as life';
    await page.getByRole('blockquote').filter({ hasText: quote }).waitFor();
    // The app has hydrated the build's markup (and would have loaded the sanitiser by now if it wanted it).
    await page.waitForLoadState('networkidle');
    expect(sanitiserLoads).toEqual([]);

    // A client-side navigation fetches the next essay's HTML: that one goes through the sanitiser.
    const next = page.getByRole('region', { name: 'More from the journal' }).getByRole('link').first();
    const href = await next.getAttribute('href');
    await next.click();
    await page.waitForURL((url) => url.pathname === href);
    // The next essay's heading, and its text in the prose block (not the previous page's, while it stays).
    await page.waitForFunction(
      () =>
        !document.querySelector('h1')?.textContent?.startsWith('Atay') &&
        document.querySelector('[data-prose] p') !== null,
    );
    expect(sanitiserLoads).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
