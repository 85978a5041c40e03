/**
 * A line per seat (or per team): the running total after every deal, drawn as SVG by Preact. Totals
 * are whole numbers, so the value axis steps in whole numbers, written in the UI's language.
 *
 * Why not a chart library: this was uPlot, 23 KB gzip of the 150 KB the TV may load, and its canvas was
 * built in a task of its own (20–30 ms at a 4× CPU slowdown, issue 27, part 6) — for a few lines of up
 * to a few dozen points. SVG text is the page's own text: readable, and laid out like the rest.
 * With `height="fit"` the chart takes the height its box leaves below the podium (whatever a lesson's note
 * or the coach's mark took above it), so that its axes and legend are never cut off (issue 28, part 4).
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { seatColour } from '../shared/Avatar.tsx';
import { formatNumber, useT } from '../i18n.ts';
import type { TotalsPoint } from './history.ts';
import { useAfterFirstPaint } from '../shared/after-paint.tsx';

/** Whole-number steps for the value axis: a line that rises from 0 to 1 Strich gets 0 and 1, no 0.2. */
export const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];
/** Steps for the deals axis. */
const DEAL_STEPS = [1, 2, 5, 10, 20, 50, 100];

/** Room for the axes' labels (24 px text, read from the sofa) around the plot. */
const PAD = { left: 84, right: 24, top: 16, bottom: 48 };
/** At least this far apart: value ticks, deal ticks (px). */
const VALUE_SPACE = 40;
const DEAL_SPACE = 60;

export interface AxisTicks {
  lo: number;
  hi: number;
  ticks: number[];
}

/**
 * The ticks of an axis from `min` to `max` across `px` pixels: the smallest step of `steps` that keeps
 * ticks `space` px apart, the axis widened to whole steps around the values (a flat line gets one step).
 */
export function axisTicks(min: number, max: number, px: number, space: number, steps: readonly number[]): AxisTicks {
  for (const step of steps) {
    const lo = Math.floor(min / step) * step;
    const hi = Math.max(Math.ceil(max / step) * step, lo + step);
    if (px / ((hi - lo) / step) < space && step !== steps[steps.length - 1]) continue;
    const ticks: number[] = [];
    for (let v = lo; v <= hi; v += step) ticks.push(v);
    return { lo, hi, ticks };
  }
  throw new Error('axisTicks: no steps');
}

/** The lowest chart worth drawing when it fits its box (its axes' labels take most of it). */
const MIN_FIT_HEIGHT = 160;

/**
 * The height the chart may take: what its column (the box's parent) leaves after the other blocks in it,
 * less the legend and the gaps (null until measured). Measured on the column, not on the box, whose own
 * height is the chart's.
 */
function useFitHeight(root: { current: HTMLDivElement | null }, on: boolean): number | null {
  const [fit, setFit] = useState<number | null>(null);
  useEffect(() => {
    const el = root.current;
    const column = el?.parentElement;
    if (!on || !el || !column) return;
    const measure = () => {
      const others = [...column.children].filter((c) => c !== el).reduce((sum, c) => sum + (c as HTMLElement).offsetHeight, 0);
      const columnGap = (parseFloat(getComputedStyle(column).rowGap) || 0) * (column.children.length - 1);
      const legend = el.querySelector<HTMLElement>('.chart-legend');
      const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
      const free = Math.floor(column.clientHeight - others - columnGap - (legend?.offsetHeight ?? 0) - gap);
      setFit(Math.max(MIN_FIT_HEIGHT, free));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(column);
    return () => observer?.disconnect();
  }, [on]);
  return fit;
}

export function TotalsChart({ points, names, colours, width = 880, height: asked = 380 }: {
  points: TotalsPoint[]; names: string[]; colours?: string[]; width?: number; height?: number | 'fit';
}): JSX.Element {
  const { lang } = useT();
  const root = useRef<HTMLDivElement>(null);
  const fitted = useFitHeight(root, asked === 'fit');
  const height = asked === 'fit' ? fitted ?? MIN_FIT_HEIGHT : asked;
  const drawn = useAfterFirstPaint() && (asked !== 'fit' || fitted !== null);
  const colourOf = (s: number) => colours?.[s] ?? seatColour(s);
  const rows = [{ deal: 0, totals: names.map(() => 0) }, ...points];
  const lines = names.map((_, s) => rows.map((p) => p.totals[s] ?? 0));
  const values = lines.flat();
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const yAxis = axisTicks(Math.min(...values), Math.max(...values), plotH, VALUE_SPACE, WHOLE_STEPS);
  const xAxis = axisTicks(0, Math.max(1, ...rows.map((p) => p.deal)), plotW, DEAL_SPACE, DEAL_STEPS);
  const x = (deal: number) => PAD.left + ((deal - xAxis.lo) / (xAxis.hi - xAxis.lo)) * plotW;
  const y = (v: number) => PAD.top + ((yAxis.hi - v) / (yAxis.hi - yAxis.lo)) * plotH;
  const bottom = PAD.top + plotH;
  return (
    <div class={asked === 'fit' ? 'totals-chart fit' : 'totals-chart'} data-testid="chart" ref={root}>
      {/* The scores table beside it says the same in words: the picture is hidden from screen readers. */}
      <svg class="totals-svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" data-y-ticks={drawn ? yAxis.ticks.join(' ') : undefined}>
        {drawn && yAxis.ticks.map((v) => (
          <g key={`y${v}`}>
            <line x1={PAD.left} x2={PAD.left + plotW} y1={y(v)} y2={y(v)} class="grid" />
            <text x={PAD.left - 12} y={y(v) + 8} text-anchor="end">{formatNumber(lang, v)}</text>
          </g>
        ))}
        {drawn && xAxis.ticks.map((d) => (
          <g key={`x${d}`}>
            <line x1={x(d)} x2={x(d)} y1={PAD.top} y2={bottom} class="grid deals" />
            <text x={x(d)} y={bottom + 34} text-anchor="middle">{formatNumber(lang, d)}</text>
          </g>
        ))}
        {drawn && lines.map((line, s) => (
          <g key={s} stroke={colourOf(s)} fill={colourOf(s)}>
            <polyline points={line.map((v, i) => `${x(rows[i]!.deal).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} class="line" />
            {line.map((v, i) => <circle key={i} cx={x(rows[i]!.deal)} cy={y(v)} r={5} />)}
          </g>
        ))}
      </svg>
      <ul class="chart-legend">
        {names.map((name, s) => <li key={s}><span class="dot" style={{ background: colourOf(s) }} />{name}</li>)}
      </ul>
    </div>
  );
}
