/** A line per seat: the running total after every deal (uPlot, loaded with the first chart). */
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { seatColour } from '../shared/Avatar.tsx';
import type { TotalsPoint } from './history.ts';

export function TotalsChart({ points, names, width = 880, height = 380 }: { points: TotalsPoint[]; names: string[]; width?: number; height?: number }): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (!live || !box.current) return;
      const rows = [{ deal: 0, totals: names.map(() => 0) }, ...points];
      const data = [rows.map((p) => p.deal), ...names.map((_, s) => rows.map((p) => p.totals[s] ?? 0))];
      chart = new UPlot(
        {
          width, height,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { stroke: '#cfd8d3', grid: { stroke: 'rgba(255,255,255,0.08)' }, ticks: { stroke: 'rgba(255,255,255,0.2)' }, font: '20px system-ui', incrs: [1, 2, 5, 10] },
            { stroke: '#cfd8d3', grid: { stroke: 'rgba(255,255,255,0.12)' }, ticks: { stroke: 'rgba(255,255,255,0.2)' }, font: '20px system-ui', size: 70 },
          ],
          series: [{}, ...names.map((name, s) => ({ label: name, stroke: seatColour(s), width: 5, points: { size: 10, fill: seatColour(s) } }))],
        },
        data as unknown as [number[], ...number[][]],
        box.current,
      );
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [points.length, names.join('|'), width, height]);
  return (
    <div class="totals-chart" data-testid="chart">
      <div ref={box} />
      <ul class="chart-legend">
        {names.map((name, s) => <li key={s}><span class="dot" style={{ background: seatColour(s) }} />{name}</li>)}
      </ul>
    </div>
  );
}
