/** The benchmark's tables: taps kept and INP per device and control; CLS per route over its loads. */
import type { ClsResult } from './cls-run';
import type { TapResult } from './tap-run';

export interface Goals {
  phoneInpMs: number;
  cls: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [pad(header, widths), ...rows.map((r) => pad(r, widths))].join('\n');
}

export function tapTable(taps: TapResult[], goals: Goals, misses: string[]): string {
  const groups = new Map<string, TapResult[]>();
  for (const tap of taps) {
    const key = `${tap.device} / ${tap.control}`;
    groups.set(key, [...(groups.get(key) ?? []), tap]);
  }
  const delays = [...new Set(taps.map((t) => t.delayMs))];
  const rows = [...groups].map(([key, group]) => {
    const shown = group.filter((t) => t.outcome !== 'absent');
    const kept = shown.filter((t) => t.outcome === 'kept').length;
    const inps = shown.map((t) => t.inpMs);
    const [device] = key.split(' / ');
    if (kept < shown.length) misses.push(`${key}: ${shown.length - kept} of ${shown.length} taps lost`);
    if (device === 'phone' && median(inps) > goals.phoneInpMs)
      misses.push(`${key}: median INP ${median(inps)} ms > ${goals.phoneInpMs} ms`);
    const byDelay = delays.map((d) => {
      const at = shown.filter((t) => t.delayMs === d);
      return at.length ? `${at.filter((t) => t.outcome === 'kept').length}/${at.length}` : 'n/a';
    });
    return [
      key,
      shown.length ? `${kept}/${shown.length}` : 'not shown',
      ...byDelay,
      `${group.filter((t) => !t.appReadyAtTap && t.outcome !== 'absent').length}`,
      shown.length ? `${median(inps)}` : '-',
      shown.length ? `${Math.max(...inps)}` : '-',
    ];
  });
  return table(
    ['device / control', 'kept', ...delays.map((d) => `+${d} ms`), 'before app', 'INP med', 'INP max'],
    rows,
  );
}

export function clsTable(loads: ClsResult[], goals: Goals, misses: string[]): string {
  const routes = [...new Set(loads.map((l) => l.path))];
  const rows = routes.map((route) => {
    const values = loads.filter((l) => l.path === route).map((l) => l.cls);
    const over = values.filter((v) => v > goals.cls).length;
    if (over) misses.push(`${route}: CLS over ${goals.cls} in ${over} of ${values.length} loads`);
    return [route, values.map((v) => v.toFixed(3)).join(' '), Math.max(...values).toFixed(3), `${over}`];
  });
  return table(['device route', 'CLS per load', 'worst', `over ${goals.cls}`], rows);
}
