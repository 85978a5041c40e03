/** Readable from 3 m: who is winning the Lusti-Kartl'n trick being played — the last card of the led rank. */
import { splitCode } from '@kitchen-table/engine';
import { cardIndex, rankIndex, trickWinnerPosition } from '@kitchen-table/engine/lusti';
import type { TrickPlay } from '../../tv/pacing.ts';

/** The led card's rank (the one thing that matters), or null before the lead. */
export function ledRank(plays: readonly TrickPlay[]): string | null {
  return plays[0] ? splitCode(plays[0].card).rank : null;
}

/** The engine's own trick rule (the same function that judges the trick), not a copy of it. */
export function lustiLeading(plays: readonly TrickPlay[]): number[] {
  if (plays.length === 0) return [];
  const cards = plays.map((p) => cardIndex(p.card));
  if (cards.some((c) => c < 0)) return [];
  return [plays[trickWinnerPosition(cards.map(rankIndex), plays.length)]!.seat];
}
