/**
 * Fünfzehnern's coach line (docs/rules/fuenfzehnern.md): follow suit if you can, the highest card of the
 * suit led takes the trick (no trump), ace 5 · king 4 · queen 3 · jack 2 · ten 1 points; zwang makes the
 * holder of the suit's ace play it. The line says whether the card takes the trick and how many points
 * it holds, or why it stays low.
 */
import { cardIndex, RANK_POINTS, type FuenfzehnernSeatView } from '@kitchen-table/engine/fuenfzehnern';
import type { CoachLine, GameCoach, Move } from '../../api.ts';
import { card, seatName, withConfidence } from '../../coach.ts';

const suitOf = (code: string): number => cardIndex(code) >> 3;
/** 0 = ace (highest) … 7 = seven. */
const rankOf = (code: string): number => cardIndex(code) & 7;
const pointsOf = (code: string): number => RANK_POINTS[rankOf(code)];

function line(view: Readonly<FuenfzehnernSeatView>, code: string, zwang: boolean): CoachLine {
  const c = card(code);
  const plays = view.trick.plays;
  if (zwang) return { en: `Lead ${c} with zwang: whoever holds the ace must play it now, and your king stays on top.`, de: `Spiel ${c} mit Zwang aus: wer das Ass hat, muss es jetzt spielen, und dein König bleibt oben.` };
  if (plays.length === 0) {
    if (rankOf(code) === 0) return { en: `Lead ${c}: an ace cannot be beaten.`, de: `Spiel ${c} aus: ein Ass sticht keiner.` };
    if (pointsOf(code) === 0) return { en: `Lead low (${c}): it gives no points away.`, de: `Spiel niedrig aus (${c}): so verschenkst du keine Punkte.` };
    return { en: `Lead ${c}: the search finds it best for your points.`, de: `Spiel ${c} aus: für deine Punkte das Beste, sagt die Suche.` };
  }
  const led = suitOf(plays[0].card);
  let best = plays[0];
  for (const p of plays) if (suitOf(p.card) === led && rankOf(p.card) < rankOf(best.card)) best = p;
  const points = plays.reduce((sum, p) => sum + pointsOf(p.card), 0) + pointsOf(code);
  if (suitOf(code) === led && rankOf(code) < rankOf(best.card)) {
    return { en: `Take the trick with ${c}: ${points} points in it.`, de: `Nimm den Stich mit ${c}: ${points} Punkte liegen drin.` };
  }
  if (suitOf(code) !== led) {
    return { en: `You have no card of the suit led: throw ${c}, it costs you least.`, de: `Du hast die Farbe nicht: wirf ${c} ab, das kostet dich am wenigsten.` };
  }
  const higher = view.hand.some((h) => suitOf(h) === led && rankOf(h) < rankOf(best.card));
  if (higher) return { en: `Play low (${c}): the trick holds only ${points} points — keep your higher card for later.`, de: `Spiel niedrig (${c}): der Stich hat nur ${points} Punkte — heb deine höhere Karte auf.` };
  return { en: `Play low (${c}): you cannot beat ${card(best.card)} of ${seatName(best.seat)}.`, de: `Spiel niedrig (${c}): ${card(best.card)} von ${seatName(best.seat)} schlägst du nicht.` };
}

export const fuenfzehnernCoach: GameCoach<FuenfzehnernSeatView> = {
  explain(view, move: Move, trace) {
    return withConfidence(line(view, String(move.play), move.zwang === true), trace);
  },
};
