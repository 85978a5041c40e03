/**
 * Replay notes (core/game.ts `ReplaySupport`): who took a trick and why, from docs/rules/lusti.md —
 * rule 3.2 (the last card of the led rank takes it; the leader keeps it when nobody matched), rule 5
 * (a Brand) and rule 4.2 (the last trick's 10).
 */
import type { LocalText, ReplayNote, ReplaySupport, Seat } from '../../core/game.ts';
import type { LustiEvent } from './schemas.ts';
import type { CardCode } from '../../core/cards.ts';
import type { LustiMove, LustiState } from './state.ts';

/** Rank words, singular and plural, as a family at the table says them. */
const RANK_WORDS: Record<string, { en: [string, string]; de: [string, string] }> = {
  A: { en: ['Sau', 'Sau'], de: ['Sau', 'Säue'] },
  K: { en: ['king', 'kings'], de: ['König', 'Könige'] },
  O: { en: ['Ober', 'Obers'], de: ['Ober', 'Ober'] },
  U: { en: ['Unter', 'Unters'], de: ['Unter', 'Unter'] },
  '10': { en: ['ten', 'tens'], de: ['Zehner', 'Zehner'] },
  '9': { en: ['nine', 'nines'], de: ['Neuner', 'Neuner'] },
  '8': { en: ['eight', 'eights'], de: ['Achter', 'Achter'] },
  '7': { en: ['seven', 'sevens'], de: ['Siebener', 'Siebener'] },
};

const rankOfCard = (code: CardCode): string => code.slice(0, -1);

/** The one line for a finished trick (`cards` in play order, the leader's first). */
export function trickWhy(cards: readonly CardCode[], lastTrick: boolean): LocalText {
  const led = rankOfCard(cards[0]);
  const words = RANK_WORDS[led] ?? { en: [led, led], de: [led, led] };
  const matches = cards.filter((c) => rankOfCard(c) === led).length;
  const bonus = lastTrick ? { en: ' (+10 for the last trick)', de: ' (+10 für den letzten Stich)' } : { en: '', de: '' };
  if (matches === cards.length && cards.length === 4) {
    return { en: `Four ${words.en[1]}: a Brand — 4 Striche and the hand ends`, de: `Vier ${words.de[1]}: ein Brand — 4 Striche, das Spiel ist aus` };
  }
  const feminine = led === 'A';
  if (matches > 1) return { en: `Last ${words.en[0]} wins${bonus.en}`, de: `${feminine ? 'Die letzte' : 'Der letzte'} ${words.de[0]} sticht${bonus.de}` };
  return {
    en: `Nobody matched the ${words.en[0]}: the leader keeps the trick${bonus.en}`,
    de: `Keiner hat ${feminine ? 'die' : 'den'} ${words.de[0]} bedient: der Ausspieler behält den Stich${bonus.de}`,
  };
}

export const replay: ReplaySupport<LustiState, LustiMove, LustiEvent> = {
  // Nothing of a deal as dealt is public beyond the hands (no trump, no card turned up).
  dealNote: () => null,
  closesStep(before: LustiState, _seat: Seat, _move: LustiMove, events: readonly LustiEvent[]): ReplayNote | null {
    const taken = events.find((e) => e.type === 'trickTaken');
    if (!taken) return null;
    const cards = taken.cards;
    const isBrand = events.some((e) => e.type === 'brand');
    const lastTrick = !isBrand && before.tricks.length + 1 === before.cardsPerHand;
    return { kind: 'trick', winners: [...taken.winners], why: trickWhy(cards, lastTrick) };
  },
};
