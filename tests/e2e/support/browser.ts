import { createRequire } from 'node:module';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Debian's Chromium, launched the way this machine allows (no sandbox, no background networking). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** One Chromium for a test file's journeys, closed after them: `const browser = sharedBrowser();`. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser starts in beforeAll');
    return browser;
  };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * A prerendered page is visible before the app's JavaScript runs (it starts after the load event).
 * Journeys act like a visitor who waits for the page to work: every goto/reload resolves once the app
 * has taken the page over (src/app/app.tsx sets data-app-ready on <html>).
 */
function waitForAppOnNavigation(page: Page) {
  const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** A fresh context whose console errors and failed page scripts fail the test (console noise is a bug). */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: inject('webUrl'), ...options });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // The not-found page answers with status 404 (public/_redirects), which the browser logs as a failed
    // load of the page itself: that status is the point, not a problem.
    if (msg.text().includes('status of 404') && msg.location().url === page.url()) return;
    problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/**
 * The two of axe's rules the pages are not judged by:
 * - `color-contrast-enhanced`: AAA's 7:1. The shop's palette is held to AA (4.5:1, `color-contrast`).
 * - `focus-order-semantics` (experimental): it flags the two aria-hidden focus guards Radix's toast
 *   viewport puts around an open toast, which only hand focus on to the toasts and are never read.
 */
const NOT_JUDGED = ['color-contrast-enhanced', 'focus-order-semantics'];

/**
 * Runs axe in the page with every other rule switched on (WCAG, best practices and the experimental
 * ones); returns every violation, whatever its impact: a moderate one (two navigation landmarks with no
 * name to tell them apart) is still a page a screen reader user finds harder to move through.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Evaluated through DevTools, not as an inline <script>: the site's CSP (script-src 'self') is served
  // in these journeys and rightly refuses inline scripts.
  // Once per document: axe is half a megabyte to parse, and a page is often judged at several widths.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (notJudged) => {
    type Axe = {
      getRules: () => { ruleId: string }[];
      run: (
        context: Document,
        options: { rules: Record<string, { enabled: boolean }> },
      ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const everyRule = Object.fromEntries(
      axe.getRules().map(({ ruleId }) => [ruleId, { enabled: !notJudged.includes(ruleId) }]),
    );
    const result = await axe.run(document, { rules: everyRule });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, NOT_JUDGED);
  return violations;
}

/** Fails with the list of axe findings of the page as it is now (every rule, every impact). */
export async function expectAccessible(page: Page, where: string) {
  // axe judges the settled page: a toast still fading in has, for a few frames, text whose contrast
  // is computed through its rising opacity. Endless animations (spinners) are not waited for. Settled
  // means still so two frames later: a toast mounted just after the first look starts its animation
  // on the next frame (seen once in a full run: axe flagged the sign-up toast's text mid-fade).
  const settled = () =>
    page.evaluate(async () => {
      const still = () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
      if (!still()) return false;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return still();
    });
  await expect.poll(settled, { timeout: 10_000, interval: 50 }).toBe(true);
  expect(await a11yViolations(page), `axe on ${where}`).toEqual([]);
}

/** Layout shifts since the page started, as CLS counts them (none caused by input). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(
            entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
