/**
 * Fahrstuhl's coach line (docs/rules/fahrstuhl.md): the call the search rates best and the cards that
 * will probably take its tricks; in play, whether the card should take the trick (tricks still needed)
 * or stay low (the call is met, the trick is out of reach, or a later seat may still hold trump — a seat
 * that holds trump must play it, so only a seat that once played no trump is known to hold none).
 */
import { creditedOver, kindOfCode, suitOfKind, type FahrstuhlSeatView } from '@kitchen-table/engine/fahrstuhl';
import type { CoachLine, GameCoach, Move, SearchTrace } from '../../api.ts';
import { card, seatName, withConfidence } from '../../coach.ts';
import { readView, type FahrstuhlKnowledge } from './knowledge.ts';
import { trickChances, trickTop } from './policy.ts';

/** A card this likely to take a trick counts as strong. */
const STRONG_CHANCE = 0.5;

function named(k: FahrstuhlKnowledge, code: string): CoachLine {
  const trump = suitOfKind(kindOfCode(code)) === k.base.trumpSuit;
  return trump ? { en: `your trump ${card(code)}`, de: `dein Trumpf ${card(code)}` } : { en: `your ${card(code)}`, de: `dein ${card(code)}` };
}

function joined(parts: CoachLine[]): CoachLine {
  if (parts.length <= 1) return parts[0] ?? { en: '', de: '' };
  const head = parts.slice(0, -1);
  const last = parts[parts.length - 1];
  return { en: `${head.map((p) => p.en).join(', ')} and ${last.en}`, de: `${head.map((p) => p.de).join(', ')} und ${last.de}` };
}

function callLine(view: Readonly<FahrstuhlSeatView>, k: FahrstuhlKnowledge, call: number, trace: SearchTrace): CoachLine {
  const chance = trickChances(k.base, k.deck);
  const exact = trace.calls ? Math.round(100 * (trace.calls.exact[call] ?? 0)) : null;
  const sure = exact === null ? { en: '', de: '' } : { en: ` (exact in ${exact} % of the deals the coach tried)`, de: ` (genau in ${exact} % der durchgespielten Deals)` };
  if (call === 0) {
    return { en: `Call 0: none of your cards is likely to take a trick${sure.en}.`, de: `Sag 0 an: keine deiner Karten macht wahrscheinlich einen Stich${sure.de}.` };
  }
  const best = [...view.hand].sort((a, b) => chance[kindOfCode(b)] - chance[kindOfCode(a)]).slice(0, call);
  const list = joined(best.map((c) => named(k, c)));
  const noun = call === 1 ? 'Stich' : 'Stiche';
  return {
    en: `Call ${call}: you will probably take ${call} — ${list.en}${sure.en}.`,
    de: `Sag ${call} an: du machst wahrscheinlich ${call} ${noun} — ${list.de}${sure.de}.`,
  };
}

/** The first seat still to play in this trick that may hold trump (never played a non-trump), or -1. */
function laterTrumpHolder(view: Readonly<FahrstuhlSeatView>, k: FahrstuhlKnowledge): number {
  if (k.unseenTrumps.length === 0) return -1;
  const toPlay = view.seats - view.trick.plays.length - 1;
  for (let i = 1; i <= toPlay; i++) {
    const s = (view.seat + i) % view.seats;
    if (!k.noTrump[s]) return s;
  }
  return -1;
}

function playLine(view: Readonly<FahrstuhlSeatView>, k: FahrstuhlKnowledge, code: string): CoachLine {
  const d = k.base;
  const kind = kindOfCode(code);
  const call = view.calls[view.seat] ?? 0;
  const need = call - view.taken[view.seat];
  const leading = view.trick.plays.length === 0;
  const s = d.strength(kind);
  const top = trickTop(d);
  const takes = leading || creditedOver(s, top, d.shared);
  const isTrump = suitOfKind(kind) === d.trumpSuit;
  const strong = trickChances(d, k.deck)[kind] >= STRONG_CHANCE;
  const threat = isTrump ? -1 : laterTrumpHolder(view, k);
  const c = card(code);
  const still = need === 1 ? { en: 'you still need 1 trick', de: 'du brauchst noch 1 Stich' } : { en: `you still need ${need} tricks`, de: `du brauchst noch ${need} Stiche` };
  if (need > 0) {
    if (leading && strong) return { en: `Lead ${c}: ${still.en}, and this card can take one.`, de: `Spiel ${c} aus: ${still.de}, und diese Karte kann einen machen.` };
    if (leading) return { en: `Lead low (${c}): keep your strong cards for later — ${still.en}.`, de: `Spiel niedrig aus (${c}): heb deine starken Karten auf — ${still.de}.` };
    if (takes && threat >= 0) return { en: `Play ${c}: ${still.en} — but ${seatName(threat)} may still hold trump.`, de: `Spiel ${c}: ${still.de} — aber ${seatName(threat)} kann noch Trumpf haben.` };
    if (takes) return { en: `Take it with ${c}: ${still.en}.`, de: `Stich mit ${c}: ${still.de}.` };
    if (threat >= 0) return { en: `Play low (${c}): ${seatName(threat)} may still hold trump — ${still.en}, take them later.`, de: `Spiel niedrig (${c}): ${seatName(threat)} kann noch Trumpf haben — ${still.de}, mach sie später.` };
    return { en: `Play low (${c}): this trick is out of reach — keep your strong cards, ${still.en}.`, de: `Spiel niedrig (${c}): diesen Stich kriegst du nicht — heb deine starken Karten auf, ${still.de}.` };
  }
  const met = call === 1 ? { en: 'you have your 1 trick', de: 'du hast deinen 1 Stich' } : { en: `you have your ${call} tricks`, de: `du hast deine ${call} Stiche` };
  if (!takes || (leading && !strong)) return { en: `Play low (${c}): ${met.en} — don't take another.`, de: `Spiel niedrig (${c}): ${met.de} — mach keinen mehr.` };
  return { en: `Play ${c}: ${met.en}; this card risks least here.`, de: `Spiel ${c}: ${met.de}; diese Karte riskiert hier am wenigsten.` };
}

export const fahrstuhlCoach: GameCoach<FahrstuhlSeatView> = {
  explain(view, move: Move, trace) {
    const k = readView(view);
    if (typeof move.call === 'number') return callLine(view, k, move.call, trace);
    return withConfidence(playLine(view, k, String(move.play)), trace);
  },
};
