/**
 * The JavaScript budget of `npm run perf -- --js-only` as numbers a reader can act on: each page's
 * count (js-count.ts measures it in a browser) in a table of route × (language × visitor), the pages
 * over budget, and the files each of them loaded, biggest first. Pure: no browser, no files.
 */
import { BUDGETS, loadedJsMisses, sumGzip } from './budgets';
import type { LoadedScript } from './bundle-size';

/**
 * A first-time visitor has nothing stored but what the page needs to be that page (the bag on /cart
 * and /checkout, the session on /profile and /saved); a returning one also brings a currency chosen
 * with the picker (EUR) and a bag.
 */
export const VISITORS = ['first', 'returning'] as const;
export type VisitorKind = (typeof VISITORS)[number];

export interface PageCount {
  /** The route's label, e.g. /product/{slug} (the same in every language). */
  route: string;
  locale: string;
  visitor: VisitorKind;
  /** The address opened, e.g. /fr/product/tagine-pot. */
  path: string;
  /** Where the page ended up, when the app moved elsewhere (a redirect): a sign the wrong page was counted. */
  landedOn?: string;
  scripts: LoadedScript[];
  /** False when the page was still downloading at the cap (the count may then be short). */
  idle: boolean;
  /** From navigation until idle (or the cap). */
  ms: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const pageName = (count: Pick<PageCount, 'path' | 'visitor'>) => `${count.path} (${count.visitor})`;

export const overBudget = (count: PageCount) => sumGzip(count.scripts) > BUDGETS.loadedJsMaxGzip;

/** Every page over budget, as a sentence with its total and the limit. */
export function jsCountMisses(counts: PageCount[]): string[] {
  return loadedJsMisses(counts.map((count) => ({ page: pageName(count), scripts: count.scripts })));
}

/**
 * One row per route (in the order first measured), one column per language × visitor; a page over
 * budget is marked ✗. A combination that was not measured shows as –.
 */
export function formatJsTable(counts: PageCount[]): string {
  const routes = [...new Set(counts.map((c) => c.route))];
  const locales = [...new Set(counts.map((c) => c.locale))];
  const visitors = VISITORS.filter((v) => counts.some((c) => c.visitor === v));
  const columns = locales.flatMap((locale) => visitors.map((visitor) => ({ locale, visitor })));
  const byKey = new Map(counts.map((c) => [`${c.route}|${c.locale}|${c.visitor}`, c]));
  const header = ['route', ...columns.map(({ locale, visitor }) => `${locale} ${visitor}`)];
  const rows = routes.map((route) => [
    route,
    ...columns.map(({ locale, visitor }) => {
      const count = byKey.get(`${route}|${locale}|${visitor}`);
      if (!count) return '–';
      return `${kb(sumGzip(count.scripts))}${overBudget(count) ? ' ✗' : ''}${count.idle ? '' : ' …'}`;
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const listFiles = (scripts: LoadedScript[]) => scripts.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.file}`);

/**
 * The files each page over budget loaded, biggest first: those every one of them loaded once, then
 * each page's others. Pages that loaded exactly the same files share one list.
 */
export function formatOverBudgetFiles(counts: PageCount[]): string {
  const over = counts.filter(overBudget).map((count) => ({
    name: pageName(count),
    scripts: count.scripts.toSorted((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file)),
  }));
  if (over.length === 0) return '';
  const common =
    over.length > 1
      ? over[0]!.scripts.filter((s) => over.every((page) => page.scripts.some((t) => t.file === s.file)))
      : [];
  const commonFiles = new Set(common.map((s) => s.file));
  const groups = new Map<string, { pages: string[]; total: number; rest: LoadedScript[] }>();
  for (const page of over) {
    const rest = page.scripts.filter((s) => !commonFiles.has(s.file));
    const key = page.scripts.map((s) => s.file).join('\n');
    const group = groups.get(key) ?? { pages: [], total: sumGzip(page.scripts), rest };
    group.pages.push(page.name);
    groups.set(key, group);
  }
  const sections = [...groups.values()].map(({ pages, total, rest }) =>
    [
      `${pages.join(', ')}: ${kb(total)} (${total} bytes)` +
        (common.length ? `: the ${common.length} above + ${kb(sumGzip(rest))} in ${rest.length} more` : ''),
      ...listFiles(rest),
    ].join('\n'),
  );
  if (common.length)
    sections.unshift(
      [
        `Loaded by every page over budget (${over.length}): ${kb(sumGzip(common))} in ${common.length} files`,
        ...listFiles(common),
      ].join('\n'),
    );
  return sections.join('\n\n');
}

/** What may make a count wrong: a page still busy at the cap, or one the app sent elsewhere. */
export function countWarnings(counts: PageCount[]): string[] {
  return counts.flatMap((count) => [
    ...(count.idle ? [] : [`${pageName(count)}: still downloading after ${count.ms} ms (counted so far)`]),
    ...(count.landedOn ? [`${pageName(count)}: ended on ${count.landedOn}`] : []),
  ]);
}
