/**
 * The phone explains a refused Fünfzehnern card with the code the engine's `explainIllegal` names
 * (issue 13): every code of the game's closed list has an English and a German sentence, and those
 * sentences use only the words the phone fills in (`name`: whose turn it is; `suit`: the suit led, or
 * the bound suit when leading — games/fuenfzehnern/phone.tsx).
 */
import { describe, expect, it } from 'vitest';
import { fuenfzehnern } from '@kitchen-table/engine/fuenfzehnern';
import { DE, EN, type StringKey } from '../src/strings/index.ts';
// The registry adds each game's own strings (games/<id>/strings.ts) to EN and DE.
import '../src/games/registry.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('Fünfzehnern refusals on the phone', () => {
  it.each([...fuenfzehnern.ruleCodes])('%s has an English and a German sentence with only {name} and {suit}', (code) => {
    const key = `err_${code}` as StringKey;
    for (const strings of [EN, DE]) {
      expect(strings[key], key).toBeTruthy();
      for (const p of placeholders(strings[key])) expect(['name', 'suit']).toContain(p);
    }
  });
});
