/**
 * Fünfzehnern's coach line (docs/rules/fuenfzehnern.md): follow suit if you can, the highest card of the
 * suit led takes the trick (no trump), ace 5 · king 4 · queen 3 · jack 2 · ten 1 points; zwang makes the
 * holder of the suit's ace play it. The line says whether the card takes the trick and how many points
 * it holds, or why it stays low.
 */
import {
  ACE,
  cardIndex,
  cardPoints,
  higherInSuitMask,
  rankOfIndex,
  suitOfIndex,
  trickWinnerPosition,
  type FuenfzehnernSeatView,
} from '@kitchen-table/engine/fuenfzehnern';
import type { CoachLine, GameCoach, Move } from '../../api.ts';
import { card, seatName, withConfidence } from '../../coach.ts';

const suitOf = (code: string): number => suitOfIndex(cardIndex(code));

function line(view: Readonly<FuenfzehnernSeatView>, code: string, zwang: boolean): CoachLine {
  const c = card(code);
  const plays = view.trick.plays;
  if (zwang) return { en: `Lead ${c} with zwang: whoever holds the ace must play it now, and your king stays on top.`, de: `Spiel ${c} mit Zwang aus: wer das Ass hat, muss es jetzt spielen, und dein König bleibt oben.` };
  if (plays.length === 0) {
    if (rankOfIndex(cardIndex(code)) === ACE) return { en: `Lead ${c}: an ace cannot be beaten.`, de: `Spiel ${c} aus: ein Ass sticht keiner.` };
    if (cardPoints(code) === 0) return { en: `Lead low (${c}): it gives no points away.`, de: `Spiel niedrig aus (${c}): so verschenkst du keine Punkte.` };
    return { en: `Lead ${c}: the search finds it best for your points.`, de: `Spiel ${c} aus: für deine Punkte das Beste, sagt die Suche.` };
  }
  const led = suitOf(plays[0].card);
  const cards = plays.map((p) => cardIndex(p.card));
  const best = plays[trickWinnerPosition(cards, cards.length)];
  const points = plays.reduce((sum, p) => sum + cardPoints(p.card), 0) + cardPoints(code);
  // The engine's trick rule on the trick with this card added: does it take it?
  if (trickWinnerPosition([...cards, cardIndex(code)], cards.length + 1) === cards.length) {
    return { en: `Take the trick with ${c}: ${points} points in it.`, de: `Nimm den Stich mit ${c}: ${points} Punkte liegen drin.` };
  }
  if (suitOf(code) !== led) {
    return { en: `You have no card of the suit led: throw ${c}, it costs you least.`, de: `Du hast die Farbe nicht: wirf ${c} ab, das kostet dich am wenigsten.` };
  }
  const beatsBest = higherInSuitMask(cardIndex(best.card));
  const higher = view.hand.some((h) => (beatsBest & (1 << cardIndex(h))) !== 0);
  if (higher) return { en: `Play low (${c}): the trick holds only ${points} points — keep your higher card for later.`, de: `Spiel niedrig (${c}): der Stich hat nur ${points} Punkte — heb deine höhere Karte auf.` };
  return { en: `Play low (${c}): you cannot beat ${card(best.card)} of ${seatName(best.seat)}.`, de: `Spiel niedrig (${c}): ${card(best.card)} von ${seatName(best.seat)} schlägst du nicht.` };
}

export const fuenfzehnernCoach: GameCoach<FuenfzehnernSeatView> = {
  explain(view, move: Move, trace) {
    return withConfidence(line(view, String(move.play), move.zwang === true), trace);
  },
};
