import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newConfirmedAccount, signInOnAuthPage } from './support/accounts';
import { DESKTOP, openPage, sharedBrowser } from './support/browser';

/**
 * The header's premium controls are code only a signed-in reader needs (src/features/premium/components/
 * premium-nav-part.ts): a visitor's page never downloads it, a reader's header shows the controls once
 * the session is read, as before they were split off.
 */
const browser = sharedBrowser();
const PREMIUM_CODE = /\/assets\/premium-(nav|buttons)-[\w-]+\.js$/;
const PASSWORD = 'tagine-and-mint-42';

/** Layout shifts since the page started, kept by a script that runs before the page's own. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        const moved = (entry.sources ?? [])
          .map((source) => `${source.node?.nodeName ?? '?'} ${source.node?.textContent?.trim() ?? ''}`)
          .join(', ');
        shifts.push(`${entry.value.toFixed(6)} (${moved})`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

describe('premium controls in the header', () => {
  it('are not downloaded by a visitor who is not signed in', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const premiumRequests: string[] = [];
    page.on('request', (request) => PREMIUM_CODE.test(request.url()) && premiumRequests.push(request.url()));
    for (const path of ['/', '/shop', '/ar/about']) await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Get Premium' }).count()).toBe(0);
    expect(premiumRequests).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('show for a returning reader on a prerendered page in one piece, moving nothing', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await signInOnAuthPage(page, await newConfirmedAccount('premium-nav', PASSWORD), PASSWORD);

    await recordShifts(page);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Get Premium' }).waitFor();
    await page.waitForLoadState('networkidle');
    // They join the end of the header's first cluster, whose own items keep their place (in the
    // centred navigation row they moved the whole row: 0.026 on a 1280 px window). What is left is the
    // account control turning from a link into the menu button once the session is read (< 0.0001).
    const moves = await shifts(page);
    const total = moves.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);
    expect(total, moves.join('; ')).toBeLessThan(0.001);
    expect(problems).toEqual([]);
    await context.close();
  });
});
