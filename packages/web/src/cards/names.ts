/** Spoken card names: the engine's English `cardName`, and German for the German screen. */
import { cardName, splitCode } from '@kitchen-table/engine';
import type { Lang } from '../i18n.ts';

export type Pack = 'french' | 'bavarian';

const DE_FRENCH_RANKS: Record<string, string> = {
  A: 'Ass', K: 'König', Q: 'Dame', J: 'Bube', '10': 'Zehn', '9': 'Neun', '8': 'Acht', '7': 'Sieben',
  '6': 'Sechs', '5': 'Fünf', '4': 'Vier', '3': 'Drei', '2': 'Zwei',
};
const DE_FRENCH_SUITS: Record<string, string> = { S: 'Pik', H: 'Herz', D: 'Karo', C: 'Kreuz' };
const DE_BAVARIAN_RANKS: Record<string, string> = {
  A: 'Sau', K: 'König', O: 'Ober', U: 'Unter', '10': 'Zehner', '9': 'Neuner', '8': 'Achter', '7': 'Siebener',
};
const DE_BAVARIAN_SUITS: Record<string, string> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };

export function cardLabel(code: string, pack: Pack, lang: Lang): string {
  if (lang === 'en') return cardName(code, pack);
  if (code === 'RJ') return 'Roter Joker';
  if (code === 'BJ') return 'Schwarzer Joker';
  const { rank, suit } = splitCode(code);
  if (pack === 'bavarian') return `${DE_BAVARIAN_SUITS[suit] ?? suit}-${DE_BAVARIAN_RANKS[rank] ?? rank}`;
  return `${DE_FRENCH_SUITS[suit] ?? suit}-${DE_FRENCH_RANKS[rank] ?? rank}`;
}

/** A compact text form for short notices ("A♥", "O Eichel"). */
export function cardShort(code: string, pack: Pack, lang: Lang): string {
  if (code === 'RJ' || code === 'BJ') return cardLabel(code, pack, lang);
  const { rank, suit } = splitCode(code);
  if (pack === 'bavarian') {
    const rankText = lang === 'de' ? ({ A: 'Sau', K: 'König', O: 'Ober', U: 'Unter' } as Record<string, string>)[rank] ?? rank : rank;
    return `${DE_BAVARIAN_SUITS[suit] ?? suit} ${rankText}`;
  }
  const symbol = ({ S: '♠', H: '♥', D: '♦', C: '♣' } as Record<string, string>)[suit] ?? suit;
  const rankText = lang === 'de' ? ({ Q: 'D', J: 'B' } as Record<string, string>)[rank] ?? rank : rank;
  return `${rankText}${symbol}`;
}
