/** Rule "Points per round". */
export type Trip = 'outbound' | 'return';

export const DEFAULT_BONUS = 100;
export const MAX_BONUS = 500;

/** Value of one trick: 10 on the outbound trip, 20 on the return trip. */
export function perTrickValue(trip: Trip): number {
  return trip === 'return' ? 20 : 10;
}

/** Called exactly → bonus + per-trick × taken; otherwise −per-trick × |taken − called|. */
export function roundPoints(called: number, taken: number, perTrick: number, bonus: number): number {
  return called === taken ? bonus + perTrick * taken : -perTrick * Math.abs(taken - called);
}
