import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';

import type { DashboardDay } from './read-dashboard';

/** Whether this browser can draw on a canvas at all (one with canvas switched off cannot, nor jsdom). */
const canDraw = () => document.createElement('canvas').getContext('2d') !== null;

const CHART_HEIGHT = 240;
/** The palette's clay for money and indigo for counts. */
const SALES_COLOUR = '#b5613f';
const ORDERS_COLOUR = '#3b4a8c';

/**
 * Net sales (bars, MAD) and orders (a line) per day of the period, drawn with uPlot. The canvas is a
 * picture; the same figures are the table beside it. For the keyboard the chart is a slider over the
 * days: the arrow keys, Home and End move its cursor, and the day's figures are the slider's value
 * text, so a screen reader reads each day as it comes. It starts on the period's last day (the caller
 * keys it by period, so each period starts afresh).
 */
export default function SalesChart({
  days,
  label,
  describe,
}: {
  days: readonly DashboardDay[];
  label: string;
  /** The day's figures in words: "6 Dec 2026: 3 orders, 1,240 MAD net sales". */
  describe: (day: DashboardDay) => string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [selected, setSelected] = useState(days.length - 1);
  const [drawable] = useState(canDraw);

  useEffect(() => {
    const element = holder.current;
    if (!element || !drawable || days.length === 0) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let left = false;
    // The library measures the screen as it loads: it comes only where there is a canvas to draw on.
    void import('uplot').then(({ default: UPlot }) => {
      if (left) return;
      const drawn = new UPlot(optionsFor(UPlot, element.clientWidth), dataOf(days), element);
      chart = drawn;
      plot.current = drawn;
      resize = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
      resize.observe(element);
    });
    return () => {
      left = true;
      resize?.disconnect();
      chart?.destroy();
      plot.current = null;
    };
  }, [days, drawable]);

  const show = (index: number) => {
    const at = Math.max(0, Math.min(days.length - 1, index));
    setSelected(at);
    const chart = plot.current;
    const day = days[at];
    if (chart && day) {
      chart.setCursor({
        left: chart.valToPos(secondsOf(day.day), 'x'),
        top: chart.valToPos(day.net_sales_mad, 'mad'),
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowDown: selected - 1,
      ArrowRight: selected + 1,
      ArrowUp: selected + 1,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const current = days[selected];
  if (!drawable || !current) return null;
  return (
    // Time runs left to right in every language, as on any chart the owner reads elsewhere.
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={days.length}
      aria-valuenow={selected + 1}
      aria-valuetext={describe(current)}
      onKeyDown={onKeyDown}
      dir="ltr"
      className="rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-clay-600"
    >
      <div ref={holder} aria-hidden style={{ height: CHART_HEIGHT }} />
      <p aria-hidden className="mt-2 text-sm text-ink-soft">
        {describe(current)}
      </p>
    </div>
  );
}

/** A day ('2026-12-06') as uPlot's x value: seconds at its midnight, read in UTC throughout. */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function dataOf(days: readonly DashboardDay[]): uPlot.AlignedData {
  return [
    days.map((day) => secondsOf(day.day)),
    days.map((day) => day.net_sales_mad),
    days.map((day) => day.orders),
  ];
}

function optionsFor(UPlot: typeof uPlot, width: number): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    // Days are calendar days, not moments: shown as they are named, whatever the browser's zone.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true }, mad: { range: (_, __, max) => [0, Math.max(1, max)] }, count: {} },
    series: [
      {},
      {
        scale: 'mad',
        fill: `${SALES_COLOUR}cc`,
        stroke: SALES_COLOUR,
        paths: UPlot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
      },
      { scale: 'count', stroke: ORDERS_COLOUR, width: 2, points: { show: true, size: 5 } },
    ],
    axes: [
      { stroke: '#5a4c43', grid: { show: false } },
      { scale: 'mad', stroke: '#5a4c43', grid: { stroke: '#eadfd2' } },
      { scale: 'count', side: 1, stroke: ORDERS_COLOUR, grid: { show: false } },
    ],
  };
}
