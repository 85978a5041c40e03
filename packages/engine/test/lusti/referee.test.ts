import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MalformedScenario, runReferee } from '../../src/referee/referee.ts';
import { findGame } from '../../src/registry.ts';

const here = dirname(fileURLToPath(import.meta.url));
const scenarioDir = join(here, 'scenarios');
const malformedDir = join(scenarioDir, 'malformed');
const load = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as { description: string; scenario: unknown; expected?: unknown }) }));

const scenarios = load(scenarioDir);
const malformed = load(malformedDir);

describe("Lusti-Kartl'n referee scenarios (docs/referee.md)", () => {
  it('the registry knows lusti', () => {
    expect(findGame('lusti')?.meta.id).toBe('lusti');
  });

  it('there are scenario files to run', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(10);
    expect(malformed.length).toBeGreaterThanOrEqual(15);
  });

  for (const s of scenarios) {
    it(`${s.file}: ${s.description}`, () => {
      expect(runReferee(s.scenario)).toEqual(s.expected);
    });
  }

  it('an array of scenarios gives an array of results in the same order', () => {
    expect(runReferee(scenarios.map((s) => s.scenario))).toEqual(scenarios.map((s) => s.expected));
  });
});

describe("Lusti-Kartl'n malformed scenarios are refused as a whole (MalformedScenario)", () => {
  for (const s of malformed) {
    it(`${s.file}: ${s.description}`, () => {
      expect(() => runReferee(s.scenario)).toThrow(MalformedScenario);
    });
  }

  it('one malformed scenario in an array refuses the whole array', () => {
    expect(() => runReferee([scenarios[0].scenario, malformed[0].scenario])).toThrow(MalformedScenario);
  });
});
