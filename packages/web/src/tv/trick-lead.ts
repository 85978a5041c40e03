/**
 * Readable from 3 m: who is winning the trick being played, by each game's own rule (the engine's
 * functions where they take card codes). Fahrstuhl: the top cards by trump and rank (all tied top
 * cards once the round is shared); Lusti-Kartl'n: the last card of the led rank; Fünfzehnern: not shown
 * (its tricks are face down).
 */
import { splitCode } from '@kitchen-table/engine';
import { kindOfCode, suitIndex } from '@kitchen-table/engine/games/fahrstuhl/cards.ts';
import { trickWinners } from '@kitchen-table/engine/games/fahrstuhl/trick.ts';
import { cardIndex, rankIndex, trickWinnerPosition } from '@kitchen-table/engine/lusti';
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
  if (plays.length === 0) return [];
  const cards = plays.map((p) => cardIndex(p.card));
  if (cards.some((c) => c < 0)) return [];
  return [plays[trickWinnerPosition(cards.map(rankIndex), plays.length)]!.seat];
}
