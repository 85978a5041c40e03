/** Moves are compared as canonical JSON (sorted keys), so `{play:"AH"}` equals a legal entry however built. */
import { moveKey } from '@kitchen-table/engine';
import type { Move } from '../api.ts';

export { moveKey };

/** The entry of `legal` equal to `move`, or undefined. */
export function findLegal(legal: readonly Record<string, unknown>[], move: unknown): Move | undefined {
  const key = moveKey(move);
  return legal.find((m) => moveKey(m) === key) as Move | undefined;
}
