/**
 * Places from totals: 1 is best; equal totals share a place and the next place skips
 * ("1, 1, 3"), the usual competition ranking.
 */
export function placementsFromTotals(totals: readonly number[], higherIsBetter = true): number[] {
  return totals.map((t) => 1 + totals.filter((o) => (higherIsBetter ? o > t : o < t)).length);
}
