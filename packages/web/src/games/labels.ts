/** Small shared labels: suit names with their symbol, colours, ranks in the reader's language. */
import { t } from '../i18n.ts';
import type { StringKey } from '../strings/index.ts';

const SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "hearts ♥" / "Herz ♥". */
export function suitName(suit: string): string {
  return `${t(`suit_${suit}` as StringKey)} ${SYMBOL[suit] ?? ''}`.trim();
}

export function suitSymbol(suit: string): string {
  return SYMBOL[suit] ?? suit;
}

/** A French rank as printed in the reader's language (German: D for Dame, B for Bube). */
export function rankText(rank: string): string {
  return t(`rank_${rank}` as StringKey);
}

/** "black 9" / "schwarze 9". */
export function classLabel(colour: 'red' | 'black', rank: string): string {
  return t(colour === 'red' ? 'redClass' : 'blackClass', { rank: rankText(rank) });
}
