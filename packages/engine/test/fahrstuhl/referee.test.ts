import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MalformedScenario, runReferee } from '../../src/referee/referee.ts';
import { describeScenarioFiles } from '../support/scenario-files.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'scenarios');

describeScenarioFiles('Fahrstuhl referee scenarios', dir, 'error-not-in-hand.json', ['ok', 'error', 'finished', 'next', 'tricks', 'result']);

const valid = () => ({
  game: 'fahrstuhl',
  players: 4,
  dealer: 0,
  options: { trip: 'outbound', bonus: 100 },
  deal: { hands: [['AH', '9S'], ['10D', 'KC'], ['AS', '7H'], ['QH', 'JD']], trump: '8C' },
  moves: [{ seat: 1, call: 1 }] as Record<string, unknown>[],
});

type Scenario = ReturnType<typeof valid>;

const MALFORMED: [string, (s: Scenario) => unknown][] = [
  ['unknown game', (s) => ({ ...s, game: 'fahrstul' })],
  ['bad card syntax in a hand', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH', '9s'], ...s.deal.hands.slice(1)] } })],
  ['a card not in the 32-card pack (6H)', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH', '6H'], ...s.deal.hands.slice(1)] } })],
  ['a joker', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH', 'RJ'], ...s.deal.hands.slice(1)] } })],
  ['a bad turned-up card', (s) => ({ ...s, deal: { ...s.deal, trump: '1C' } })],
  ['a missing turned-up card', (s) => ({ ...s, deal: { hands: s.deal.hands } })],
  ['a card that is not a string', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH', 9], ...s.deal.hands.slice(1)] } })],
  ['players not matching the number of hands', (s) => ({ ...s, players: 5 })],
  ['players below the range', (s) => ({ ...s, players: 2, deal: { ...s.deal, hands: s.deal.hands.slice(0, 2) } })],
  ['players above the range', (s) => ({ ...s, players: 7, deal: { ...s.deal, hands: Array(7).fill(['7H']) } })],
  ['hands of different lengths', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH'], ...s.deal.hands.slice(1)] } })],
  ['empty hands', (s) => ({ ...s, deal: { ...s.deal, hands: [[], [], [], []] } })],
  ['three copies of a card in the hands', (s) => ({ ...s, deal: { ...s.deal, hands: [['AH', 'AH'], ['AH', 'KC'], ...s.deal.hands.slice(2)] } })],
  ['three copies counting the turned-up card', (s) => ({ ...s, deal: { hands: [['8C', '9S'], ['10D', '8C'], ...s.deal.hands.slice(2)], trump: '8C' } })],
  ['a seat outside 0 … players−1', (s) => ({ ...s, moves: [{ seat: 4, call: 1 }] })],
  ['a negative seat', (s) => ({ ...s, moves: [{ seat: -1, call: 1 }] })],
  ['a move without a seat', (s) => ({ ...s, moves: [{ call: 1 }] })],
  ['a move of an unknown kind', (s) => ({ ...s, moves: [{ seat: 1, pass: true }] })],
  ['a move with two kinds', (s) => ({ ...s, moves: [{ seat: 1, call: 1, play: 'KC' }] })],
  ['a move with no kind', (s) => ({ ...s, moves: [{ seat: 1 }] })],
  ['a non-integer call', (s) => ({ ...s, moves: [{ seat: 1, call: 1.5 }] })],
  ['a call given as a string', (s) => ({ ...s, moves: [{ seat: 1, call: '1' }] })],
  ['a play of a card outside the pack', (s) => ({ ...s, moves: [{ seat: 1, play: '5C' }] })],
  ['an unknown trip', (s) => ({ ...s, options: { trip: 'sideways' } })],
  ['a bonus out of range', (s) => ({ ...s, options: { bonus: 501 } })],
  ['an unknown option', (s) => ({ ...s, options: { mode: 'single' } })],
  ['a dealer outside the seats', (s) => ({ ...s, dealer: 4 })],
  ['hands of eleven cards', (s) => ({
    ...s,
    players: 3,
    deal: {
      hands: [
        ['AH', 'AD', 'AS', 'AC', '10H', '10D', '10S', '10C', 'KH', 'KD', 'KS'],
        ['AH', 'AD', 'AS', 'AC', '10H', '10D', '10S', '10C', 'KH', 'KD', 'KS'],
        ['QH', 'QD', 'QS', 'QC', 'JH', 'JD', 'JS', 'JC', '9H', '9D', '9S'],
      ],
      trump: '7C',
    },
  })],
];

describe('Fahrstuhl referee: malformed scenarios are refused (MalformedScenario)', () => {
  it('the valid base scenario is judged', () => {
    expect(runReferee(valid())).toMatchObject({ ok: true, next: 2 });
  });

  for (const [name, mutate] of MALFORMED) {
    it(`malformed: ${name}`, () => {
      expect(() => runReferee(mutate(valid()))).toThrow(MalformedScenario);
    });
  }

  it('malformed: one bad scenario in an array means nothing is judged', () => {
    expect(() => runReferee([valid(), { ...valid(), players: 5 }])).toThrow(MalformedScenario);
  });
});
