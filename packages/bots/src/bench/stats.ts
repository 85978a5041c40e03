/** Small statistics for the tournament: means with 95 % confidence intervals, percentiles. */

/** Two-sided 97.5 % quantiles of Student's t for 1…30 degrees of freedom; 1.96 beyond. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

export interface MeanCi {
  mean: number;
  ci95: [number, number];
  n: number;
}

export function meanCi(values: readonly number[]): MeanCi {
  const n = values.length;
  if (n === 0) return { mean: 0, ci95: [0, 0], n: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, ci95: [mean, mean], n };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const t = n - 1 <= T975.length ? T975[n - 2] : 1.96;
  const half = t * Math.sqrt(variance / n);
  return { mean, ci95: [mean - half, mean + half], n };
}

/** The p-quantile (0…1) by the nearest-rank method; 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1];
}

export const round = (x: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
