import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { BUDGETS } from '../../scripts/perf/budgets';
import { loadedScripts } from '../../scripts/perf/bundle-size';
import {
  countWarnings,
  formatJsTable,
  formatOverBudgetFiles,
  jsCountMisses,
  type PageCount,
} from '../../scripts/perf/js-budget';

/** The JavaScript budget of `npm run perf`: what a page loaded, summed, tabled and named when over. */

const LIMIT = BUDGETS.loadedJsMaxGzip;

function count(overrides: Partial<PageCount> & Pick<PageCount, 'route' | 'locale' | 'visitor'>): PageCount {
  return { path: overrides.route, scripts: [], idle: true, ms: 4000, ...overrides };
}

describe('the loaded-JavaScript budget', () => {
  const atLimit = count({
    route: '/',
    locale: 'en',
    visitor: 'first',
    scripts: [
      { file: 'assets/app.js', gzip: LIMIT - 1000 },
      { file: 'assets/boot.js', gzip: 1000 },
    ],
  });
  const oneByteOver = count({
    route: '/',
    locale: 'en',
    visitor: 'returning',
    scripts: [
      { file: 'assets/supabase.js', gzip: 48_000 },
      { file: 'assets/app.js', gzip: LIMIT - 48_000 + 1 },
    ],
  });

  it('allows exactly the budget and names the page one byte over it, with both numbers', () => {
    expect(LIMIT).toBe(153_600);
    expect(jsCountMisses([atLimit, oneByteOver])).toEqual([
      `/ (returning): loaded JS 150.0 KB gzip (153601 bytes) > 150.0 KB (153600 bytes)`,
    ]);
  });

  it('tables route × language × visitor, marks the misses and the pages counted short', () => {
    const fr = count({
      route: '/',
      locale: 'fr',
      visitor: 'first',
      path: '/fr/',
      scripts: [{ file: 'assets/app.js', gzip: 102_400 }],
      idle: false,
    });
    const cart = count({ route: '/cart', locale: 'en', visitor: 'first', scripts: [] });
    const table = formatJsTable([atLimit, oneByteOver, fr, cart]).split('\n');
    expect(table[0]).toMatch(/^\| route +\| +en first \| +en returning \| +fr first \| +fr returning \|$/);
    expect(table[2]).toMatch(/^\| \/ +\| +150\.0 KB \| +150\.0 KB ✗ \| +100\.0 KB … \| +– \|$/);
    expect(table[3]).toMatch(/^\| \/cart +\| +0\.0 KB \| +– \| +– \| +– \|$/);
    expect(countWarnings([atLimit, fr, { ...cart, landedOn: '/auth' }])).toEqual([
      '/fr/ (first): still downloading after 4000 ms (counted so far)',
      '/cart (first): ended on /auth',
    ]);
  });

  it('lists what the pages over budget loaded, biggest first: what they share once, then the rest', () => {
    const sameFiles = { ...oneByteOver, locale: 'ar', path: '/ar/' };
    const checkout = count({
      route: '/checkout',
      locale: 'en',
      visitor: 'first',
      scripts: [...oneByteOver.scripts, { file: 'assets/phone-input.js', gzip: 2048 }],
    });
    expect(formatOverBudgetFiles([atLimit, oneByteOver, sameFiles, checkout])).toBe(
      [
        'Loaded by every page over budget (3): 150.0 KB in 2 files',
        '   103.1 KB  assets/app.js',
        '    46.9 KB  assets/supabase.js',
        '',
        '/ (returning), /ar/ (returning): 150.0 KB (153601 bytes): the 2 above + 0.0 KB in 0 more',
        '',
        '/checkout (first): 152.0 KB (155649 bytes): the 2 above + 2.0 KB in 1 more',
        '     2.0 KB  assets/phone-input.js',
      ].join('\n'),
    );
    // A single page over budget: its own list.
    expect(formatOverBudgetFiles([atLimit, checkout])).toBe(
      [
        '/checkout (first): 152.0 KB (155649 bytes)',
        '   103.1 KB  assets/app.js',
        '    46.9 KB  assets/supabase.js',
        '     2.0 KB  assets/phone-input.js',
      ].join('\n'),
    );
    expect(formatOverBudgetFiles([atLimit])).toBe('');
  });
});

describe('what a page loaded', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'perf-js-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  mkdirSync(path.join(outDir, 'assets'));
  const app = 'console.log("app");'.repeat(200);
  const lazy = 'export const x = 1;';
  writeFileSync(path.join(outDir, 'assets/app-abc.js'), app);
  writeFileSync(path.join(outDir, 'assets/supabase-def.js'), lazy);
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

  it('sizes each build file once, gzip -9, whatever type the browser gave the request', () => {
    const scripts = loadedScripts(outDir, [
      { url: 'https://shop.test/assets/app-abc.js', type: 'script', bytes: 1 },
      // A module preload of the same file, and a lazy chunk the browser saw as "other".
      { url: 'https://shop.test/assets/app-abc.js', type: 'other' },
      { url: 'https://shop.test/assets/supabase-def.js', type: 'Other' },
      // Not scripts: the page, a picture, a stylesheet of the build.
      { url: 'https://shop.test/', type: 'document', bytes: 5000 },
      { url: 'https://shop.test/assets/photo.webp', type: 'image', bytes: 9000 },
    ]);
    expect(scripts).toEqual([
      { file: 'assets/app-abc.js', gzip: gzip(app) },
      { file: 'assets/supabase-def.js', gzip: gzip(lazy) },
    ]);
  });

  it('counts a script from anywhere else with the bytes measured for it', () => {
    expect(
      loadedScripts(outDir, [
        { url: 'https://pay.test/sdk.js', type: 'Script', bytes: 70_000 },
        { url: 'https://shop.test/assets/gone-123.js', type: 'script', bytes: 500 },
      ]),
    ).toEqual([
      { file: 'https://pay.test/sdk.js', gzip: 70_000 },
      { file: 'https://shop.test/assets/gone-123.js', gzip: 500 },
    ]);
  });
});
