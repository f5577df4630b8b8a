/**
 * `npm run bench:taps`: are the first taps kept, and do pages stay still? (docs/performance.md, "Early
 * taps and layout stability"). A benchmark, not a test: it is not part of `npm test`.
 *
 * Taps: on a fresh load of a product page, one control (Add to Cart, a size, the currency, the menu)
 * is tapped 0, 250, 500, 1000 or 2000 ms after first paint, on a throttled phone and on a desktop;
 * a tap is kept when the app carries it out exactly once. Reported per device and control: taps kept,
 * and the median and worst INP of the tap. Goals: every tap kept; INP <= 200 ms on the phone.
 * Stability: every measured route (scripts/perf/routes.ts) loaded 5 times on each device; goal CLS <= 0.02
 * in every load.
 *
 *   npm run bench:taps                                  both, build first
 *   npm run bench:taps -- --only taps --runs 1 --skip-build
 *   npm run bench:taps -- --only cls --routes /shop,/ --cls-runs 5
 *   npm run bench:taps -- --dist node_modules/.taps-main   build and measure elsewhere (e.g. main)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { measuredRoutes, pickSlugs } from '../perf/routes';
import { clsRun, type ClsResult } from './cls-run';
import { CONTROLS } from './controls';
import { CHROMIUM, DESKTOP, PHONE } from './devices';
import { clsTable, tapTable, type Goals } from './report';
import { startStack } from './stack';
import { tapRun, type TapResult } from './tap-run';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cls-runs': { type: 'string', default: '5' },
    delays: { type: 'string', default: '0,250,500,1000,2000' },
    devices: { type: 'string', default: 'phone,desktop' },
    controls: { type: 'string' },
    only: { type: 'string' },
    routes: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** Another build folder (e.g. a build of main, to compare): built there unless --skip-build. */
    dist: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const clsRuns = Math.max(1, Number(values['cls-runs']));
const delays = values.delays.split(',').map(Number);
const devices = [PHONE, DESKTOP].filter((d) => values.devices.split(',').includes(d.name));
const controls = CONTROLS.filter((c) => !values.controls || values.controls.split(',').includes(c.name));
const goals: Goals = { phoneInpMs: 200, cls: 0.02 };

/**
 * A product that comes in sizes, its large in stock with room for a second piece and its default small
 * on sale too: every control is on it.
 */
async function productWithSizes(apiUrl: string, anonKey: string): Promise<string> {
  const res = await fetch(
    `${apiUrl}/rest/v1/products?select=slug,product_variants(options,stock_quantity)&in_stock=eq.true&order=created_at.desc`,
    { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } },
  );
  const rows = (await res.json()) as {
    slug: string;
    product_variants: { options: { size?: string }; stock_quantity: number | null }[];
  }[];
  const roomFor = (row: (typeof rows)[number], size: string) =>
    row.product_variants.some((v) => v.options.size === size && (v.stock_quantity ?? Infinity) > 2);
  const found = res.ok ? rows.find((row) => roomFor(row, 'large') && roomFor(row, 'small')) : undefined;
  if (!found) throw new Error(`No product with sizes in the seed (${res.status})`);
  return `/product/${found.slug}`;
}

/** A load that never came to work (the page or the machine stalled) is reported, not fatal. */
const misses: string[] = [];
function failed(what: string, error: Error): undefined {
  misses.push(`${what}: ${error.message.split('\n')[0]}`);
  console.log(`${what}: FAILED ${error.message.split('\n')[0]}`);
  return undefined;
}

const stack = await startStack(root, {
  build: !values['skip-build'],
  outDir: values.dist ? path.resolve(values.dist) : undefined,
});
const browser = await chromium.launch(CHROMIUM);
const taps: TapResult[] = [];
const loads: ClsResult[] = [];
try {
  if (values.only !== 'cls') {
    const product = await productWithSizes(stack.apiUrl, stack.anonKey);
    console.log(`tapping on ${product}`);
    for (const device of devices)
      for (const control of controls)
        for (const delay of delays)
          for (let run = 0; run < runs; run++) {
            const tap = await tapRun(browser, stack.webUrl, product, device, control, delay).catch(
              (error: Error) => failed(`${device.name} ${control.name} +${delay} ms`, error),
            );
            if (!tap) continue;
            taps.push(tap);
            console.log(
              `${device.name} ${control.name} +${delay} ms: ${tap.outcome} (${tap.detail}), INP ${tap.inpMs} ms` +
                (tap.appReadyAtTap ? ', app already running' : ''),
            );
          }
  }
  if (values.only !== 'taps') {
    const slugs = await pickSlugs(stack.apiUrl, stack.anonKey);
    const wanted = values.routes?.split(',');
    const routes = measuredRoutes(slugs, stack.visitor).filter(
      (r) => !wanted || wanted.includes(r.name) || wanted.includes(r.path),
    );
    for (const device of devices)
      for (const route of routes)
        for (let run = 0; run < clsRuns; run++) {
          const load = await clsRun(browser, stack.webUrl, route.path, device, route.storage).catch(
            (error: Error) => failed(`${device.name} ${route.name} load ${run + 1}`, error),
          );
          if (!load) continue;
          loads.push({ ...load, path: `${device.name} ${route.name}` });
          console.log(`${device.name} ${route.name} load ${run + 1}/${clsRuns}: CLS ${load.cls.toFixed(3)}`);
          for (const shift of load.shifts) console.log(`  ${shift}`);
        }
  }
} finally {
  await browser.close();
  await stack.close();
}

if (taps.length) console.log(`\n${tapTable(taps, goals, misses)}`);
if (loads.length) console.log(`\n${clsTable(loads, goals, misses)}`);
const resultsDir = path.join(root, 'perf-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'taps.json'),
  JSON.stringify({ date: new Date().toISOString(), goals, misses, taps, loads }, null, 2),
);
console.log(`\nWritten to perf-results/taps.json`);
if (misses.length) {
  console.log(`\n${misses.length} goal(s) missed:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\nAll goals met.');
