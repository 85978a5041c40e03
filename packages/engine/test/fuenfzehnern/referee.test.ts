import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MalformedScenario, runReferee } from '../../src/referee/referee.ts';
import { describeScenarioFiles } from '../support/scenario-files.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'scenarios');

describeScenarioFiles('Fünfzehnern referee scenarios', dir, 'error-not-in-hand.json', ['ok', 'error', 'finished', 'next', 'tricks', 'result']);

const valid = (): Record<string, unknown> => ({
  game: 'fuenfzehnern',
  players: 4,
  dealer: 3,
  options: {},
  deal: { hands: [['QH', 'KH'], ['7H', '9S'], ['AH', '8S'], ['8H', '10S']] },
  moves: [{ seat: 0, play: 'QH', zwang: true }],
});

const valid3 = (): Record<string, unknown> => ({
  game: 'fuenfzehnern',
  players: 3,
  deal: { hands: [['AS', 'KH'], ['7H', '9S'], ['AH', '8S']] },
  moves: [{ seat: 1, play: '7H' }],
});

describe('Fünfzehnern malformed scenarios (exit 2)', () => {
  it('the valid base scenarios are judged', () => {
    expect(runReferee(valid())).toMatchObject({ ok: true, next: 1 });
    expect(runReferee(valid3())).toMatchObject({ ok: true, next: 2 });
  });

  const cases: [string, (s: Record<string, unknown>) => void, () => Record<string, unknown>][] = [
    ['players not matching the number of hands', (s) => (s.players = 3), valid],
    ['players outside 3–4', (s) => ((s.players = 5), ((s.deal as { hands: string[][] }).hands.push(['JS', 'QS']))), valid],
    ['players below 3', (s) => ((s.players = 2), (s.deal = { hands: [['AS'], ['KS']] })), valid],
    ['unequal hands', (s) => (s.deal as { hands: string[][] }).hands[0].push('7C'), valid],
    ['empty hands', (s) => (s.deal = { hands: [[], [], [], []] }), valid],
    ['bad card syntax', (s) => ((s.deal as { hands: string[][] }).hands[1][1] = 'X9'), valid],
    ['a card outside the piquet pack', (s) => ((s.deal as { hands: string[][] }).hands[1][1] = '6S'), valid],
    ['a joker', (s) => ((s.deal as { hands: string[][] }).hands[1][1] = 'RJ'), valid],
    ['a card dealt twice', (s) => ((s.deal as { hands: string[][] }).hands[1][1] = 'QH'), valid],
    ['a diamond dealt with 3 players', (s) => ((s.deal as { hands: string[][] }).hands[0][0] = 'AD'), valid3],
    ['a diamond played with 3 players', (s) => (s.moves = [{ seat: 1, play: '7D' }]), valid3],
    ['a deal without hands', (s) => (s.deal = {}), valid],
    ['an unknown deal field', (s) => ((s.deal as Record<string, unknown>).trump = '8C'), valid],
    ['a move of an unknown kind', (s) => (s.moves = [{ seat: 0, call: 1 }]), valid],
    ['a move with two kinds', (s) => (s.moves = [{ seat: 0, play: 'QH', call: 1 }]), valid],
    ['a move card outside the pack', (s) => (s.moves = [{ seat: 0, play: '6H' }]), valid],
    ['a non-boolean zwang', (s) => (s.moves = [{ seat: 0, play: 'QH', zwang: 1 }]), valid],
    ['a seat out of range', (s) => (s.moves = [{ seat: 4, play: 'QH' }]), valid],
    ['a dealer out of range', (s) => (s.dealer = 4), valid],
    ['unknown options', (s) => (s.options = { trump: true }), valid],
    ['bad option values', (s) => (s.options = { beginnersAid: 'yes' }), valid],
  ];
  for (const [what, spoil, base] of cases) {
    it(`refuses ${what}`, () => {
      const s = base();
      spoil(s);
      expect(() => runReferee(s)).toThrow(MalformedScenario);
    });
  }

  it('one malformed scenario in an array refuses the whole array', () => {
    const bad = valid();
    bad.players = 3;
    expect(() => runReferee([valid(), bad])).toThrow(MalformedScenario);
  });
});
