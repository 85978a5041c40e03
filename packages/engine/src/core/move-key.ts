/**
 * A move's canonical JSON (sorted keys, undefined fields left out), so that `{play:"AH"}` equals a legal
 * entry however it was built. One definition for every package: the lessons judge taps with it, the bots
 * match their choices against `view.legal` with it.
 */
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
