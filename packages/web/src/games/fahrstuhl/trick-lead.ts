/**
 * Readable from 3 m: who is winning the Fahrstuhl trick being played — the top cards by trump and rank
 * (all tied top cards once the round is shared), by the engine's own trick rule.
 */
import { kindOfCode, suitIndex, trickWinners } from '@kitchen-table/engine/fahrstuhl';
import type { TrickPlay } from '../../tv/pacing.ts';

export function fahrstuhlLeading(plays: readonly TrickPlay[], seats: number, trumpSuit: string, shared: boolean | null): number[] {
  if (plays.length === 0) return [];
  const kinds = plays.map((p) => kindOfCode(p.card));
  if (kinds.some((k) => k < 0)) return [];
  return trickWinners(kinds, plays[0]!.seat, seats, suitIndex(trumpSuit), shared === true);
}
