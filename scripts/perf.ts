/**
 * `npm run perf`: the performance benchmark of docs/performance.md (not part of `npm test`).
 * Starts an in-memory embedded backend, builds the app against it, serves the build and the backend
 * like production (HTTPS with HTTP/2, compression, cache headers, _headers), runs Lighthouse mobile
 * N times per route and compares the medians and the bundle sizes with the budgets. Exits 1 only when
 * a budget is missed.
 *
 *   npm run perf                          all routes in English, French and Arabic, 3 runs each
 *   npm run perf -- --runs 1 --routes /,/shop --locales ar --skip-build
 *   npm run perf -- --dist some/other/build   measure a build made elsewhere (built against https://127.0.0.1:54362)
 *   npm run perf -- --js-only             the JavaScript budget alone: every script each page loads, counted
 *                                         in Chromium for a first-time and a returning visitor (a few minutes)
 *   npm run perf -- --js-only --skip-build --routes /,/cart --locales ar --parallel 2
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startBackend } from '../embedded-backend/src/server';
import { isLocale, LOCALES, localizedPath, type Locale } from '../supabase/functions/_shared/rules/locales';
import { allChunks, loadedScripts, readManifest, routeBundle, type Manifest } from './perf/bundle-size';
import {
  BUDGETS,
  budgetMisses,
  chunkMisses,
  formatTable,
  medians,
  sumGzip,
  type RouteResult,
} from './perf/budgets';
import {
  countWarnings,
  formatJsTable,
  formatOverBudgetFiles,
  jsCountMisses,
  VISITORS,
} from './perf/js-budget';
import { CAP_MS, countLoadedJs, QUIET_MS, type PageVisit } from './perf/js-count';
import { runLighthouseWithRetry, type RunMetrics } from './perf/lighthouse-run';
import { localCertificate, type Certificate } from './perf/local-certificate';
import {
  API_CLIENT_MODULE,
  measuredRoutes,
  pickSlugs,
  SHELL_MODULES,
  type MeasuredRoute,
} from './perf/routes';
import { serveStatic } from './perf/static-server';
import { startTlsProxy } from './perf/tls-proxy';
import { prepareVisitor, type VisitorState } from './perf/visitor';
import { runSiteFilesScript } from './site-files/vite-plugin';

// Ports of its own so a running `npm run dev` or test run is not disturbed; override when taken.
// Production is HTTPS with HTTP/2 on both origins (the static host and supabase.co): Lighthouse's
// simulation charges TLS handshakes and multiplexes requests only when the pages are served that way.
const API_PORT = Number(process.env.PERF_API_PORT ?? 54361);
const API_TLS_PORT = Number(process.env.PERF_API_TLS_PORT ?? 54362);
const WEB_PORT = Number(process.env.PERF_WEB_PORT ?? 4185);
const root = path.resolve(import.meta.dirname, '..');
const defaultOutDir = path.join(root, 'node_modules/.perf-dist');
const resultsDir = path.join(root, 'perf-results');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    // Every page in every language by default: a French or Arabic page also loads its strings, and an
    // Arabic one its font.
    locales: { type: 'string', default: LOCALES.join(',') },
    'skip-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    'js-only': { type: 'boolean', default: false },
    // Pages counted at once by --js-only, each in a browser context of its own.
    parallel: { type: 'string', default: '3' },
  },
});
const runs = Math.max(1, Number(values.runs));
const locales = values.locales.split(',').map((locale) => locale.trim());
const unknownLocale = locales.find((locale) => !isLocale(locale));
if (unknownLocale) throw new Error(`--locales: "${unknownLocale}" is not one of ${LOCALES.join(', ')}`);
const outDir = values.dist ? path.resolve(values.dist) : defaultOutDir;
const webUrl = `https://127.0.0.1:${WEB_PORT}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const backend = await startBackend({
  dataDir: null,
  port: API_PORT,
  pgPort: 0,
  // create-checkout places the order /order-confirmation shows, and /profile asks check-subscription,
  // as in production. No mail worker: it would wake every second during the measurements.
  functions: true,
  mailWorkerIntervalMs: 0,
  siteUrl: webUrl,
});
const certificate = localCertificate();
const api = await startTlsProxy(backend.url, API_TLS_PORT, certificate);
try {
  if (!values['skip-build'] && !values.dist) {
    console.log(`building against ${api.url} ...`);
    process.env.VITE_SUPABASE_URL = api.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.config.anonKey;
    process.env.VITE_SITE_URL = webUrl;
    process.env.ZELLIJ_SKIP_SITE_FILES = '1'; // written below, once, with the same settings
    const { build } = await import('vite');
    // The manifest maps each route's module to its chunks, for the initial-JS budget.
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  }
  // Every time, so a reused or foreign build still gets a CSP that allows this backend, and pages
  // prerendered from this backend's rows.
  await runSiteFilesScript(
    root,
    outDir,
    {
      VITE_SUPABASE_URL: api.url,
      VITE_SUPABASE_ANON_KEY: backend.config.anonKey,
      VITE_SITE_URL: webUrl,
      // The prerender reads the rows in Node, straight from the backend (no certificate to trust).
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.config.anonKey,
    },
    false,
  );

  const manifest = readManifest(outDir);
  const slugs = await pickSlugs(backend.url, backend.config.anonKey);
  const wanted = values.routes?.split(',').map((r) => r.trim());
  const visitor = await prepareVisitor(
    { url: backend.url, anonKey: backend.config.anonKey, serviceRoleKey: backend.config.serviceRoleKey },
    api.url,
  );
  const routes = measuredRoutes(slugs, visitor)
    .filter((r) => !wanted || wanted.includes(r.name) || wanted.includes(r.path))
    .flatMap((route) =>
      locales.filter(isLocale).map((locale) => ({
        ...route,
        locale,
        name: localizedPath(route.name, locale),
        path: localizedPath(route.path, locale),
      })),
    );

  if (values['js-only']) await countJs(routes, manifest, certificate, visitor);
  else await lighthouseSweep(routes, manifest, certificate);
} finally {
  await api.close();
  await backend.stop();
}

type Route = MeasuredRoute & { locale: Locale };

/** --js-only: every route × language × visitor counted in Chromium (scripts/perf/js-count.ts). */
async function countJs(routes: Route[], manifest: Manifest, certificate: Certificate, visitor: VisitorState) {
  const started = Date.now();
  const visits: PageVisit[] = routes.flatMap((route) =>
    VISITORS.map((kind) => ({
      // The label without the language: one row per route, a column per language.
      route: localizedPath(route.name, 'en'),
      locale: route.locale,
      visitor: kind,
      path: route.path,
      storage: kind === 'returning' ? { ...visitor.returning, ...route.storage } : { ...route.storage },
    })),
  );
  console.log(
    `\ncounting the JavaScript of ${visits.length} pages in Chromium (load event, then ${QUIET_MS / 1000} s ` +
      `without a request; at most ${CAP_MS / 1000} s), ${values.parallel} at a time ...`,
  );
  const server = await serveStatic(outDir, WEB_PORT, { certificate });
  let counts;
  try {
    counts = await countLoadedJs(server.url, outDir, visits, Number(values.parallel), (count, done) =>
      console.log(
        `  ${String(done).padStart(3)}/${visits.length}  ${kb(sumGzip(count.scripts)).padStart(9)}  ` +
          `${count.path} (${count.visitor}, ${(count.ms / 1000).toFixed(1)} s)`,
      ),
    );
  } finally {
    await server.close();
  }
  // The manifest's cap on a route's own chunks, which needs no browser.
  const chunks = chunkMisses(
    routes.map((route) => ({
      name: route.name,
      routeChunks: routeBundle(outDir, manifest, SHELL_MODULES, route.module, [], route.locale).routeChunks,
    })),
  );
  const misses = [...jsCountMisses(counts), ...chunks];
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'js-count.json'),
    JSON.stringify(
      { date: new Date().toISOString(), budget: BUDGETS.loadedJsMaxGzip, misses, counts },
      null,
      2,
    ),
  );
  console.log(
    `\nJavaScript loaded per page until idle (gzip -9 of each build file; budget ` +
      `${kb(BUDGETS.loadedJsMaxGzip)} = ${BUDGETS.loadedJsMaxGzip} bytes; ✗ over budget, … not idle at the cap), ` +
      `in ${Math.round((Date.now() - started) / 1000)} s:\n`,
  );
  console.log(formatJsTable(counts));
  const warnings = countWarnings(counts);
  if (warnings.length) console.log(`\nCheck these counts:\n  ${warnings.join('\n  ')}`);
  const overBudget = formatOverBudgetFiles(counts);
  if (overBudget)
    console.log(`\nWhat the pages over budget loaded (gzip -9, biggest first):\n\n${overBudget}`);
  finish('js-count.json', misses, 'All JavaScript budgets met.');
}

/** Lighthouse on every route, `runs` times, against every budget. */
async function lighthouseSweep(routes: Route[], manifest: Manifest, certificate: Certificate) {
  const reportsDir = path.join(resultsDir, 'reports');
  mkdirSync(reportsDir, { recursive: true });
  const server = await serveStatic(outDir, WEB_PORT, { certificate });
  const results: (RouteResult & { runs: RunMetrics[] })[] = [];
  try {
    for (const route of routes) {
      const bundle = routeBundle(
        outDir,
        manifest,
        SHELL_MODULES,
        route.module,
        route.apiBeforeUsable ? [API_CLIENT_MODULE] : [],
        route.locale,
      );
      const routeRuns: RunMetrics[] = [];
      for (let i = 0; i < runs; i++) {
        // The last run's full report is kept for https://googlechrome.github.io/lighthouse/viewer/
        const reportPath =
          i === runs - 1
            ? path.join(reportsDir, `${route.name.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`)
            : undefined;
        const metrics = await runLighthouseWithRetry(server.url + route.path, reportPath, route.storage);
        routeRuns.push(metrics);
        console.log(
          `${route.path} run ${i + 1}/${runs}: perf ${metrics.performance}, a11y ${metrics.accessibility}, ` +
            `LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, CLS ${metrics.cls.toFixed(3)}, TBT ${Math.round(metrics.tbtMs)} ms`,
        );
      }
      results.push({
        name: route.name,
        path: route.path,
        medians: medians(routeRuns),
        startupJsGzip: bundle.startupJsGzip,
        routeChunks: bundle.routeChunks,
        loadedJs: loadedScripts(
          outDir,
          routeRuns.at(-1)!.requests.map((r) => ({ ...r, bytes: r.transferBytes })),
        ),
        runs: routeRuns,
      });
    }
  } finally {
    await server.close();
  }

  const misses = budgetMisses(results);
  const chunks = allChunks(outDir, manifest);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runsPerRoute: runs,
        budgets: BUDGETS,
        misses,
        routes: results,
        chunks,
      },
      null,
      2,
    ),
  );

  console.log(`\nMedians of ${runs} Lighthouse run(s) per route (mobile, simulated throttling):\n`);
  console.log(formatTable(results));
  const benchmark = Math.round(medians(results.flatMap((r) => r.runs)).benchmarkIndex);
  console.log(
    `\nCPU benchmark index (median): ${benchmark}. Lighthouse's 4x CPU throttling assumes a fast desktop;`,
  );
  console.log('a loaded or slow machine inflates TBT and LCP, so compare runs made under similar load.');
  console.log('\nLargest chunks (gzip):');
  for (const chunk of chunks.slice(0, 6))
    console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}  (${chunk.source})`);
  for (const r of results) {
    const lost = Object.entries(r.runs.at(-1)!.failing).flatMap(([category, audits]) =>
      audits.map((a) => `${category}: ${a}`),
    );
    if (lost.length) console.log(`\n${r.name} (${r.path}) lost points on:\n  ${lost.join('\n  ')}`);
    const last = r.runs.at(-1)!;
    if (last.lcpElement) console.log(`  LCP element: ${last.lcpElement}`);
    for (const shift of last.layoutShifts) console.log(`  layout shift: ${shift}`);
    for (const error of last.consoleErrors) console.log(`  console error: ${error}`);
  }
  finish('lighthouse.json', misses, 'All budgets met.');
}

/** Where the results went, then the missed budgets last (exit code 1) or `allMet`. */
function finish(resultsFile: string, misses: string[], allMet: string) {
  console.log(`\nWritten to ${path.relative(root, path.join(resultsDir, resultsFile))}`);
  if (misses.length) {
    console.log(`\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${allMet}`);
  }
}
