/**
 * Runs a folder of referee scenario files: each JSON file is a scenario plus `description` and
 * `expected` keys (which the referee ignores, so the files also run as they are through the CLI).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReferee } from '../../src/referee/referee.ts';

interface ScenarioFile {
  description: string;
  expected: Record<string, unknown>;
  [key: string]: unknown;
}

export function loadScenarioFile(dir: string, file: string): { scenario: Record<string, unknown>; expected: Record<string, unknown> } {
  const { description: _d, expected, ...scenario } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ScenarioFile;
  return { scenario, expected };
}

/** The error message is prose, not contract: check it exists, then compare the rest exactly. */
export function withoutMessage(result: unknown): Record<string, unknown> {
  const r = { ...(result as Record<string, unknown>) };
  if (r.error) {
    const { message, ...rest } = r.error as Record<string, unknown>;
    expect(typeof message).toBe('string');
    expect((message as string).length).toBeGreaterThan(0);
    r.error = rest;
  }
  return r;
}

/** One test per file, one for the whole folder as an array, one for the documented key order. */
export function describeScenarioFiles(title: string, dir: string, keyOrderFile: string, keyOrder: string[]): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const load = (file: string) => loadScenarioFile(dir, file);
  describe(title, () => {
    it('has scenario files', () => expect(files.length).toBeGreaterThanOrEqual(10));

    for (const file of files) {
      it(`scenario ${file}`, () => {
        const { scenario, expected } = load(file);
        expect(withoutMessage(runReferee(scenario))).toEqual(expected);
      });
    }

    it('a JSON array of scenarios gives an array of results in the same order', () => {
      const loaded = files.map(load);
      const results = runReferee(loaded.map((l) => l.scenario)) as unknown[];
      expect(results.map(withoutMessage)).toEqual(loaded.map((l) => l.expected));
    });

    it('the result keys come in the documented order', () => {
      const { scenario } = load(keyOrderFile);
      expect(Object.keys(runReferee(scenario) as object)).toEqual(keyOrder);
    });
  });
}
