/** The referee for Elevator: scenario files with expected results, and malformed scenarios (docs/referee.md). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MalformedScenario, runReferee } from '../../src/referee/referee.ts';
import { findGame } from '../../src/registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const scenarioDir = join(here, 'scenarios');
const malformedDir = join(scenarioDir, 'malformed');

interface ScenarioFile {
  file: string;
  description: string;
  scenario: unknown;
  expected?: Record<string, unknown>;
}

const load = (dir: string): ScenarioFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<ScenarioFile, 'file'>) }));

/** Error messages are prose, not part of the contract: compare everything else. */
function withoutMessage(result: unknown): unknown {
  const r = { ...(result as Record<string, unknown>) };
  if (r.error) {
    const { message, ...rest } = r.error as Record<string, unknown>;
    expect(typeof message).toBe('string');
    r.error = rest;
  }
  return r;
}

const scenarios = load(scenarioDir);
const malformed = load(malformedDir);

describe('Elevator referee scenarios', () => {
  it('the registry knows elevator', () => {
    expect(findGame('elevator')?.meta.id).toBe('elevator');
  });

  it('there are scenario files to run', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(20);
    expect(malformed.length).toBeGreaterThanOrEqual(20);
  });

  for (const s of scenarios) {
    it(`${s.file}: ${s.description}`, () => {
      expect(withoutMessage(runReferee(s.scenario))).toEqual(s.expected);
    });
  }

  it('an array of scenarios gives an array of results in the same order', () => {
    const results = runReferee(scenarios.map((s) => s.scenario)) as unknown[];
    expect(results.map(withoutMessage)).toEqual(scenarios.map((s) => s.expected));
  });

  it('the result has exactly the documented keys and no tricks', () => {
    const r = runReferee(scenarios[0].scenario) as Record<string, unknown>;
    expect(Object.keys(r).sort()).toEqual(['finished', 'next', 'ok', 'result', 'state']);
  });
});

describe('Elevator malformed scenarios (exit 2: judged as a whole, nothing judged)', () => {
  for (const s of malformed) {
    it(`${s.file}: ${s.description}`, () => {
      expect(() => runReferee(s.scenario)).toThrow(MalformedScenario);
    });
  }

  it('one malformed scenario in an array refuses the whole array', () => {
    const input = [scenarios[0].scenario, malformed[0].scenario];
    expect(() => runReferee(input)).toThrow(MalformedScenario);
  });

  it('a well-formed base of the malformed cases is accepted (so each case fails for its own reason)', () => {
    const base = {
      game: 'elevator', players: 3, dealer: 0,
      deal: { hands: [['3C'], ['8S', '9D'], ['2H']], starter: '7H', stock: ['4C'] }, moves: [],
    };
    expect(runReferee(base)).toMatchObject({ ok: true, next: 1 });
    expect(runReferee({ ...base, opener: 2, options: { packs: 2, games: 1 } })).toMatchObject({ ok: true, next: 2 });
  });
});
