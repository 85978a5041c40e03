/**
 * Lusti-Kartl'n's coach line (docs/rules/lusti.md): a trick goes to the last card played of the rank
 * that was led (the leader keeps it when nobody matches), every Sau and ten counts 10, partners share
 * their tricks. So the line says whether the card takes the trick (and whether a later seat can still
 * match the rank), gives points to a partner who is taking it, or throws little to a trick that is lost.
 */
import { cardIndex, LUSTI_PACK, rankIndex, trickWinnerPosition, type LustiSeatView } from '@kitchen-table/engine/lusti';
import type { CoachLine, GameCoach, Move } from '../../api.ts';
import { card, seatName, withConfidence } from '../../coach.ts';

const rankOf = (code: string): number => rankIndex(cardIndex(code));
/** Sau (rank 0) and ten (rank 4) count 10. */
const counts = (code: string): boolean => rankOf(code) === 0 || rankOf(code) === 4;

/** Cards of `rank` nobody has seen yet: not in this hand, not in a trick of this hand. */
function unseenOfRank(view: Readonly<LustiSeatView>, rank: number, except: string): number {
  const seen = new Set<string>(view.hand);
  for (const t of view.tricks) for (const p of t.plays) seen.add(p.card);
  for (const p of view.trick.plays) seen.add(p.card);
  seen.add(except);
  return LUSTI_PACK.filter((c) => rankOf(c) === rank && !seen.has(c)).length;
}

function line(view: Readonly<LustiSeatView>, code: string): CoachLine {
  const c = card(code);
  const plays = view.trick.plays;
  const after = 3 - plays.length;
  if (plays.length === 0) {
    const rest = unseenOfRank(view, rankOf(code), code);
    const twin = view.hand.find((h) => h !== code && rankOf(h) === rankOf(code));
    if (rest === 0) return { en: `Lead ${c}: no other card of its rank is left, so the trick is yours.`, de: `Spiel ${c} aus: keine Karte dieses Rangs ist mehr draußen, der Stich gehört dir.` };
    if (twin) return { en: `Lead ${c}: you hold ${card(twin)} too, so you can still match it.`, de: `Spiel ${c} aus: du hast auch ${card(twin)} und kannst selbst noch nachziehen.` };
    if (!counts(code)) return { en: `Lead ${c}: it risks no points if the trick goes elsewhere.`, de: `Spiel ${c} aus: geht der Stich weg, kostet er keine Punkte.` };
    return { en: `Lead ${c}: your team is likeliest to take this one.`, de: `Spiel ${c} aus: diesen Stich holt am ehesten dein Team.` };
  }
  const ranks = [...plays.map((p) => rankOf(p.card)), rankOf(code)];
  const winnerPos = trickWinnerPosition(ranks, ranks.length);
  const winner = winnerPos === plays.length ? view.seat : plays[winnerPos].seat;
  const points = [...plays.map((p) => p.card), code].filter(counts).length * 10;
  if (winner === view.seat) {
    const rest = after > 0 ? unseenOfRank(view, ranks[0], code) : 0;
    if (rest === 0) return { en: `Take the trick with ${c}: nobody after you can match it (${points} points).`, de: `Nimm den Stich mit ${c}: nach dir kann keiner mehr nachziehen (${points} Punkte).` };
    return { en: `Take the trick with ${c} (${points} points) — a later card of the same rank could still win it back.`, de: `Nimm den Stich mit ${c} (${points} Punkte) — eine spätere Karte gleichen Rangs kann ihn noch holen.` };
  }
  if (winner === view.partner) {
    if (counts(code)) return { en: `Your partner ${seatName(winner)} is taking this trick: give them points with ${c}.`, de: `Dein Partner ${seatName(winner)} holt diesen Stich: gib ihm Punkte mit ${c}.` };
    return { en: `Your partner ${seatName(winner)} is taking this trick: play ${c}.`, de: `Dein Partner ${seatName(winner)} holt diesen Stich: spiel ${c}.` };
  }
  if (!counts(code)) return { en: `Play low (${c}): the trick goes to ${seatName(winner)}, so give no points away.`, de: `Spiel niedrig (${c}): der Stich geht an ${seatName(winner)}, verschenk keine Punkte.` };
  return { en: `Play ${c}: the trick goes to ${seatName(winner)}, and this costs your team least.`, de: `Spiel ${c}: der Stich geht an ${seatName(winner)}, so verliert dein Team am wenigsten.` };
}

export const lustiCoach: GameCoach<LustiSeatView> = {
  explain(view, move: Move, trace) {
    return withConfidence(line(view, String(move.play)), trace);
  },
};
