/**
 * Results as players read them: team games ranked per team (Lusti-Kartl'n, rules 7.3–7.4), shared places
 * sharing one podium step, draws called draws, numbers written the language's way.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findGame, placementsFromTotals } from '@kitchen-table/engine';
import { formatNumber } from '../src/i18n.ts';
import { isDraw, podiumSteps, sideName, sidesOf, standingsOf } from '../src/shared/standings.ts';
import { translate } from '../src/i18n.ts';

const NAMES = ['Anna', 'Ben', 'Cara', 'Bot 1', 'Dora', 'Emil'];
const outcomesOf = (totals: number[]) => {
  const places = placementsFromTotals(totals);
  return totals.map((total, seat) => ({ seat, name: NAMES[seat], isBot: NAMES[seat].startsWith('Bot'), total, placement: places[seat], rated: true }));
};
const LUSTI_TEAMS = findGame('lusti')!.meta.teams!;
const t = (key: 'teamNamed', vars: Record<string, string | number>) => translate('en', key, vars);

describe('team games count as teams', () => {
  it('Lusti-Kartl\'n: one standing per team with both partners, the winning team first', () => {
    // Team 0 = seats 0 and 2, team 1 = seats 1 and 3 (rule 1.1); partners carry their team's Striche.
    const standings = standingsOf(outcomesOf([4, 11, 4, 11]), LUSTI_TEAMS);
    expect(standings.map((s) => [s.index, s.names, s.total, s.placement])).toEqual([
      [1, ['Ben', 'Bot 1'], 11, 1],
      [0, ['Anna', 'Cara'], 4, 2],
    ]);
    expect(sideName(standings[0], true, t)).toBe('Team 2: Ben & Bot 1');
    expect(isDraw(standings)).toBe(false);
    expect(podiumSteps(standings).map((s) => s.placement)).toEqual([1, 2]);
  });

  it('a 1:1 after an early end is a draw: one step, both teams on it', () => {
    const standings = standingsOf(outcomesOf([1, 1, 1, 1]), LUSTI_TEAMS);
    expect(standings).toHaveLength(2);
    expect(isDraw(standings)).toBe(true);
    expect(podiumSteps(standings)).toEqual([{ placement: 1, standings }]);
  });

  it('games without teams have one side per seat', () => {
    expect(sidesOf(['A', 'B', 'C']).map((s) => s.seats)).toEqual([[0], [1], [2]]);
    expect(sideName(sidesOf(['A', 'B'])[1], false, t)).toBe('B');
  });
});

describe('the podium with shared places', () => {
  it('1, 1, 3, 4: a step for place 1 (two people) and one for place 3; place 4 below, no empty step', () => {
    const standings = standingsOf(outcomesOf([50, 50, 20, -10]));
    const steps = podiumSteps(standings);
    expect(steps.map((s) => [s.placement, s.standings.map((x) => x.names[0])])).toEqual([[1, ['Anna', 'Ben']], [3, ['Cara']]]);
    expect(standings.filter((s) => s.placement > 3).map((s) => [s.placement, s.names[0]])).toEqual([[4, 'Bot 1']]);
  });

  it('equal totals everywhere are a draw', () => {
    expect(isDraw(standingsOf(outcomesOf([30, 30, 30])))).toBe(true);
    expect(isDraw(standingsOf(outcomesOf([30, 30, 20])))).toBe(false);
  });

  it('property: every step is occupied, places only grow, and every side stands on a step or below', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 3, maxLength: 6 }), (totals) => {
        const standings = standingsOf(outcomesOf(totals));
        const steps = podiumSteps(standings);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(3);
        for (const step of steps) expect(step.standings.length).toBeGreaterThan(0);
        expect(steps.map((s) => s.placement)).toEqual([...steps.map((s) => s.placement)].sort((a, b) => a - b));
        const onSteps = steps.flatMap((s) => s.standings).length;
        expect(onSteps + standings.filter((s) => s.placement > 3).length).toBe(totals.length);
        expect(isDraw(standings)).toBe(new Set(totals).size === 1);
      }),
    );
  });
});

describe('numbers in the UI language', () => {
  it('German writes 9,7 and 1.250; English 9.7 and 1,250', () => {
    expect(formatNumber('de', 9.74, { digits: 1 })).toBe('9,7');
    expect(formatNumber('en', 9.74, { digits: 1 })).toBe('9.7');
    expect(formatNumber('de', 1250)).toBe('1.250');
    expect(formatNumber('en', 1250)).toBe('1,250');
  });

  it('scores carry a sign where asked, with a real minus', () => {
    expect(formatNumber('de', 120, { sign: true })).toBe('+120');
    expect(formatNumber('de', -20, { sign: true })).toBe('−20');
    expect(formatNumber('en', -20)).toBe('−20');
    expect(formatNumber('en', 0, { sign: true })).toBe('0');
  });
});
