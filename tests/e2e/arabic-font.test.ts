import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { layoutShift, openPage, PHONE, sharedBrowser } from './support/browser';

/**
 * The Arabic web font (Noto Naskh Arabic, scripts/site-files/arabic-font.ts) is downloaded by Arabic
 * pages only, prerendered or not, and their Arabic text is drawn with it; English and French pages,
 * whose language switcher shows "العربية", never ask for it. Its arrival moves nothing.
 */
const browser = sharedBrowser();
const NASKH = /\/assets\/noto-naskh-arabic-arabic-wght-normal-[\w-]+\.woff2$/;

/** The fonts the browser drew `selector`'s text with (DevTools), e.g. { 'Noto Naskh Arabic (web)': 12 }. */
async function fontsDrawing(page: Page, selector: string): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return Object.fromEntries(
    fonts.map((font) => [`${font.familyName}${font.isCustomFont ? ' (web)' : ''}`, font.glyphCount]),
  );
}

describe('the Arabic web font', () => {
  it.each([
    ['/ar/', 'main h1'],
    ['/ar/shop', 'main h1'],
    // Not prerendered: served ar/spa.html, rendered in the browser.
    ['/ar/cart', 'main h1'],
  ])('%s downloads it once and draws its Arabic text with it, without a shift', async (path, heading) => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.locator(heading).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(
      fonts.filter((font) => NASKH.test(font)),
      path,
    ).toHaveLength(1);
    expect(await fontsDrawing(page, heading), path).toHaveProperty(['Noto Naskh Arabic (web)']);
    expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['/', '/fr/', '/shop', '/fr/shop', '/cart', '/fr/cart'])(
    '%s never asks for it, though its language switcher shows Arabic',
    async (path) => {
      const { context, page, problems } = await openPage(browser(), PHONE);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.length, path).toBeGreaterThan(0);
      expect(
        fonts.filter((font) => NASKH.test(font)),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => [...document.fonts].map((face) => face.family)), path).not.toContain(
        'Noto Naskh Arabic Variable',
      );
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
