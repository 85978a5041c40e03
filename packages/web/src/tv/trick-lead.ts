/**
 * Readable from 3 m: who is winning the trick being played, by each game's own rule (the engine's
 * functions where they take card codes). Fahrstuhl: the top cards by trump and rank (all tied top
 * cards once the round is shared); Lusti-Kartl'n: the last card of the led rank; Fünfzehnern: not shown
 * (its tricks are face down).
 */
import { splitCode } from '@kitchen-table/engine';
import { kindOfCode, suitIndex, trickWinners } from '@kitchen-table/engine/fahrstuhl';
import type { TrickPlay } from './pacing.ts';

export function fahrstuhlLeading(plays: readonly TrickPlay[], seats: number, trumpSuit: string, shared: boolean | null): number[] {
  if (plays.length === 0) return [];
  const kinds = plays.map((p) => kindOfCode(p.card));
  if (kinds.some((k) => k < 0)) return [];
  return trickWinners(kinds, plays[0]!.seat, seats, suitIndex(trumpSuit), shared === true);
}

/** The led card's rank (Lusti-Kartl'n: the one thing that matters), or null before the lead. */
export function ledRank(plays: readonly TrickPlay[]): string | null {
  return plays[0] ? splitCode(plays[0].card).rank : null;
}

export function lustiLeading(plays: readonly TrickPlay[]): number[] {
  const led = ledRank(plays);
  if (led === null) return [];
  for (let i = plays.length - 1; i > 0; i--) if (splitCode(plays[i]!.card).rank === led) return [plays[i]!.seat];
  return [plays[0]!.seat];
}
