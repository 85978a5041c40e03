/**
 * Latency samples and their percentiles. Samples are kept whole (a run holds tens of thousands at most),
 * so percentiles are exact rather than bucketed: nearest-rank on the sorted samples.
 */
export interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export class Samples {
  private values: number[] = [];

  add(value: number): void {
    this.values.push(value);
  }

  get count(): number {
    return this.values.length;
  }

  reset(): void {
    this.values = [];
  }

  summary(): Summary {
    return summarize(this.values);
  }
}

/** Nearest-rank percentile (q in 0..1) of sorted values; 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.length ? sum / sorted.length : 0),
  };
}

/** Two decimals: enough for milliseconds, short in JSON. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Least-squares slope of y over x (units of y per unit of x); 0 with fewer than two points. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}
