/**
 * One measured tap: a fresh visit to the product page on the device, a tap on one control a given
 * time after the page first paints, then whether the app carried it out and how long the page took
 * to answer it (its Interaction to Next Paint).
 */
import type { Browser } from 'playwright-core';

import type { Control, Outcome } from './controls';
import { openThrottled, type Device } from './devices';
import { interactionToNextPaint, PROBE_SCRIPT, type Probe } from './probe';

export interface TapResult {
  device: Device['name'];
  control: Control['name'];
  delayMs: number;
  /** Whether the app had taken the page over when the tap came. */
  appReadyAtTap: boolean;
  outcome: Outcome | 'absent';
  detail: string;
  /** The tap's INP in ms (0 when under 16 ms, not recorded). */
  inpMs: number;
}

const APP_READY = 'html[data-app-ready]';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function tapRun(
  browser: Browser,
  baseUrl: string,
  path: string,
  device: Device,
  control: Control,
  delayMs: number,
): Promise<TapResult> {
  const { context, page } = await openThrottled(browser, device, baseUrl, PROBE_SCRIPT);
  const result = { device: device.name, control: control.name, delayMs };
  try {
    await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.fcp > 0, null, {
      polling: 10,
      timeout: 60_000,
    });
    const target = control.target(page, device);
    const attached = await target
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!attached || !(await target.first().isVisible())) {
      return { ...result, appReadyAtTap: false, outcome: 'absent', detail: 'not shown', inpMs: 0 };
    }
    await target.first().scrollIntoViewIfNeeded();
    const { sinceFcp, ready } = await page.evaluate(() => ({
      sinceFcp: performance.now() - (window as unknown as { __probe: Probe }).__probe.fcp,
      ready: document.documentElement.hasAttribute('data-app-ready'),
    }));
    await sleep(Math.max(0, delayMs - sinceFcp));
    const appReadyAtTap =
      ready || (await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')));
    const box = await target.first().boundingBox();
    if (!box) throw new Error(`${control.name}: no box to tap`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (device.name === 'phone') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    await control.after?.(page, target.first());

    await page.waitForSelector(APP_READY, { state: 'attached', timeout: 60_000 });
    const verifyStart = await page.evaluate(() => performance.now());
    const verdict = await control.verify(page, 10_000);
    // Only the early tap's events: verify's own clicks come later and are not part of the answer.
    const { events } = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    return {
      ...result,
      appReadyAtTap,
      ...verdict,
      inpMs: Math.round(interactionToNextPaint(events.filter((e) => e.start < verifyStart))),
    };
  } finally {
    await context.close();
  }
}
