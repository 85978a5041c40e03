/**
 * A line per seat (or per team): the running total after every deal (uPlot, loaded with the first
 * chart). Totals are whole numbers, so the value axis steps in whole numbers, written in the UI's language.
 * With `height="fit"` the chart takes the height its box leaves below the podium (whatever a lesson's note
 * or the coach's mark took above it), so that its axes and legend are never cut off (issue 28, part 4).
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { seatColour } from '../shared/Avatar.tsx';
import { formatNumber, useT } from '../i18n.ts';
import type { TotalsPoint } from './history.ts';
import { whenIdle } from '../shared/lazy.tsx';

/** Whole-number steps for the value axis: a line that rises from 0 to 1 Strich gets 0 and 1, no 0.2. */
export const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];

/** The lowest chart worth drawing when it fits its box (its axes' labels take most of it). */
const MIN_FIT_HEIGHT = 160;

/** The height the chart may take inside `root`: the box's height less the legend's and the gap (null until measured). */
function useFitHeight(root: { current: HTMLDivElement | null }, on: boolean): number | null {
  const [fit, setFit] = useState<number | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!on || !el) return;
    const measure = () => {
      const legend = el.querySelector<HTMLElement>('.chart-legend');
      const gap = parseFloat(getComputedStyle(el).rowGap) || 0;
      const free = Math.floor(el.clientHeight - (legend?.offsetHeight ?? 0) - gap);
      setFit(Math.max(MIN_FIT_HEIGHT, free));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [on]);
  return fit;
}

export function TotalsChart({ points, names, colours, width = 880, height: asked = 380 }: {
  points: TotalsPoint[]; names: string[]; colours?: string[]; width?: number; height?: number | 'fit';
}): JSX.Element {
  const { lang } = useT();
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const fitted = useFitHeight(root, asked === 'fit');
  const height = asked === 'fit' ? fitted : asked;
  const colourOf = (s: number) => colours?.[s] ?? seatColour(s);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    let cancelIdle = () => {};
    if (height === null) return;
    // Drawn in idle time, not in the task that shows the board: a weak TV's CPU does one, then the other.
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => new Promise<typeof UPlot>((resolve) => {
      cancelIdle = whenIdle(() => resolve(UPlot));
    })).then((UPlot) => {
      if (!live || !box.current) return;
      const rows = [{ deal: 0, totals: names.map(() => 0) }, ...points];
      const data = [rows.map((p) => p.deal), ...names.map((_, s) => rows.map((p) => p.totals[s] ?? 0))];
      const el = box.current;
      const values = (_: unknown, splits: number[]) => splits.map((v) => formatNumber(lang, v));
      // The value axis is drawn on a canvas; its ticks are also kept on the element for the browser tests.
      const yValues = (u: unknown, splits: number[]) => {
        el.dataset.yTicks = splits.join(' ');
        return values(u, splits);
      };
      chart = new UPlot(
        {
          width, height,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { stroke: '#cfd8d3', grid: { stroke: 'rgba(255,255,255,0.08)' }, ticks: { stroke: 'rgba(255,255,255,0.2)' }, font: '24px system-ui', incrs: [1, 2, 5, 10], values },
            { stroke: '#cfd8d3', grid: { stroke: 'rgba(255,255,255,0.12)' }, ticks: { stroke: 'rgba(255,255,255,0.2)' }, font: '24px system-ui', size: 80, incrs: WHOLE_STEPS, values: yValues },
          ],
          series: [{}, ...names.map((name, s) => ({ label: name, stroke: colourOf(s), width: 5, points: { size: 10, fill: colourOf(s) } }))],
        },
        data as unknown as [number[], ...number[][]],
        el,
      );
    });
    return () => {
      live = false;
      cancelIdle();
      chart?.destroy();
    };
  }, [points.length, names.join('|'), (colours ?? []).join('|'), width, height, lang]);
  return (
    <div class={asked === 'fit' ? 'totals-chart fit' : 'totals-chart'} data-testid="chart" ref={root}>
      <div ref={box} class="chart-plot" />
      <ul class="chart-legend">
        {names.map((name, s) => <li key={s}><span class="dot" style={{ background: colourOf(s) }} />{name}</li>)}
      </ul>
    </div>
  );
}
