/**
 * Elevator's Kopile in words (issue 28 §6). The Kopile seat takes one card per other player: drawn from
 * the stock while it lasts, the rest given by the next players. The feed says which ("drew 2", "the stock
 * is empty: 3 cards from the others"), never "drew 0"; the Kopile seat's own phone says "you".
 */
import type { GameEvent } from '@kitchen-table/engine';
import { translate, type Lang } from '../../i18n.ts';

/** The TV feed's line for a Kopile event. */
export function kopileFeedText(lang: Lang, e: GameEvent, names: readonly string[]): string {
  const name = names[e.seat as number] ?? '?';
  const drew = Number(e.drawn ?? 0);
  const owed = Number(e.owed ?? 0);
  if (owed === 0) return translate(lang, 'evKopileDrew', { name, n: drew });
  if (drew === 0) return translate(lang, 'evKopileGiven', { name, n: owed });
  return translate(lang, 'evKopileShort', { name, drew, n: owed });
}

/** The phones' toast for a Kopile event: "you" on the Kopile seat's own phone. */
export function kopileToastText(lang: Lang, e: GameEvent, names: readonly string[], mySeat: number | null): string {
  const n = Number(e.drawn ?? 0) + Number(e.owed ?? 0);
  return e.seat === mySeat ? translate(lang, 'kopileYouTake', { n }) : translate(lang, 'kopileTakes', { name: names[e.seat as number] ?? '?', n });
}
