/**
 * Elevator's coach line (docs/rules/elevator.md): get rid of your cards first; several cards of one rank
 * go at once; aces send the lift down, twos up; a joker lets anything follow; passing draws a card (and
 * is allowed with a playable card only right after a play); in a Kopile every other seat gives a card.
 */
import type { ElevatorSeatView } from '@kitchen-table/engine/elevator';
import type { CoachLine, GameCoach, Move } from '../../api.ts';
import { card, cardList, seatName, withConfidence } from '../../coach.ts';

/** The other seat with the fewest cards, when it is close to winning (at most this many cards). */
const DANGER_CARDS = 2;

function danger(view: Readonly<ElevatorSeatView>): { seat: number; cards: number } | null {
  let best: { seat: number; cards: number } | null = null;
  view.handSizes.forEach((n, s) => {
    if (s !== view.seat && n <= DANGER_CARDS && (!best || n < best.cards)) best = { seat: s, cards: n };
  });
  return best;
}

function line(view: Readonly<ElevatorSeatView>, move: Move): CoachLine {
  if (typeof move.give === 'string') return { en: `Give ${card(move.give)}: the card you can spare best.`, de: `Gib ${card(move.give)}: die Karte, die du am leichtesten hergibst.` };
  if (move.pass === true) {
    const canPlay = view.legal.some((m) => 'play' in m);
    if (!canPlay) return { en: `Pass: no card of yours fits on ${card(view.top)}.`, de: `Passen: keine deiner Karten passt auf ${card(view.top)}.` };
    return { en: `Pass: keep your cards for a better moment — you may, right after a play.`, de: `Passen: heb deine Karten für später auf — direkt nach einem Spielzug darfst du.` };
  }
  const cards = (move.play as string[]) ?? [];
  const list = cardList(cards);
  const left = view.hand.length - cards.length;
  if (left === 0) return { en: `Play ${list.en}: your last cards — you win the game!`, de: `Spiel ${list.de}: deine letzten Karten — du gewinnst das Spiel!` };
  const threat = danger(view);
  const warn = threat ? { en: ` ${seatName(threat.seat)} has only ${threat.cards} left.`, de: ` ${seatName(threat.seat)} hat nur noch ${threat.cards}.` } : { en: '', de: '' };
  const top = cards[cards.length - 1] ?? '';
  if (cards.length > 1) return { en: `Play ${list.en}: ${cards.length} cards off your hand at once.${warn.en}`, de: `Spiel ${list.de}: ${cards.length} Karten auf einmal los.${warn.de}` };
  if (top === 'RJ' || top === 'BJ') return { en: `Play ${list.en}: the joker fits here and is one card fewer.${warn.en}`, de: `Spiel ${list.de}: der Joker passt hier und ist eine Karte weniger.${warn.de}` };
  if (top.startsWith('A')) return { en: `Play ${list.en}: the ace sends the lift down.${warn.en}`, de: `Spiel ${list.de}: das Ass schickt den Lift nach unten.${warn.de}` };
  if (top.startsWith('2')) return { en: `Play ${list.en}: the two sends the lift up.${warn.en}`, de: `Spiel ${list.de}: die Zwei schickt den Lift nach oben.${warn.de}` };
  return { en: `Play ${list.en}: one card fewer in your hand.${warn.en}`, de: `Spiel ${list.de}: eine Karte weniger auf der Hand.${warn.de}` };
}

export const elevatorCoach: GameCoach<ElevatorSeatView> = {
  explain(view, move: Move, trace) {
    return withConfidence(line(view, move), trace);
  },
};
