/**
 * Lusti-Kartl'n's phone explains a refused tap with the engine's own reason (`lusti.explainIllegal`):
 * every code of its closed list has an English and a German sentence.
 */
import { describe, expect, it } from 'vitest';
import { lusti } from '@kitchen-table/engine/lusti';
import { DE, EN, type StringKey } from '../src/strings/index.ts';

describe("Lusti-Kartl'n's refusals in words", () => {
  it.each([...lusti.ruleCodes, 'BAD_MOVE'])('%s has an English and a German explanation', (code) => {
    const key = `err_${code}` as StringKey;
    expect(EN[key], `EN ${key}`).toBeTruthy();
    expect(DE[key], `DE ${key}`).toBeTruthy();
  });
});
