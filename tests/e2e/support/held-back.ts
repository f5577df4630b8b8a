import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

import type { DESKTOP, PHONE } from './browser';

/**
 * A prerendered page whose app does not start until `release()`, so what a visitor does first surely
 * comes before the app runs (index.html's catcher, src/lib/early-tap-replay.ts). Console errors and
 * page errors are collected in `problems` (the earlier visit's included). Routing a request turns the
 * browser's HTTP cache off, so the held visit fetches its code afresh even after an earlier visit.
 */
export async function heldBack(
  browser: Browser,
  device: typeof DESKTOP | typeof PHONE,
  path: string,
  /** An earlier visit in the same browser (a returning visitor's bag), before the held one. */
  visitBefore?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: inject('webUrl'), ...device });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console.error: ${msg.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await visitBefore?.(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryRequested = false;
  // The boot script starts the app with the entry named in its data-entry.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    entryRequested = true;
    await released;
    await route.continue();
  });
  await page.goto(path);
  return { context, page, problems, release, entryRequested: () => entryRequested };
}

/** Whether the app has made its first commit (src/app/app.tsx). */
export const appReady = (page: Page) => page.locator('html[data-app-ready]').count();

/** Resolves once React has every control of the page and index.html's catcher has stood down. */
export const catcherStoodDown = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __earlyTaps?: { off?: boolean } }).__earlyTaps?.off === true,
  );
