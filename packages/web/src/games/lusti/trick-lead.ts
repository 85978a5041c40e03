/** Readable from 3 m: who is winning the Lusti-Kartl'n trick being played — the last card of the led rank. */
import { splitCode } from '@kitchen-table/engine';
import type { TrickPlay } from '../../tv/pacing.ts';

/** The led card's rank (the one thing that matters), or null before the lead. */
export function ledRank(plays: readonly TrickPlay[]): string | null {
  return plays[0] ? splitCode(plays[0].card).rank : null;
}

export function lustiLeading(plays: readonly TrickPlay[]): number[] {
  const led = ledRank(plays);
  if (led === null) return [];
  for (let i = plays.length - 1; i > 0; i--) if (splitCode(plays[i]!.card).rank === led) return [plays[i]!.seat];
  return [plays[0]!.seat];
}
