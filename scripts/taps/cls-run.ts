/**
 * One measured visit for layout stability: a fresh load of a page on the device, left alone until the
 * app has taken it over and its data has settled, then its CLS (web-vitals' largest session window)
 * and the elements that moved.
 */
import type { Browser } from 'playwright-core';

import { openThrottled, type Device } from './devices';
import { cumulativeLayoutShift, PROBE_SCRIPT, type Probe } from './probe';

export interface ClsResult {
  path: string;
  cls: number;
  /** The shifted elements of the worst shifts, largest first. */
  shifts: string[];
}

export async function clsRun(
  browser: Browser,
  baseUrl: string,
  path: string,
  device: Device,
  storage: Record<string, string> | undefined,
): Promise<ClsResult> {
  const { context, page } = await openThrottled(browser, device, baseUrl, PROBE_SCRIPT);
  try {
    if (storage) {
      // The visitor's bag or session, where the app keeps them, before the page's first script runs.
      await page.goto('/robots.txt');
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    await page.goto(path, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(2000);
    const { shifts } = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    return {
      path,
      cls: cumulativeLayoutShift(shifts),
      shifts: [...shifts]
        .sort((a, b) => b.value - a.value)
        .slice(0, 3)
        .map((s) => `${s.value.toFixed(3)} at ${Math.round(s.at)} ms: ${s.sources.join(', ')}`),
    };
  } finally {
    await context.close();
  }
}
