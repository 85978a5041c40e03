/**
 * Issue 28, part 4: between deals each game says why the totals changed, in English and German, from the
 * deal's `dealScored` event alone. Per game, the cases its rules know (each cites its rule in
 * docs/rules/<id>.md), and for every game a deal played through the engine: a reason for every side, no
 * placeholder left, no "undefined" or "NaN".
 */
import { describe, expect, it } from 'vitest';
import { findGame, isEvent, type DealScoredEvent } from '@kitchen-table/engine';
import type { DealWhyFn, ScoredEvent } from '../src/games/deal-why.ts';
import { dealWhy as fahrstuhl } from '../src/games/fahrstuhl/deal-why.ts';
import { dealWhy as elevator } from '../src/games/elevator/deal-why.ts';
import { dealWhy as fuenfzehnern } from '../src/games/fuenfzehnern/deal-why.ts';
import { dealWhy as lusti } from '../src/games/lusti/deal-why.ts';
import { webGame } from '../src/games/registry.ts';

const NAMES = ['Anna', 'Ben', 'Cara', 'Dora'];
const scored = (fields: Record<string, unknown>): ScoredEvent => ({ type: 'dealScored', deal: 1, score: [], totals: [], ...fields }) as ScoredEvent;
const en = (fn: DealWhyFn, e: ScoredEvent) => fn(e, { lang: 'en', names: NAMES });
const de = (fn: DealWhyFn, e: ScoredEvent) => fn(e, { lang: 'de', names: NAMES });

describe('Fahrstuhl: calls against tricks, the bonus or the penalty (rules "Points per round")', () => {
  const event = scored({
    score: [120, -20, 100, -10], totals: [120, -20, 100, -10], trip: 'outbound', perTrick: 10, bonus: 100,
    calls: [2, 3, 0, 0], taken: [2, 1, 0, 1], shared: false,
  });

  it('an exact call: the bonus plus the tricks; a miss: the tricks too many or too few', () => {
    const why = en(fahrstuhl, event);
    expect(why.reasons).toEqual([
      'called 2, took 2: right! 100 + 2 × 10',
      'called 3, took 1: 2 tricks too few, −10 each',
      'called 0, took 0: right! 100',
      'called 0, took 1: 1 trick too many, −10',
    ]);
    expect(why.rule).toBe('Called right: 100 bonus plus 10 for every trick. Called wrong: −10 for every trick too many or too few.');
  });

  it('the return trip counts 20 a trick, with the host’s bonus; in German', () => {
    const why = de(fahrstuhl, { ...event, trip: 'return', perTrick: 20, bonus: 50, score: [90, -40, 50, -20] });
    expect(why.reasons[0]).toBe('2 angesagt, 2 gemacht: genau! 50 + 2 × 20');
    expect(why.reasons[1]).toBe('3 angesagt, 1 gemacht: 2 Stiche zu wenig, je −20');
    expect(why.reasons[3]).toBe('0 angesagt, 1 gemacht: 1 Stich zu viel, −20');
    expect(why.rule).toContain('50 Bonus plus 20 für jeden Stich');
  });
});

describe('Elevator: cards left and Kopile (rules 5.1–5.2, 7.2)', () => {
  const event = scored({ score: [0, 9, 0, 0], totals: [3, 9, 0, 0], winner: 1, cardsLeft: [4, 0, 1, 4], kopile: [0, 0, 0, 2], kopileCards: [0, 0, 0, 6] });

  it('the winner takes the cards left in the other hands; the others keep theirs, Kopiles told', () => {
    const why = en(elevator, event);
    expect(why.headline).toBe('Ben is out of cards first');
    expect(why.reasons).toEqual(['4 cards left', 'out first: 9 cards left in the other hands', '1 card left', '4 cards left · 2 × Kopile: 6 cards more']);
    expect(why.rule).toBe('Whoever lays down their last card first gets 1 point for every card the others still hold.');
  });

  it('in German, one Kopile', () => {
    const why = de(elevator, { ...event, kopile: [1, 0, 0, 0], kopileCards: [1, 0, 0, 0] });
    expect(why.headline).toBe('Ben ist zuerst alle Karten los');
    expect(why.reasons[0]).toBe('4 Karten übrig · Kopile: 1 Karte dazu');
    expect(why.reasons[2]).toBe('1 Karte übrig');
  });
});

describe('Fünfzehnern: card points, the −15 and the chips (rules 7.1–7.2)', () => {
  const event = scored({ score: [7, -7, 3, -3], totals: [7, -7, 3, -3], cardPoints: [22, 8, 18, 12] });

  it('each seat’s card points against 15; the chips explained once, in plain words', () => {
    const why = en(fuenfzehnern, event);
    expect(why.reasons).toEqual(['22 card points − 15', '8 card points − 15', '18 card points − 15', '12 card points − 15']);
    expect(why.rule).toMatch(/^Everyone puts 15 chips in the pot\. After the hand, everyone takes out 1 chip for each card point/);
    expect(why.headline).toBeNull();
  });

  it('in German', () => {
    const why = de(fuenfzehnern, { ...event, score: [-14, 7, 3, 4], cardPoints: [1, 22, 18, 19] });
    expect(why.reasons[0]).toBe('1 Kartenpunkt − 15');
    expect(why.rule).toMatch(/^Jeder legt 15 Chips in den Pott\./);
  });
});

describe('Lusti-Kartl’n: the hand’s multiplier (rules 5–6)', () => {
  const base = { score: [1, 0, 1, 0], totals: [1, 0, 1, 0], dealer: 0, cardPoints: [60, 30], tricksTaken: [5, 3], winner: 0, gamePoints: 1, brand: false, outcome: 'win', teamTotals: [1, 0] };

  it.each([
    ['win', 1, 'Team 1 wins the hand — plain: ×1, 1 Strich', 'Team 1 gewinnt das Spiel — einfach: ×1, 1 Strich'],
    ['stink', 2, 'Team 1 wins the hand — the others stink: ×2, 2 Striche', 'Team 1 gewinnt das Spiel — die anderen stinken: ×2, 2 Striche'],
    ['untermTisch', 3, 'Team 1 wins the hand — unterm Tisch: ×3, 3 Striche', 'Team 1 gewinnt das Spiel — unterm Tisch: ×3, 3 Striche'],
    ['brand', 4, 'Brand for Team 1: four of a kind in one trick — ×4, 4 Striche', 'Brand für Team 1: vier gleiche Schläge in einem Stich — ×4, 4 Striche'],
  ])('%s: ×%s', (outcome, points, english, german) => {
    const event = scored({ ...base, outcome, gamePoints: points });
    expect(en(lusti, event).headline).toBe(english);
    expect(de(lusti, event).headline).toBe(german);
  });

  it('each team’s card points and tricks, by team; nobody at 50 scores nothing', () => {
    expect(en(lusti, scored(base)).reasons).toEqual(['60 card points, 5 tricks', '30 card points, 3 tricks']);
    expect(de(lusti, scored({ ...base, tricksTaken: [7, 1] })).reasons[1]).toBe('30 Kartenpunkte, 1 Stich');
    expect(en(lusti, scored({ ...base, winner: null, outcome: 'none', gamePoints: 0, cardPoints: [40, 30] })).headline).toBe('Nobody has 50 card points: no Striche');
    expect(en(lusti, scored(base)).rule).toContain('A Brand is always 4.');
  });
});

describe('every game explains a deal played through the engine', () => {
  it.each(['fahrstuhl', 'elevator', 'fuenfzehnern', 'lusti'])('%s', async (id) => {
    const game = findGame(id)!;
    const seats = game.meta.teams ? 4 : 3;
    const options = game.resolveOptions({}, seats);
    if (!options.ok) throw new Error(options.error.message);
    let state = game.setup(options.value, seats, `why-${id}`);
    let event: DealScoredEvent | undefined;
    for (let moves = 0; !event && moves < 5000; moves++) {
      const seat = game.toAct(state)[0]!;
      const applied = game.applyMove(state, seat, game.legalMoves(state, seat)[0]!);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.state;
      event = applied.events.find((e): e is DealScoredEvent => isEvent(e, 'dealScored'));
    }
    expect(event, 'a deal ended').toBeDefined();
    // The game's web module loads the same explanation the summary screens use.
    const fn = await webGame(id)!.loadDealWhy();
    const sides = game.meta.teams?.length ?? seats;
    for (const lang of ['en', 'de'] as const) {
      const why = fn(event as ScoredEvent, { lang, names: NAMES.slice(0, seats) });
      expect(why.reasons).toHaveLength(sides);
      for (const text of [...why.reasons, why.rule, why.headline ?? '']) {
        expect(text, `${id} ${lang}`).not.toMatch(/\{|undefined|NaN/);
      }
      expect(why.rule.length).toBeGreaterThan(30);
    }
  });
});
