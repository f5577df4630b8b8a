/**
 * One Lighthouse run: a fresh headless Chromium (so caches and service state never leak between runs),
 * Lighthouse's default mobile config with simulated throttling, the four categories we budget.
 */
import { writeFileSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** The flags this machine allows (tests/e2e/support/browser.ts launches the same way). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The benchmark serves HTTPS with a certificate it made itself (local-certificate.ts); this browser
  // lives for one run and visits nothing else.
  '--ignore-certificate-errors',
];

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Transferred bytes of every script the page loaded. */
  jsBytes: number;
  totalBytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run (a fast desktop scores ~1500-2500). */
  benchmarkIndex: number;
  lcpElement: string | null;
  /** Console errors and the elements that shifted most: the usual causes of lost points. */
  consoleErrors: string[];
  layoutShifts: string[];
  /** The waterfall as Lighthouse observed it (unthrottled times), for finding request chains. */
  requests: { url: string; type: string; transferBytes: number; startMs: number; endMs: number }[];
  /** Audits that lost points, per category: what to fix. */
  failing: Record<string, string[]>;
}

interface AuditLike {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  title: string;
  details?: { items?: Record<string, unknown>[] };
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

function lcpElementOf(audit: AuditLike | undefined): string | null {
  // details.items[0] is a table whose first row holds the node (LH 12 nests it one level deeper).
  const first = audit?.details?.items?.[0] as
    { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } } | undefined;
  return first?.items?.[0]?.node?.snippet ?? first?.node?.snippet ?? null;
}

function itemsOf(audit: AuditLike | undefined): Record<string, unknown>[] {
  return audit?.details?.items ?? [];
}

function consoleErrorsOf(audit: AuditLike | undefined): string[] {
  return itemsOf(audit).map((item) => `${String(item.source)}: ${String(item.description)}`.slice(0, 300));
}

function layoutShiftsOf(audit: AuditLike | undefined): string[] {
  return itemsOf(audit)
    .slice(0, 3)
    .map((item) => {
      const node = item.node as { snippet?: string; selector?: string } | undefined;
      return `${Number(item.score).toFixed(3)} ${node?.selector ?? ''} ${node?.snippet ?? ''}`.slice(0, 300);
    });
}

/**
 * Writes `storage` into the origin's local storage from a page that loads nothing else (robots.txt),
 * so the measured load finds it and starts with a cold cache all the same.
 */
async function seedLocalStorage(port: number, url: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage));
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * `reportPath`: where to keep the full Lighthouse JSON (open it in the Lighthouse viewer).
 * `storage`: local storage the page finds on load (Lighthouse then keeps the origin's storage).
 */
export async function runLighthouse(
  url: string,
  reportPath?: string,
  storage?: Record<string, string>,
): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (storage) await seedLocalStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse clears the origin's storage and the HTTP cache before loading; the seeded visitor
      // must survive, and the browser is fresh for this run, so its cache holds only robots.txt.
      disableStorageReset: Boolean(storage),
      // The not-found page answers 404, as it must: Lighthouse would stop there instead of measuring it.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, AuditLike>;
    const requests = (audits['network-requests']?.details?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
      networkRequestTime?: number;
      networkEndTime?: number;
    }[];
    const failing: Record<string, string[]> = {};
    for (const [id, category] of Object.entries(lhr.categories)) {
      failing[id] = category.auditRefs
        .map((ref) => ({ ref, audit: audits[ref.id] }))
        .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        .map(({ ref, audit }) => `${ref.id} (${score(audit!.score)}): ${audit!.title}`);
    }
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      jsBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      consoleErrors: consoleErrorsOf(audits['errors-in-console']),
      layoutShifts: layoutShiftsOf(audits['layout-shifts']),
      requests: requests.map((r) => ({
        url: r.url,
        type: r.resourceType ?? 'Other',
        transferBytes: r.transferSize ?? 0,
        startMs: Math.round(r.networkRequestTime ?? 0),
        endMs: Math.round(r.networkEndTime ?? 0),
      })),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): that says
 * nothing about the page, so such a run is repeated, twice at most, before the benchmark gives up.
 */
export async function runLighthouseWithRetry(
  url: string,
  reportPath?: string,
  storage?: Record<string, string>,
  attempts = 3,
): Promise<RunMetrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, reportPath, storage);
    } catch (error) {
      const transient =
        error instanceof Error &&
        /^Lighthouse (NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT)/.test(error.message);
      if (!transient || attempt >= attempts) throw error;
      console.log(`${url}: ${error.message.split(':')[0]}, measuring again`);
    }
  }
}
