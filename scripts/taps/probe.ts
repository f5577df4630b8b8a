/**
 * Evaluated in every page before its own scripts (CDP, so the site's CSP does not apply): records
 * first contentful paint, layout shifts and event timing entries for the benchmark to read.
 */
export interface ProbeEvent {
  id: number;
  name: string;
  start: number;
  duration: number;
}

export interface ProbeShift {
  at: number;
  value: number;
  sources: string[];
}

export interface Probe {
  fcp: number;
  shifts: ProbeShift[];
  events: ProbeEvent[];
}

export const PROBE_SCRIPT = `(() => {
  const probe = (window.__probe = { fcp: 0, shifts: [], events: [] });
  const describe = (node) =>
    !node || node.nodeType !== 1
      ? String(node && node.nodeName)
      : node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
        (typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 4).join('.') : '');
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput)
        probe.shifts.push({ at: e.startTime, value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) probe.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/**
 * web-vitals' CLS: the largest session window of shifts (each less than 1 s after the previous one,
 * at most 5 s long).
 */
export function cumulativeLayoutShift(shifts: ProbeShift[]): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    if (shift.at - previous < 1000 && shift.at - windowStart < 5000) windowValue += shift.value;
    else {
      windowValue = shift.value;
      windowStart = shift.at;
    }
    previous = shift.at;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

/**
 * Interaction to Next Paint of a few interactions: the longest one (web-vitals takes the 98th
 * percentile, which is the longest below 50 interactions). An interaction's duration is its longest
 * event's, from the input to the next paint after its handlers. 0 when every one was under 16 ms.
 */
export function interactionToNextPaint(events: ProbeEvent[]): number {
  return events.reduce((worst, event) => Math.max(worst, event.duration), 0);
}
