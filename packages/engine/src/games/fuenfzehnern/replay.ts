/**
 * Replay notes (core/game.ts `ReplaySupport`): who took a trick and why, from docs/rules/fuenfzehnern.md —
 * rule 2.3 (no trump: the highest card of the suit led), rule 3.1 (taking another seat's lead binds the
 * taker to that suit) and rules 4.2/4.4 (under zwang the ace must come, and takes the trick).
 */
import { SUIT_SYMBOL, type CardCode, type FrenchSuit } from '../../core/cards.ts';
import type { LocalText, ReplayNote, ReplaySupport, Seat } from '../../core/game.ts';
import type { FuenfzehnernEvent } from './schemas.ts';
import type { FuenfzehnernMove, FuenfzehnernState } from './state.ts';

const suitOfCard = (code: CardCode): FrenchSuit => code.slice(-1) as FrenchSuit;

/** The one line for a finished trick: `cards` in play order (the leader's first), `winnerAt` its position. */
export function trickWhy(cards: readonly CardCode[], winnerAt: number, zwang: boolean): LocalText {
  const led = suitOfCard(cards[0]);
  const symbol = SUIT_SYMBOL[led];
  const binds = winnerAt !== 0;
  const tail = binds ? { en: ` — and binds its taker to lead ${symbol}`, de: ` — wer sticht, muss nun ${symbol} ausspielen` } : { en: '', de: '' };
  if (zwang && cards[winnerAt].startsWith('A')) {
    return { en: `Zwang on the ${symbol} queen: the ace had to come and takes it${tail.en}`, de: `Zwang mit der ${symbol}-Dame: das Ass musste kommen und sticht${tail.de}` };
  }
  const followed = cards.slice(1).some((c) => suitOfCard(c) === led);
  if (!followed) return { en: `Nobody followed ${symbol}: the card led takes the trick`, de: `Keiner hat ${symbol} bedient: die ausgespielte Karte sticht` };
  return { en: `No trump: the highest ${symbol} takes it${tail.en}`, de: `Kein Trumpf: die höchste ${symbol} sticht${tail.de}` };
}

export const replay: ReplaySupport<FuenfzehnernState, FuenfzehnernMove, FuenfzehnernEvent> = {
  // Nothing of a deal as dealt is public beyond the hands (no trump, no card turned up).
  dealNote: () => null,
  closesStep(before: FuenfzehnernState, _seat: Seat, _move: FuenfzehnernMove, events: readonly FuenfzehnernEvent[]): ReplayNote | null {
    const taken = events.find((e) => e.type === 'trickTaken');
    if (!taken) return null;
    const cards = taken.cards;
    const winner = taken.seat;
    const leader = taken.leader;
    const winnerAt = (winner - leader + before.seats) % before.seats;
    return { kind: 'trick', winners: [winner], why: trickWhy(cards, winnerAt, before.current.zwang) };
  },
};
