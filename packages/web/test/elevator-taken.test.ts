/**
 * Issue 28 §6, Elevator: what a seat took is told as it happened. Real engine matches are played with
 * passes wherever allowed (so the stock runs out and Kopiles come on a short stock): at every position the
 * seat's own `drawn` is split into the cards it drew and those the others gave it — each given card is
 * one the giver held just before, and no drawn card was given. The Kopile's words never say "drew 0",
 * and the Kopile seat's own phone says "you".
 */
import { describe, expect, it } from 'vitest';
import { elevator as game, type ElevatorEvent } from '@kitchen-table/engine/elevator';
import { takenCards } from '../src/games/elevator/taken.ts';
import { kopileFeedText, kopileToastText } from '../src/games/elevator/kopile-text.ts';
// The registry adds each game's own strings (games/<id>/strings.ts) to EN and DE.
import '../src/games/registry.ts';


type KopileEvent = Extract<ElevatorEvent, { type: 'kopile' }>;

interface Gift { seed: string; card: string; from: number; to: number; shown: ReturnType<typeof takenCards> }

/** Plays a match passing whenever allowed; records every give with the receiver's split afterwards. */
function play(seed: string, seats: number): { gifts: Gift[]; kopiles: KopileEvent[] } {
  const resolved = game.resolveOptions({}, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  let state = game.setup(resolved.value, seats, seed, 2);
  const gifts: Gift[] = [];
  const kopiles: KopileEvent[] = [];
  for (let n = 0; n < 5000 && !game.isMatchOver(state); n++) {
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const move = legal.find((m) => 'pass' in m) ?? legal[0];
    // A give goes to the seat whose turn it is (the Kopile seat).
    const to = game.seatView(state, seat).turn;
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
    kopiles.push(...applied.events.filter((e) => e.type === 'kopile'));
    // A give of the giver's last card ends the game (the next one is dealt): nothing is left to show.
    if ('give' in move && !applied.events.some((e) => e.type === 'gameOver')) {
      const view = game.seatView(state, to);
      gifts.push({ seed, card: move.give, from: seat, to, shown: takenCards(view, to) });
    }
    // At every position, every seat: the split is the whole of `drawn`, in order.
    for (let s = 0; s < seats; s++) {
      const view = game.seatView(state, s);
      const taken = takenCards(view, s);
      expect([...taken.drew, ...taken.given.map((g) => g.card)]).toEqual(view.drawn);
    }
  }
  return { gifts, kopiles };
}

describe('Elevator: drawn or given, in words that fit', () => {
  const runs = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((s) => [play(`taken-${s}`, 3), play(`taken-${s}`, 4)]);
  const gifts = runs.flatMap((r) => r.gifts);
  const kopiles = runs.flatMap((r) => r.kopiles);

  it('a given card is shown as given by its giver, never as drawn', () => {
    expect(gifts.length).toBeGreaterThan(0);
    for (const g of gifts) {
      expect(g.shown.drew).not.toContain(g.card);
      expect(g.shown.given).toContainEqual({ card: g.card, from: g.from });
    }
  });

  it('a Kopile on a short stock is never "drew 0"; the Kopile seat reads "you"', () => {
    const short = kopiles.filter((e) => Number(e.owed) > 0);
    expect(short.length).toBeGreaterThan(0);
    const names = ['Anna', 'Ben', 'Cara', 'Dora'];
    for (const e of kopiles) {
      for (const lang of ['en', 'de'] as const) {
        const line = kopileFeedText(lang, e, names);
        expect(line).not.toMatch(/\b0\b/);
        expect(line).toContain(names[e.seat as number]);
        expect(kopileToastText(lang, e, names, e.seat as number)).not.toContain(names[e.seat as number]);
        expect(kopileToastText(lang, e, names, ((e.seat as number) + 1) % 3)).toContain(names[e.seat as number]);
      }
    }
    const empty = kopiles.find((e) => Number(e.drawn) === 0)!;
    expect(kopileFeedText('en', empty, names)).toContain('the stock is empty'.replace('the', 'The'));
    expect(kopileToastText('en', { type: 'kopile', seat: 0, drawn: 0, owed: 2 }, names, 0)).toBe('Kopile! You take 2 cards');
    expect(kopileToastText('de', { type: 'kopile', seat: 0, drawn: 1, owed: 0 }, names, 1)).toBe('Kopile! Anna bekommt 1 Karte');
  });
});
