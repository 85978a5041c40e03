/** Section 3 of docs/rules/elevator.md: what may be played on the pile. */
import { describe, expect, it } from 'vitest';
import { elevator, expectError, game, legalFor, play, sorted, step, steps, PASS } from './helpers.ts';

// Three seats, dealer 0: seat 1 opens.
const opening = (hand1: string[], starter = '7H', extra: { stock?: string[]; hand2?: string[] } = {}) =>
  game({ hands: [['3C'], hand1, extra.hand2 ?? ['JD', 'QD']], starter, stock: extra.stock });

describe('rule 3.2: the first card of a run — opposite colour, higher with the lift up, lower with it down', () => {
  it('rule 3.2: a card of the same colour as the top card is WRONG_COLOUR', () => {
    expectError(opening(['8H', '8S']), 1, play('8H'), 'WRONG_COLOUR');
    expectError(opening(['8D', '8S']), 1, play('8D'), 'WRONG_COLOUR');
  });

  it('rule 3.2: an opposite-colour card strictly higher is played while the lift goes up', () => {
    const { state } = step(opening(['8S', '2D']), 1, play('8S'));
    expect(elevator.tableView(state).top).toBe('8S');
    expect(state.round.lift).toBe('up');
  });

  it('rule 3.2: lower or equal while the lift goes up is NOT_HIGHER', () => {
    expectError(opening(['6S', '2D']), 1, play('6S'), 'NOT_HIGHER');
    expectError(opening(['7S', '2D']), 1, play('7S'), 'NOT_HIGHER');
  });

  it('rule 3.2: with the lift down the card must be strictly lower (NOT_LOWER otherwise)', () => {
    // A starter ace sets the lift down.
    const s = game({ hands: [['3C'], ['KS', 'AC', '2D'], ['QH', 'KD', 'AD', '4C']], starter: 'AH' });
    expectError(s, 1, play('AC'), 'NOT_LOWER');
    const after = step(s, 1, play('KS')).state;
    expectError(after, 2, play('KD'), 'NOT_LOWER');
    expectError(after, 2, play('AD'), 'NOT_LOWER');
    expect(step(after, 2, play('QH')).state.round.lift).toBe('down');
  });

  it('rule 3.2: colour is checked before height (a red 6 on 7H is WRONG_COLOUR, not NOT_HIGHER)', () => {
    expectError(opening(['6H', '2D']), 1, play('6H'), 'WRONG_COLOUR');
  });

  it('rule 1.2: ranks run 2 < … < 10 < J < Q < K < A', () => {
    const order = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
    for (let i = 0; i < order.length - 2; i++) {
      const s = opening([`${order[i + 1]}S`, '2D'], `${order[i]}H`);
      expect(elevator.applyMove(s, 1, play(`${order[i + 1]}S`)).ok).toBe(true);
    }
    expectError(opening(['10S', '2D'], 'JH'), 1, play('10S'), 'NOT_HIGHER');
  });
});

describe('rule 3.3: further cards of a run — same rank, alternating colours', () => {
  it('rule 3.3: a run of same-rank cards in alternating colours is one play; its last card is the new top', () => {
    const { state, events } = step(opening(['8S', '8H', '8C', '2D']), 1, play('8S', '8H', '8C'));
    expect(state.round.hands[1]).toEqual(['2D']);
    expect(elevator.tableView(state).top).toBe('8C');
    expect(events[0]).toMatchObject({ type: 'play', seat: 1, cards: ['8S', '8H', '8C'] });
  });

  it('rule 3.3: a further card of another rank is NOT_SAME_RANK', () => {
    expectError(opening(['8S', '9H', '2D']), 1, play('8S', '9H'), 'NOT_SAME_RANK');
  });

  it('rule 3.3: a further card of the colour of the card before is WRONG_COLOUR', () => {
    expectError(opening(['8S', '8C', '2D']), 1, play('8S', '8C'), 'WRONG_COLOUR');
    expectError(opening(['8S', '8H', '8D', '2D']), 1, play('8S', '8H', '8D'), 'WRONG_COLOUR');
  });

  it('rule 3.3: NOT_SAME_RANK is checked before WRONG_COLOUR for a further card', () => {
    expectError(opening(['8S', '9C', '2D']), 1, play('8S', '9C'), 'NOT_SAME_RANK');
  });

  it('rule 3.3: cards are judged in run order — a bad first card is reported before a bad second one', () => {
    expectError(opening(['6S', '9H', '2D']), 1, play('6S', '9H'), 'NOT_HIGHER');
  });

  it('NOT_IN_HAND is checked for the whole run before any rule code', () => {
    // The first card breaks the colour rule, but the second is not held: NOT_IN_HAND.
    expectError(opening(['8H', '2D']), 1, play('8H', '8S'), 'NOT_IN_HAND');
    // Two copies of a card need two copies in the hand.
    expectError(opening(['8S', '8H', '2D']), 1, play('8S', '8H', '8S'), 'NOT_IN_HAND');
  });

  it('rule 3.3: with two packs a run may hold both copies of a card', () => {
    const s = game({
      hands: [['3C'], ['8S', '8H', '8S', '2D'], ['4C'], ['4S'], ['5S'], ['5C']],
      starter: '7H',
      packs: 2,
    });
    expect(step(s, 1, play('8S', '8H', '8S')).state.round.hands[1]).toEqual(['2D']);
  });

  it('rule 3.3: the legal moves list every run, multi-card runs included, once each', () => {
    const s = opening(['8S', '8H', '8C', '3D']);
    expect(sorted(legalFor(s, 1))).toEqual(
      sorted([
        play('8S'), play('8S', '8H'), play('8S', '8H', '8C'),
        play('8C'), play('8C', '8H'), play('8C', '8H', '8S'),
        PASS,
      ]),
    );
  });

  it('rule 3.3: equal copies (two packs) give each run once', () => {
    const s = game({ hands: [['3C'], ['8S', '8S', '8H'], ['4C'], ['4S'], ['5S'], ['5C']], starter: '7H', packs: 2 });
    expect(sorted(legalFor(s, 1))).toEqual(sorted([play('8S'), play('8S', '8H'), play('8S', '8H', '8S'), PASS]));
  });
});

describe('rule 3.4: aces set the lift down, 2s set it up', () => {
  it('rule 3.4: an ace played while the lift goes up sets it down', () => {
    const { state, events } = step(opening(['AS', '2D']), 1, play('AS'));
    expect(state.round.lift).toBe('down');
    expect(events[0]).toMatchObject({ type: 'play', lift: 'down' });
  });

  it('rule 3.4: a run of aces sets the lift down', () => {
    expect(step(opening(['AS', 'AH', '2D']), 1, play('AS', 'AH')).state.round.lift).toBe('down');
  });

  it('rule 3.4: a 2 played while the lift goes down sets it up', () => {
    const s = game({ hands: [['3C'], ['KS', '2D'], ['2H', '2C', '9S']], starter: 'AH' });
    const after = steps(s, [[1, play('KS')], [2, play('2H', '2C')]]);
    expect(after.round.lift).toBe('up');
  });

  it('rule 3.4: set, not toggled — an ace on a free pile with the lift already down keeps it down, a 2 keeps up up', () => {
    // Lift down (starter ace), then a joker frees the pile; an ace keeps the lift down.
    const down = game({ hands: [['3C'], ['BJ', '2D'], ['AD', '5C']], starter: 'AH' });
    expect(steps(down, [[1, play('BJ')], [2, play('AD')]]).round.lift).toBe('down');
    // Lift up, a joker on top, a 2 keeps it up.
    const up = game({ hands: [['3C'], ['BJ', '2D'], ['2H', '5C']], starter: '7H' });
    expect(steps(up, [[1, play('BJ')], [2, play('2H')]]).round.lift).toBe('up');
  });
});

describe('rule 2.3: the lift at the start', () => {
  it('rule 2.3: the lift goes up at the start', () => {
    expect(opening(['8S']).round.lift).toBe('up');
    expect(opening(['8S'], '2H').round.lift).toBe('up');
  });

  it('rule 2.3: a starter ace sets the lift down', () => {
    const s = opening(['8S'], 'AS');
    expect(s.round.lift).toBe('down');
    expect(elevator.tableView(s).lift).toBe('down');
  });
});

describe('rule 3.5: jokers', () => {
  it('rule 3.5: the red joker goes on any black card, whatever the direction', () => {
    expect(elevator.applyMove(opening(['RJ', '2D'], 'KS'), 1, play('RJ')).ok).toBe(true);
    expect(elevator.applyMove(opening(['RJ', '2D'], '2S'), 1, play('RJ')).ok).toBe(true);
    // Lift down (starter ace of spades): the red joker still goes on it.
    expect(elevator.applyMove(opening(['RJ', '2D'], 'AS'), 1, play('RJ')).ok).toBe(true);
  });

  it('rule 3.5: the black joker goes on a red card; a joker on its own colour is WRONG_COLOUR', () => {
    expect(elevator.applyMove(opening(['BJ', '2D'], 'AH'), 1, play('BJ')).ok).toBe(true);
    expectError(opening(['RJ', '2D'], '7H'), 1, play('RJ'), 'WRONG_COLOUR');
    expectError(opening(['BJ', '2D'], '7S'), 1, play('BJ'), 'WRONG_COLOUR');
  });

  it('rule 3.5 (ours): a joker is always a run of its own — in a longer run it is NOT_SAME_RANK', () => {
    expectError(opening(['BJ', '8S', '2D']), 1, play('BJ', '8S'), 'NOT_SAME_RANK');
    expectError(opening(['8S', 'RJ', '2D']), 1, play('8S', 'RJ'), 'NOT_SAME_RANK');
    const two = game({ hands: [['3C'], ['BJ', 'RJ', 'BJ', '2D'], ['4C'], ['4S'], ['5S'], ['5C']], starter: '7H', packs: 2 });
    expectError(two, 1, play('BJ', 'RJ'), 'NOT_SAME_RANK');
    expect(legalFor(two, 1).filter((m) => 'play' in m && m.play.length > 1)).toEqual([]);
  });

  it('rule 3.5: a joker leaves the lift as it was', () => {
    expect(step(opening(['BJ', '2D']), 1, play('BJ')).state.round.lift).toBe('up');
    expect(step(opening(['RJ', '2D'], 'AS'), 1, play('RJ')).state.round.lift).toBe('down');
  });
});

describe('rule 3.6: a joker on top frees the pile', () => {
  it('rule 3.6: any card may be played on a joker — any rank, any colour', () => {
    const free = step(opening(['BJ', '2D']), 1, play('BJ')).state;
    expect(elevator.tableView(free).free).toBe(true);
    for (const card of ['2C', '2H', 'AS', 'RJ', 'BJ']) {
      const joker = card === 'BJ' ? 'RJ' : 'BJ';
      const s = opening([joker, '2D'], joker === 'BJ' ? '7H' : '7S', { hand2: [card, '9D'] });
      const after = step(s, 1, play(joker)).state;
      expect(elevator.applyMove(after, 2, play(card)).ok).toBe(true);
    }
  });

  it('rule 3.6: a run may be played on a joker', () => {
    const s = opening(['BJ', '2D'], '7H', { hand2: ['3S', '3H', '9D'] });
    const after = steps(s, [[1, play('BJ')], [2, play('3S', '3H')]]);
    expect(elevator.tableView(after).top).toBe('3H');
  });

  it('rule 3.6: the direction stays as it was (lift down stays down after a joker and a free play)', () => {
    const s = game({ hands: [['3C'], ['RJ', '2D'], ['9H', '9D']], starter: 'AS' });
    const after = steps(s, [[1, play('RJ')], [2, play('9H')]]);
    expect(after.round.lift).toBe('down');
    expect(elevator.tableView(after).free).toBe(false);
  });

  it('rule 3.6: a starter joker frees the pile for the opener', () => {
    const s = opening(['2H', '9D'], 'RJ');
    expect(elevator.tableView(s)).toMatchObject({ top: 'RJ', free: true, lift: 'up' });
    expect(elevator.applyMove(s, 1, play('2H')).ok).toBe(true);
  });
});
