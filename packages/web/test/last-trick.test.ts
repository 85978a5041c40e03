/**
 * Issue 28 §6: the TV's "Last trick" never shows the deal before's trick during the next deal. Real
 * engine matches of every trick game are played (first legal move) into their second deal: before its
 * first trick is taken the TV shows no last trick; after it, that trick. Fahrstuhl's engine keeps the
 * deal before's trick in `lastTrick` (the TV asks `dealsLastTrick`); Lusti's and Fünfzehnern's views
 * start each deal without one, and their TVs show `view.lastTrick` as it is.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, type GameDefinition, type ViewHeader } from '@kitchen-table/engine';
import type { FahrstuhlTableView } from '@kitchen-table/engine/fahrstuhl';
import { dealsLastTrick } from '../src/games/fahrstuhl/last-trick.ts';

type TrickTable = ViewHeader & { lastTrick: unknown; trick: { plays: unknown[] } };

/** The table views from the first move of deal 2 until its first trick is complete, and the one after. */
function intoDealTwo(id: string, options: Record<string, unknown>, seats: number): { before: TrickTable[]; after: TrickTable } {
  const game = GAMES.find((g) => g.meta.id === id) as GameDefinition;
  const resolved = game.resolveOptions(options, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  let state = game.setup(resolved.value, seats, `last-trick-${id}`, 2);
  const view = () => game.tableView(state) as TrickTable;
  const before: TrickTable[] = [];
  for (let moves = 0; moves < 2000 && !game.isMatchOver(state); moves++) {
    const seat = game.toAct(state)[0];
    const applied = game.applyMove(state, seat, game.legalMoves(state, seat)[0]);
    if (!applied.ok) throw new Error(applied.error.code);
    const was = view();
    state = applied.state;
    const now = view();
    if (now.deal !== 2) continue;
    // The first trick of deal 2 was taken by this move: its cards have left the table's trick.
    if (before.length > 0 && was.trick.plays.length > 0 && now.trick.plays.length === 0) return { before, after: now };
    before.push(now);
  }
  throw new Error(`${id}: no second deal with a trick`);
}

describe('the TV\'s last trick belongs to the deal being played', () => {
  it('Fahrstuhl: none from the start of deal 2 until its first trick, then that trick', () => {
    const { before, after } = intoDealTwo('fahrstuhl', { mode: 'up', startCards: 2 }, 4);
    // The engine still holds deal 1's last trick here; the TV must not show it.
    expect(before[0].lastTrick).not.toBeNull();
    for (const view of before) expect(dealsLastTrick(view as unknown as FahrstuhlTableView)).toBeNull();
    const shown = dealsLastTrick(after as unknown as FahrstuhlTableView);
    expect(shown).not.toBeNull();
    expect(shown).toEqual((after as unknown as FahrstuhlTableView).tricks.at(-1));
  });

  it.each([
    ['lusti', {}, 4],
    ['fuenfzehnern', { hands: 2 }, 4],
  ] as const)('%s: the view starts each deal without a last trick', (id, options, seats) => {
    const { before, after } = intoDealTwo(id, options, seats);
    for (const view of before) expect(view.lastTrick).toBeNull();
    expect(after.lastTrick).not.toBeNull();
  });
});
