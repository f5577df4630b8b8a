import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { CHROMIUM_ARGS, DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/**
 * The product page's gallery in the production build: several pictures resized by Storage's image
 * transformation, a zoom that is fetched only when opened and works by keyboard; the fallback faces
 * take the web fonts' room; and without JavaScript the page still names its key links.
 */
const browser = sharedBrowser();
const PRODUCT = '/product/fes-blue-tea-bowl';

describe('product gallery', () => {
  it('shows several pictures from /render/image and zooms by keyboard, loading the zoom only then', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(PRODUCT);
    await page.getByRole('heading', { level: 1, name: 'Fes Blue Tea Bowl' }).waitFor();

    const gallery = page.getByRole('region', { name: 'Pictures of Fes Blue Tea Bowl' });
    const pictures = gallery.locator('img[srcset*="/storage/v1/render/image/public/media/products/"]');
    expect(await pictures.count()).toBeGreaterThanOrEqual(4);
    const main = pictures.first();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await main.getAttribute('sizes')).toBe('(min-width: 1024px) 36rem, 100vw');
    expect(scripts.filter((url) => url.includes('image-zoom'))).toEqual([]);

    const zoom = gallery.getByRole('button', { name: 'Zoom picture 1 of 3' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fes Blue Tea Bowl' });
    await dialog.getByText('Picture 1 of 3').waitFor();
    expect(scripts.some((url) => url.includes('image-zoom'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Picture 2 of 3').waitFor();
    await expectAccessible(page, 'zoom');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const back = gallery.getByRole('button', { name: 'Zoom picture 2 of 3' });
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'product with gallery');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays text out the same in the fallback faces as in the web fonts, so the swap moves nothing', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    await page.goto(PRODUCT);
    await page.getByRole('heading', { level: 1, name: 'Fes Blue Tea Bowl' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const moved = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll('main p, main h1, main h2, main li, header a')];
      const tops = () => blocks.map((block) => Math.round(block.getBoundingClientRect().top));
      const withWebFonts = tops();
      const fallback = document.createElement('style');
      fallback.textContent =
        '.font-sans, body { font-family: "Inter Fallback" !important }' +
        ' .font-display, h1, h2, h3 { font-family: "Fraunces Fallback" !important }';
      document.head.append(fallback);
      const withFallbacks = tops();
      fallback.remove();
      return withWebFonts.filter((top, i) => Math.abs(top - withFallbacks[i]!) > 2).length / blocks.length;
    });
    // A few long lines may wrap a word earlier; the page as a whole keeps its place.
    expect(moved).toBeLessThan(0.05);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("without JavaScript, says so and links to the shop's key pages", async () => {
    // Playwright's javaScriptEnabled only stops scripts; the parser still reads <noscript> as text. The
    // browser setting is what a visitor who turned JavaScript off has.
    const noScript = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'],
    });
    try {
      const page = await noScript.newPage(DESKTOP);
      await page.goto(`${inject('webUrl')}${PRODUCT}`);
      const keyPages = page.getByRole('navigation', { name: 'Key pages' });
      for (const name of ['Shop', 'Collections', 'Rituals', 'Recipes', 'Contact']) {
        expect(await keyPages.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      const note = await page.evaluate(() => document.querySelector('noscript p')?.textContent ?? '');
      expect(note).toContain('JavaScript is turned off.');
      // The prerendered page itself is there to read.
      expect(await page.getByRole('heading', { level: 1, name: 'Fes Blue Tea Bowl' }).isVisible()).toBe(true);
    } finally {
      await noScript.close();
    }
  });
});
