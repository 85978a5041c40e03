/**
 * The replay board's frame (issue 18, part 1; src/replay/frame.ts), from real engine replays: what each
 * seat shows at a step — the hand before it, the cards it plays, the place in the trick, the taker, the
 * tricks and calls so far, the deal's score at its last step — and Elevator's passes and gives counted.
 */
import { describe, expect, it } from 'vitest';
import { buildReplay, GAMES, type GameDefinition, type ReplayLogEntry } from '@kitchen-table/engine';
import { groupPlays, replayFrame } from '../src/replay/frame.ts';

function replayOf(id: string, options: Record<string, unknown>, seats: number) {
  const game = GAMES.find((g) => g.meta.id === id) as GameDefinition;
  const resolved = game.resolveOptions(options, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  let state = game.setup(resolved.value, seats, `frame-${id}`, 2);
  const log: ReplayLogEntry[] = [];
  while (!game.isMatchOver(state)) {
    const seat = game.toAct(state)[0];
    const move = game.legalMoves(state, seat)[0];
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(applied.error.code);
    log.push({ seat, move });
    state = applied.state;
  }
  const built = buildReplay(game, { options, seats, seed: `frame-${id}`, generator: 2, log });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

describe('the replay frame', () => {
  it('Fahrstuhl: as dealt, the calls, each trick with its order, taker and tally, the score at the end', () => {
    const replay = replayOf('fahrstuhl', { mode: 'single', cards: 3 }, 4);
    const deal = replay.deals[0];
    const dealt = replayFrame(deal, 0, 4);
    expect(dealt.step).toBeNull();
    expect(dealt.seats.map((s) => s.hand)).toEqual(deal.hands);
    expect(dealt.seats.every((s) => s.plays.length === 0 && !s.winner && s.called === null)).toBe(true);

    const calls = replayFrame(deal, 1, 4);
    expect(calls.step!.kind).toBe('calls');
    expect(calls.seats.map((s) => s.called)).toEqual(calls.seats.map((s) => (s.plays[0] as { n: number }).n));

    const trick = replayFrame(deal, 2, 4);
    expect(trick.ordinal).toBe(1);
    expect(trick.ofKind).toBe(3);
    const led = deal.steps[1].trick!.leader;
    expect(trick.seats[led].order).toBe(1);
    expect(trick.seats.map((s) => s.order).sort()).toEqual([1, 2, 3, 4]);
    for (const s of trick.seats) {
      expect(s.playing).toHaveLength(1);
      expect(s.hand).toContain(s.playing[0]);
      expect(s.winner).toBe(deal.steps[1].winners.includes(s.seat));
      expect(s.credited).toBe(s.winner ? 1 : 0);
      expect(s.score).toBeNull();
    }
    const end = replayFrame(deal, deal.steps.length, 4);
    expect(end.last).toBe(true);
    expect(end.seats.map((s) => s.score)).toEqual(deal.score);
    expect(end.seats.map((s) => s.total)).toEqual(replay.totals);
    expect(end.seats.reduce((n, s) => n + s.credited, 0)).toBeGreaterThanOrEqual(3);
  });

  it('Elevator: a step is a run, the passes and gives before it counted per seat', () => {
    expect(groupPlays([{ kind: 'pass', count: 1 }, { kind: 'give', card: '5H', count: 1 }, { kind: 'pass', count: 1 }, { kind: 'cards', cards: ['8S'], zwang: false }])).toEqual([
      { kind: 'pass', count: 2 },
      { kind: 'give', card: '5H', count: 1 },
      { kind: 'cards', cards: ['8S'], zwang: false },
    ]);
    const replay = replayOf('elevator', { games: 1 }, 3);
    const deal = replay.deals[0];
    deal.steps.forEach((step, i) => {
      const frame = replayFrame(deal, i + 1, 3);
      expect(frame.step!.kind).toBe('play');
      expect(frame.seats.every((s) => s.order === null && s.creditKind === 'play')).toBe(true);
      expect(frame.seats.filter((s) => s.winner).map((s) => s.seat)).toEqual(step.winners);
    });
  });
});
