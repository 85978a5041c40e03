/** Moves are compared as canonical JSON (sorted keys), so `{play:"AH"}` equals a legal entry however built. */
import type { Move } from '../api.ts';

export function moveKey(move: unknown): string {
  if (move === null || typeof move !== 'object') return JSON.stringify(move);
  if (Array.isArray(move)) return `[${move.map(moveKey).join(',')}]`;
  const obj = move as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${moveKey(obj[k])}`)
    .join(',')}}`;
}

/** The entry of `legal` equal to `move`, or undefined. */
export function findLegal(legal: readonly Record<string, unknown>[], move: unknown): Move | undefined {
  const key = moveKey(move);
  return legal.find((m) => moveKey(m) === key) as Move | undefined;
}
