import { describe, expect, it } from 'vitest';
import { isRated, seatOutcomes } from '../../src/rooms/outcomes.ts';

describe('the rating rule', () => {
  it('a human is rated when holding the seat at the end and for at least half of the deals', () => {
    expect(isRated([['a'], ['a']], 0, 'a', 'a')).toBe(true);
    expect(isRated([[null], ['a']], 0, 'a', 'a')).toBe(true); // 1 of 2: half
    expect(isRated([[null], [null], ['a']], 0, 'a', 'a')).toBe(false); // 1 of 3
    expect(isRated([['a'], ['a'], [null]], 0, 'a', null)).toBe(false); // not at the end
    expect(isRated([], 0, 'a', 'a')).toBe(false);
  });

  it('outcomes carry the engine’s placements; bots are never rated', () => {
    const outcomes = seatOutcomes(
      { totals: [5, 9, 5], placements: [2, 1, 2] },
      [{ kind: 'human', memberId: 'a' }, { kind: 'bot', name: 'Bot 1', level: 'normal' }, { kind: 'human', memberId: 'c' }],
      [['a', null, 'x'], ['a', null, 'c'], ['a', null, 'c']],
      (id) => ({ name: id.toUpperCase(), profileId: `p-${id}` }),
    );
    expect(outcomes).toEqual([
      { seat: 0, profileId: 'p-a', name: 'A', isBot: false, total: 5, placement: 2, rated: true },
      { seat: 1, profileId: null, name: 'Bot 1', isBot: true, total: 9, placement: 1, rated: false },
      { seat: 2, profileId: 'p-c', name: 'C', isBot: false, total: 5, placement: 2, rated: true },
    ]);
  });
});
