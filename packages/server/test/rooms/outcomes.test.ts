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
      { seat: 0, profileId: 'p-a', name: 'A', isBot: false, total: 5, placement: 2, rated: true, credited: true },
      { seat: 1, profileId: null, name: 'Bot 1', isBot: true, total: 9, placement: 1, rated: false, credited: true },
      { seat: 2, profileId: 'p-c', name: 'C', isBot: false, total: 5, placement: 2, rated: true, credited: true },
    ]);
  });

  it('issue 28 §1: a seat counts only for who held it at the first move and at the end (a person by profile)', () => {
    const bot = (name: string) => ({ key: `b:${name}`, profileId: null, name });
    const person = (p: string, name: string) => ({ key: `p:${p}`, profileId: p, name });
    const members: Record<string, { name: string; profileId: string }> = { e: { name: 'Emil', profileId: 'p-e' }, a2: { name: 'Anna', profileId: 'p-a' } };
    const outcomes = seatOutcomes(
      { totals: [21, 10], placements: [1, 2] },
      // Emil took Bot 1's seat for the last deal; Anna left in deal 1 and came back (a new member id).
      [{ kind: 'human', memberId: 'e' }, { kind: 'human', memberId: 'a2' }],
      [[null, null], ['e', 'a2']],
      (id) => members[id],
      true,
      { start: [bot('Bot 1'), person('p-a', 'Anna')], deals: [[bot('Bot 1'), bot('Bot 3')], [person('p-e', 'Emil'), person('p-a', 'Anna')]] },
    );
    expect(outcomes).toEqual([
      { seat: 0, profileId: 'p-e', name: 'Bot 1 → Emil', isBot: false, total: 21, placement: 1, rated: false, credited: false },
      // Back in her own seat: credited, and rated (she ended one of the two deals in it: half).
      { seat: 1, profileId: 'p-a', name: 'Anna', isBot: false, total: 10, placement: 2, rated: true, credited: true },
    ]);
  });
});
