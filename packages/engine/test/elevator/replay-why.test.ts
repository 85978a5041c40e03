/**
 * Elevator's replay line (issue 18, part 1): a step is a run laid on the pile (the passes and gives before
 * it belong to it); the line cites rules 3.2–3.6 and 6.1 of docs/rules/elevator.md.
 */
import { describe, expect, it } from 'vitest';
import { elevator } from '../../src/games/elevator/index.ts';
import { runWhy } from '../../src/games/elevator/replay.ts';

describe('Elevator: why a run could go on the pile', () => {
  it('rule 3.2: other colour, higher while the lift goes up, lower while it goes down', () => {
    expect(runWhy(['8H'], '7S', 'up', false)).toEqual({ en: '8♥ on 7♠: other colour, higher — the lift goes up', de: '8♥ auf 7♠: andere Farbe, höher — der Lift fährt hoch' });
    expect(runWhy(['5C'], '9D', 'down', false).en).toBe('5♣ on 9♦: other colour, lower — the lift goes down');
  });
  it('rule 3.3: a run of the same rank, colours alternating', () => {
    expect(runWhy(['8H', '8S', '8D'], '7C', 'up', false).en).toBe('8♥ on 7♣: other colour, higher — the lift goes up; a run of 3, colours alternating');
  });
  it('rule 3.4: aces set the lift down, 2s set it up', () => {
    expect(runWhy(['AH'], 'KS', 'up', false).en).toContain('aces send the lift down');
    expect(runWhy(['2S'], '5H', 'down', false).de).toContain('Zweier schicken den Lift hoch');
  });
  it('rules 3.5 and 3.6: a joker on the other colour; anything on a joker', () => {
    expect(runWhy(['RJ'], '4S', 'up', false).en).toBe('red joker on 4♠: a joker goes on any card of the other colour');
    expect(runWhy(['3H'], 'BJ', 'down', false)).toEqual({ en: '3♥ on the joker: the pile is free under a joker', de: '3♥ auf den Joker: unter einem Joker ist die Ablage frei' });
    expect(runWhy(['BJ'], '4H', 'up', false).de).toBe('schwarzer Joker auf 4♥: ein Joker geht auf jede Karte der anderen Farbe');
  });
  it('rule 6.1: the last card wins the game', () => {
    expect(runWhy(['9D'], '7S', 'up', true).en).toContain('last card: the game is won');
  });
  it('a step closes with each play and with nothing else before it (passes wait for the next run)', () => {
    let state = elevator.setup({ packs: 'auto', games: 1 }, 3, 'why', 2);
    const kinds: (string | null)[] = [];
    const moves: string[] = [];
    for (let i = 0; i < 30 && !elevator.isMatchOver(state); i++) {
      const seat = elevator.toAct(state)[0];
      const legal = elevator.legalMoves(state, seat);
      const move = legal[legal.length - 1];
      const applied = elevator.applyMove(state, seat, move);
      if (!applied.ok) throw new Error(applied.error.code);
      kinds.push(elevator.replay.closesStep(state, seat, move, applied.events)?.kind ?? null);
      moves.push(Object.keys(move)[0]);
      state = applied.state;
    }
    expect(kinds.map((k, i) => (k === 'play') === (moves[i] === 'play'))).not.toContain(false);
  });
});
