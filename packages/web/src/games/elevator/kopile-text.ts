/**
 * Elevator's Kopile in words (issue 28 §6). The Kopile seat takes one card per other player: drawn from
 * the stock while it lasts, the rest given by the next players. The feed says which ("drew 2", "the stock
 * is empty: 3 cards from the others"), never "drew 0"; the Kopile seat's own phone says "you".
 */
import type { ElevatorEvent } from '@kitchen-table/engine/elevator';

type KopileEvent = Extract<ElevatorEvent, { type: 'kopile' }>;
import { translate, type Lang } from '../../i18n.ts';

/** The TV feed's line for a Kopile event. */
export function kopileFeedText(lang: Lang, e: KopileEvent, names: readonly string[]): string {
  const name = names[e.seat] ?? '?';
  const { drawn: drew, owed } = e;
  if (owed === 0) return translate(lang, 'evKopileDrew', { name, n: drew });
  if (drew === 0) return translate(lang, 'evKopileGiven', { name, n: owed });
  return translate(lang, 'evKopileShort', { name, drew, n: owed });
}

/** The phones' toast for a Kopile event: "you" on the Kopile seat's own phone. */
export function kopileToastText(lang: Lang, e: KopileEvent, names: readonly string[], mySeat: number | null): string {
  const n = e.drawn + e.owed;
  return e.seat === mySeat ? translate(lang, 'kopileYouTake', { n }) : translate(lang, 'kopileTakes', { name: names[e.seat] ?? '?', n });
}
