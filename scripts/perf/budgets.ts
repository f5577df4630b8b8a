/**
 * The budgets of issue 7 and docs/performance.md. Lab numbers are noisy on a shared 2-core machine, so
 * every metric is the median of the runs, and only medians are compared with the budgets.
 */
import type { LoadedScript } from './bundle-size';
import type { RunMetrics } from './lighthouse-run';

export const BUDGETS = {
  performanceMin: 97,
  accessibilityMin: 100,
  lcpMaxMs: 2000,
  clsMax: 0.02,
  tbtMaxMs: 100,
  /**
   * Every route, every language, every visitor: every script of the build the page downloads from
   * navigation until it is loaded and idle, gzip -9 (js-count.ts, or Lighthouse's network records).
   */
  loadedJsMaxGzip: 150 * 1024,
  /** A route's own chunks in the Vite manifest (bundle-size.ts): no heavy library in a screen's chunk. */
  routeChunkMaxGzip: 60 * 1024,
} as const;

export type NumericMetric = Exclude<
  keyof RunMetrics,
  'lcpElement' | 'failing' | 'consoleErrors' | 'layoutShifts' | 'requests'
>;
export type Medians = Record<NumericMetric, number>;

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medians(runs: RunMetrics[]): Medians {
  const keys: NumericMetric[] = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'cls',
    'tbtMs',
    'fcpMs',
    'jsBytes',
    'totalBytes',
    'benchmarkIndex',
  ];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Medians;
}

export interface RouteResult {
  name: string;
  path: string;
  medians: Medians;
  /** The startup chunks the Vite manifest names for the route (informative, not budgeted). */
  startupJsGzip: number;
  /**
   * Every script of the build the last run loaded without a tap (lazy chunks such as supabase-js
   * included), gzip -9, biggest first: the JavaScript budget.
   */
  loadedJs: LoadedScript[];
  routeChunks: { file: string; gzip: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every missed budget as a sentence naming the route, the median and the limit. */
export function budgetMisses(results: RouteResult[]): string[] {
  const misses: string[] = [];
  for (const r of results) {
    const m = r.medians;
    if (!(m.performance >= BUDGETS.performanceMin))
      misses.push(`${r.name}: performance ${m.performance} < ${BUDGETS.performanceMin}`);
    if (!(m.accessibility >= BUDGETS.accessibilityMin))
      misses.push(`${r.name}: accessibility ${m.accessibility} < ${BUDGETS.accessibilityMin}`);
    if (!(m.lcpMs <= BUDGETS.lcpMaxMs))
      misses.push(`${r.name}: LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${BUDGETS.lcpMaxMs / 1000} s`);
    if (!(m.cls <= BUDGETS.clsMax)) misses.push(`${r.name}: CLS ${m.cls.toFixed(3)} > ${BUDGETS.clsMax}`);
    if (!(m.tbtMs <= BUDGETS.tbtMaxMs))
      misses.push(`${r.name}: TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMaxMs} ms`);
  }
  return [
    ...misses,
    ...loadedJsMisses(results.map((r) => ({ page: r.name, scripts: r.loadedJs }))),
    ...chunkMisses(results),
  ];
}

export const sumGzip = (scripts: { gzip: number }[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);

/** Each page whose loaded scripts weigh more than the budget, with its total and the limit. */
export function loadedJsMisses(pages: { page: string; scripts: LoadedScript[] }[]): string[] {
  return pages
    .filter(({ scripts }) => sumGzip(scripts) > BUDGETS.loadedJsMaxGzip)
    .map(
      ({ page, scripts }) =>
        `${page}: loaded JS ${kb(sumGzip(scripts))} gzip (${sumGzip(scripts)} bytes) > ` +
        `${kb(BUDGETS.loadedJsMaxGzip)} (${BUDGETS.loadedJsMaxGzip} bytes)`,
    );
}

/** The budget the Vite manifest alone decides: no route's own chunk over routeChunkMaxGzip. */
export function chunkMisses(results: { name: string; routeChunks: { file: string; gzip: number }[] }[]) {
  const misses: string[] = [];
  for (const r of results) {
    for (const chunk of r.routeChunks) {
      if (chunk.gzip > BUDGETS.routeChunkMaxGzip)
        misses.push(
          `${r.name}: chunk ${chunk.file} is ${kb(chunk.gzip)} gzip > ${kb(BUDGETS.routeChunkMaxGzip)}`,
        );
    }
  }
  return misses;
}

export function formatTable(results: RouteResult[]): string {
  const header = [
    'route',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP',
    'CLS',
    'TBT',
    'JS transfer',
    'startup JS gz',
    'loaded JS gz',
  ];
  const rows = results.map((r) => [
    r.name,
    String(r.medians.performance),
    String(r.medians.accessibility),
    String(r.medians.bestPractices),
    String(r.medians.seo),
    `${(r.medians.lcpMs / 1000).toFixed(2)} s`,
    r.medians.cls.toFixed(3),
    `${Math.round(r.medians.tbtMs)} ms`,
    kb(r.medians.jsBytes),
    kb(r.startupJsGzip),
    kb(sumGzip(r.loadedJs)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
