/**
 * Replay notes (core/game.ts `ReplaySupport`). Elevator is a shedding game: there are no tricks, so a
 * replay step is one *run laid on the pile* — the moment something visible happens on the table —
 * together with the passes, draws and Kopile gives that came before it (they only lead up to the next
 * run; a step per pass would be dozens of steps of "passes"). The step's seat is the one that laid the
 * run, and the line says which rule of docs/rules/elevator.md let it go there: rule 3.2 (other colour,
 * higher going up / lower going down), 3.3 (a run), 3.4 (aces and 2s set the lift), 3.5 (a joker), 3.6
 * (the free pile) and 6.1 (the last card wins the game — also when it is given away in a Kopile).
 */
import { SUIT_SYMBOL, type CardCode, type FrenchSuit } from '../../core/cards.ts';
import type { LocalText, ReplayNote, ReplaySupport, Seat } from '../../core/game.ts';
import type { ElevatorEvent } from './schemas.ts';
import { isJokerCard, isRed } from './cards.ts';
import type { ElevatorMove } from './moves.ts';
import { topCard, type ElevatorState, type Lift } from './state.ts';

/** A card as the TV line names it: `8♥`, `red joker`. */
function cardText(code: CardCode): LocalText {
  if (isJokerCard(code)) return isRed(code) ? { en: 'red joker', de: 'roter Joker' } : { en: 'black joker', de: 'schwarzer Joker' };
  const text = code.slice(0, -1) + SUIT_SYMBOL[code.slice(-1) as FrenchSuit];
  return { en: text, de: text };
}

const rankOfCard = (code: CardCode): string => code.slice(0, -1);

/** The one line for a run laid on `top` with the lift going `lift`; `last`: it empties the hand. */
export function runWhy(run: readonly CardCode[], top: CardCode, lift: Lift, last: boolean): LocalText {
  const first = cardText(run[0]);
  const onto = cardText(top);
  let why: LocalText;
  if (isJokerCard(top)) why = { en: `${first.en} on the joker: the pile is free under a joker`, de: `${first.de} auf den Joker: unter einem Joker ist die Ablage frei` };
  else if (isJokerCard(run[0])) why = { en: `${first.en} on ${onto.en}: a joker goes on any card of the other colour`, de: `${first.de} auf ${onto.de}: ein Joker geht auf jede Karte der anderen Farbe` };
  else if (lift === 'up') why = { en: `${first.en} on ${onto.en}: other colour, higher — the lift goes up`, de: `${first.de} auf ${onto.de}: andere Farbe, höher — der Lift fährt hoch` };
  else why = { en: `${first.en} on ${onto.en}: other colour, lower — the lift goes down`, de: `${first.de} auf ${onto.de}: andere Farbe, tiefer — der Lift fährt runter` };
  const extra: LocalText[] = [];
  if (run.length > 1) extra.push({ en: `a run of ${run.length}, colours alternating`, de: `${run.length} gleiche im Farbwechsel` });
  const rank = rankOfCard(run[0]);
  if (rank === 'A' && lift === 'up') extra.push({ en: 'aces send the lift down', de: 'Asse schicken den Lift runter' });
  if (rank === '2' && lift === 'down') extra.push({ en: '2s send the lift up', de: 'Zweier schicken den Lift hoch' });
  if (last) extra.push({ en: 'last card: the game is won', de: 'letzte Karte: das Spiel ist gewonnen' });
  return {
    en: [why.en, ...extra.map((e) => e.en)].join('; '),
    de: [why.de, ...extra.map((e) => e.de)].join('; '),
  };
}

export const GAVE_LAST_CARD: LocalText = {
  en: 'Gave away the last card in a Kopile: the game is won',
  de: 'Die letzte Karte beim Kopile abgegeben: das Spiel ist gewonnen',
};

/** Rules 2.1 and 2.3: the starter opens the pile and sets the lift (a starter ace sends it down). */
export function starterNote(starter: CardCode, lift: Lift): LocalText {
  const card = cardText(starter);
  if (isJokerCard(starter)) return { en: `Starter: ${card.en} — the pile is free`, de: `Startkarte: ${card.de} — die Ablage ist frei` };
  return lift === 'up'
    ? { en: `Starter ${card.en} · the lift goes up`, de: `Startkarte ${card.de} · der Lift fährt hoch` }
    : { en: `Starter ${card.en} · the lift goes down`, de: `Startkarte ${card.de} · der Lift fährt runter` };
}

export const replay: ReplaySupport<ElevatorState, ElevatorMove, ElevatorEvent> = {
  dealNote: (dealt) => starterNote(dealt.round.pile[0], dealt.round.lift),
  closesStep(before: ElevatorState, seat: Seat, move: ElevatorMove, events: readonly ElevatorEvent[]): ReplayNote | null {
    const r = before.round;
    if ('play' in move) {
      const last = r.hands[seat].length === move.play.length;
      return { kind: 'play', winners: [seat], why: runWhy(move.play, topCard(r), r.lift, last) };
    }
    if ('give' in move && events.some((e) => e.type === 'gameOver')) return { kind: 'play', winners: [seat], why: GAVE_LAST_CARD };
    return null;
  },
};
