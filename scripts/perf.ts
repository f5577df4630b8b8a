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
 *   npm run perf -- --js-only             the JavaScript budgets alone, from the Vite manifest (seconds)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startBackend } from '../embedded-backend/src/server';
import { isLocale, LOCALES, localizedPath } from '../supabase/functions/_shared/rules/locales';
import { allChunks, loadedJsGzip, readManifest, routeBundle } from './perf/bundle-size';
import { BUDGETS, budgetMisses, formatTable, medians, type RouteResult } from './perf/budgets';
import { checkJsBudgets } from './perf/js-budget';
import { runLighthouseWithRetry, type RunMetrics } from './perf/lighthouse-run';
import { localCertificate } from './perf/local-certificate';
import { API_CLIENT_MODULE, measuredRoutes, pickSlugs, SHELL_MODULES } from './perf/routes';
import { serveStatic } from './perf/static-server';
import { startTlsProxy } from './perf/tls-proxy';
import { prepareVisitor } from './perf/visitor';
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
  },
});
const runs = Math.max(1, Number(values.runs));
const locales = values.locales.split(',').map((locale) => locale.trim());
const unknownLocale = locales.find((locale) => !isLocale(locale));
if (unknownLocale) throw new Error(`--locales: "${unknownLocale}" is not one of ${LOCALES.join(', ')}`);
const outDir = values.dist ? path.resolve(values.dist) : defaultOutDir;
const webUrl = `https://127.0.0.1:${WEB_PORT}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (values['js-only']) {
  const dist = values.dist ? path.resolve(values.dist) : path.join(root, 'node_modules/.perf-js-dist');
  const misses = await checkJsBudgets(root, dist, !values['skip-build'] && !values.dist);
  if (misses.length) console.log(`\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}`);
  else console.log('\nAll JavaScript budgets met.');
  process.exit(misses.length ? 1 : 0);
}

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
        ...bundle,
        loadedJsGzip: loadedJsGzip(outDir, routeRuns.at(-1)!.requests),
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
  console.log(`\nWritten to ${path.relative(root, path.join(resultsDir, 'lighthouse.json'))}`);
  if (misses.length) {
    console.log(`\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll budgets met.');
  }
} finally {
  await api.close();
  await backend.stop();
}
