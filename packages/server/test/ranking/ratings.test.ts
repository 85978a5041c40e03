/** The pure rating update behind the overall ranking (issue 4, "Scores and ranking"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayRating, initialRating, updateRatings, type PlayerRating, type RatableOutcome } from '../../src/ranking/ratings.ts';

const person = (profileId: string, placement: number, rated = true): RatableOutcome => ({ profileId, isBot: false, rated, placement });
const robot = (placement: number): RatableOutcome => ({ profileId: null, isBot: true, rated: true, placement });
const none = new Map<string, PlayerRating>();
const byId = (updates: ReturnType<typeof updateRatings>) => Object.fromEntries(updates.map((u) => [u.profileId, u]));

describe('who is rated', () => {
  it('fewer than two rated humans: no update at all (alone with bots)', () => {
    expect(updateRatings(none, [person('a', 1), robot(2), robot(3)])).toEqual([]);
    expect(updateRatings(none, [])).toEqual([]);
  });

  it('fewer than two rated humans: an unrated human does not count towards the two', () => {
    expect(updateRatings(none, [person('a', 2), person('b', 1, false)])).toEqual([]);
  });

  it('bots count as absent: 1st and 3rd around a bot rate exactly like 1st and 2nd alone', () => {
    const withBot = updateRatings(none, [person('a', 1), robot(2), person('b', 3)]);
    const alone = updateRatings(none, [person('a', 1), person('b', 2)]);
    expect(withBot.map(({ mu, sigma, rating }) => ({ mu, sigma, rating }))).toEqual(alone.map(({ mu, sigma, rating }) => ({ mu, sigma, rating })));
  });

  it('unrated humans count as absent and get no update', () => {
    const updates = updateRatings(none, [person('a', 1), person('u', 2, false), person('b', 3)]);
    expect(updates.map((u) => u.profileId)).toEqual(['a', 'b']);
    expect(byId(updates).a!.mu).toBe(byId(updateRatings(none, [person('a', 1), person('b', 2)])).a!.mu);
  });

  it('a bot is never rated, even when its outcome says rated', () => {
    const updates = updateRatings(none, [person('a', 1), person('b', 2), robot(3)]);
    expect(updates).toHaveLength(2);
  });
});

describe('the update', () => {
  it('the better placed gains, the worse placed loses, both grow more certain', () => {
    const { a, b } = byId(updateRatings(none, [person('a', 2), person('b', 1)]));
    const start = initialRating();
    expect(b!.mu).toBeGreaterThan(start.mu);
    expect(a!.mu).toBeLessThan(start.mu);
    expect(a!.sigma).toBeLessThan(start.sigma);
    expect(b!.sigma).toBeLessThan(start.sigma);
  });

  it('the display rating is the openskill ordinal, mu - 3 sigma', () => {
    for (const u of updateRatings(none, [person('a', 1), person('b', 2), person('c', 3)])) {
      expect(u.rating).toBeCloseTo(u.mu - 3 * u.sigma, 12);
      expect(u.rating).toBe(displayRating(u));
    }
  });

  it('equal placements are ties: equal priors come out equal (Lusti partners share their team place)', () => {
    const u = byId(updateRatings(none, [person('a', 1), person('b', 2), person('c', 1), person('d', 2)]));
    expect(u.a!.mu).toBeCloseTo(u.c!.mu, 12);
    expect(u.b!.mu).toBeCloseTo(u.d!.mu, 12);
    expect(u.a!.mu).toBeGreaterThan(u.b!.mu);
  });

  it('tied winners never gain less than the place below them (placements 1, 1, 2, 3, 4)', () => {
    // Plackett-Luce, openskill's default, gets this wrong (the 2nd place gains most); see ratings.ts.
    const u = byId(updateRatings(none, [person('a', 1), person('b', 1), person('c', 2), person('d', 3), person('e', 4)]));
    expect(u.a!.mu).toBeCloseTo(u.b!.mu, 12);
    expect(u.a!.mu).toBeGreaterThan(u.c!.mu);
    expect(u.c!.mu).toBeGreaterThan(u.d!.mu);
    expect(u.d!.mu).toBeGreaterThan(u.e!.mu);
  });

  it('previous ratings count: an upset moves the ratings more than the expected result', () => {
    const strong: PlayerRating = { mu: 35, sigma: 3, matches: 20, wins: 15 };
    const weak: PlayerRating = { mu: 18, sigma: 3, matches: 20, wins: 2 };
    const prev = new Map([['s', strong], ['w', weak]]);
    const expected = byId(updateRatings(prev, [person('s', 1), person('w', 2)]));
    const upset = byId(updateRatings(prev, [person('s', 2), person('w', 1)]));
    expect(upset.w!.mu - weak.mu).toBeGreaterThan(expected.s!.mu - strong.mu);
  });

  it('matches count every rated match; wins count placement 1 in the match, shared firsts included', () => {
    const prev = new Map([['a', { ...initialRating(), matches: 4, wins: 1 }]]);
    const u = byId(updateRatings(prev, [person('a', 1), person('b', 1), person('c', 3)]));
    expect([u.a!.matches, u.a!.wins]).toEqual([5, 2]);
    expect([u.b!.matches, u.b!.wins]).toEqual([1, 1]);
    expect([u.c!.matches, u.c!.wins]).toEqual([1, 0]);
  });

  it('best among the humans behind a bot is no win', () => {
    const u = byId(updateRatings(none, [robot(1), person('a', 2), person('b', 3)]));
    expect(u.a!.wins).toBe(0);
    expect(u.a!.mu).toBeGreaterThan(u.b!.mu);
  });

  it('is pure: inputs are not changed and the same inputs give the same outputs', () => {
    const prev = new Map([['a', Object.freeze({ mu: 30, sigma: 5, matches: 3, wins: 1 })]]);
    const outcomes = Object.freeze([person('a', 1), person('b', 2)].map((o) => Object.freeze(o)));
    const first = updateRatings(prev, outcomes);
    expect(updateRatings(prev, outcomes)).toEqual(first);
    expect(prev.get('a')).toEqual({ mu: 30, sigma: 5, matches: 3, wins: 1 });
  });

  it('refuses a profile rated twice in one match and a placement below 1', () => {
    expect(() => updateRatings(none, [person('a', 1), person('a', 2)])).toThrow(/twice/);
    expect(() => updateRatings(none, [person('a', 0), person('b', 1)])).toThrow(/placement/);
  });
});

describe('properties', () => {
  const outcomesArb = fc
    .array(
      fc.record({
        isBot: fc.boolean(),
        rated: fc.boolean(),
        placement: fc.integer({ min: 1, max: 6 }),
      }),
      { minLength: 0, maxLength: 6 },
    )
    .map((seats) => seats.map((s, i): RatableOutcome => ({ ...s, profileId: s.isBot ? null : `p${i}` })));

  it('exactly the rated humans are updated, and only when there are at least two', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const rated = outcomes.filter((o) => !o.isBot && o.rated).map((o) => o.profileId);
        const updated = updateRatings(none, outcomes).map((u) => u.profileId);
        expect(updated).toEqual(rated.length >= 2 ? rated : []);
      }),
    );
  });

  it('with equal priors, a better placement never gains less, and equal placements gain the same', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const updates = updateRatings(none, outcomes);
        const place = new Map(outcomes.map((o) => [o.profileId, o.placement]));
        for (const x of updates) {
          for (const y of updates) {
            const px = place.get(x.profileId)!;
            const py = place.get(y.profileId)!;
            if (px < py) expect(x.mu).toBeGreaterThan(y.mu);
            if (px === py) expect(x.mu).toBeCloseTo(y.mu, 9);
          }
        }
      }),
    );
  });

  it('the order the seats are listed in does not change anyone\'s new rating', () => {
    fc.assert(
      fc.property(outcomesArb, fc.integer(), (outcomes, shift) => {
        const n = outcomes.length;
        const rotated = n === 0 ? outcomes : outcomes.map((_, i) => outcomes[(i + Math.abs(shift)) % n]!);
        const a = byId(updateRatings(none, outcomes));
        const b = byId(updateRatings(none, rotated));
        expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
        for (const id of Object.keys(a)) expect(b[id]!.mu).toBeCloseTo(a[id]!.mu, 9);
      }),
    );
  });
});
