/**
 * Replay notes (core/game.ts `ReplaySupport`): who took a trick and the rule of docs/rules/fahrstuhl.md
 * "Who takes the trick" that decided it, and the round of calls ("Calls": shared or not) as a step of
 * its own before the first trick, because the calls decide how equal top cards are judged.
 */
import type { LocalText, ReplayNote, ReplaySupport, Seat } from '../../core/game.ts';
import type { FahrstuhlEvent } from './schemas.ts';
import { SUIT_SYMBOL, type CardCode } from '../../core/cards.ts';
import { cardStrength, codeOfKind, kindOfCode, rankOfKind, SUITS } from './cards.ts';
import type { FahrstuhlMove } from './moves.ts';
import { dealCards, trumpSuitOf, type FahrstuhlState } from './state.ts';

/**
 * The one line for a finished trick: `cards` in play order, `trumpSuit` the suit index of cards.ts,
 * `shared` the round's flag. Checked from the strongest card down: a tie on top, then trump, then rank,
 * then colour (each case one sentence of the rule section).
 */
export function trickWhy(cards: readonly CardCode[], trumpSuit: number, shared: boolean): LocalText {
  const kinds = cards.map(kindOfCode);
  const strengths = kinds.map((k) => cardStrength(k, trumpSuit));
  const top = Math.max(...strengths);
  const onTop = strengths.filter((s) => s === top).length;
  if (onTop > 1) {
    return shared
      ? { en: 'Equal cards on top in a shared round: each of them takes a trick', de: 'Gleich starke Karten oben in geteilter Runde: jede bekommt einen Stich' }
      : { en: 'Equal cards on top: the first one played takes the trick', de: 'Gleich starke Karten oben: die zuerst gespielte sticht' };
  }
  const winner = kinds[strengths.indexOf(top)];
  const trumps = kinds.filter((k) => (k & 3) === trumpSuit).length;
  // The TV shows no turned-up card in a replay: the line names the trump suit where trump decided.
  const symbol = SUIT_SYMBOL[SUITS[trumpSuit]];
  if ((winner & 3) === trumpSuit) {
    return trumps > 1
      ? { en: `The highest trump (${symbol}) takes the trick`, de: `Der höchste Trumpf (${symbol}) sticht` }
      : { en: `Trump ${symbol} beats every card that is not trump`, de: `Trumpf ${symbol} sticht jede Karte, die nicht Trumpf ist` };
  }
  const sameRankBelow = kinds.some((k, i) => strengths[i] < top && rankOfKind(k) === rankOfKind(winner));
  if (sameRankBelow) return { en: 'Red beats black at the same rank', de: 'Bei gleichem Rang sticht Rot Schwarz' };
  return { en: `No trump (${symbol}) played: the highest rank takes it, whatever was led`, de: `Kein Trumpf (${symbol}) im Stich: der höchste Rang sticht, egal was ausgespielt wurde` };
}

/** The line for the completed round of calls (rule "Calls": shared when the calls add up to fewer tricks). */
export function callsWhy(sum: number, tricks: number): LocalText {
  return sum < tricks
    ? { en: `Calls add up to ${sum}, fewer than ${tricks} tricks: shared round — equal top cards each take one`, de: `Ansagen zusammen ${sum}, weniger als ${tricks} Stiche: geteilte Runde — gleich starke Spitzenkarten stechen je einmal` }
    : { en: `Calls add up to ${sum} for ${tricks} tricks: not shared — of equal top cards the first one takes it`, de: `Ansagen zusammen ${sum} bei ${tricks} Stichen: nicht geteilt — von gleich starken Spitzenkarten sticht die erste` };
}

/** Rule "A round": the turned-up card's suit is trump for the round. */
export function trumpNote(trumpKind: number): LocalText {
  const code = codeOfKind(trumpKind);
  const rank = code.slice(0, -1);
  const symbol = SUIT_SYMBOL[SUITS[trumpKind & 3]];
  const de = ({ Q: 'D', J: 'B' } as Record<string, string>)[rank] ?? rank;
  return { en: `Trump ${symbol} (turned up: ${rank}${symbol})`, de: `Trumpf ${symbol} (aufgedeckt: ${de}${symbol})` };
}

export const replay: ReplaySupport<FahrstuhlState, FahrstuhlMove, FahrstuhlEvent> = {
  dealNote: (dealt) => trumpNote(dealt.trump),
  closesStep(before: FahrstuhlState, _seat: Seat, move: FahrstuhlMove, events: readonly FahrstuhlEvent[]): ReplayNote | null {
    if ('call' in move) {
      const missing = before.calls.filter((c) => c === null).length;
      if (missing !== 1) return null;
      const sum = before.calls.reduce<number>((a, c) => a + (c ?? 0), 0) + move.call;
      return { kind: 'calls', winners: [], why: callsWhy(sum, dealCards(before)) };
    }
    const taken = events.find((e) => e.type === 'trickTaken');
    if (!taken) return null;
    return { kind: 'trick', winners: [...taken.winners], why: trickWhy(taken.cards, trumpSuitOf(before), before.shared === true) };
  },
};
