/**
 * The phone explains every refusal in words: each engine and protocol error code has an English and a
 * German sentence, and every German string fills the same placeholders as its English original. The
 * codes come from their owners — every game's closed `ruleCodes` and the protocol's `ERROR_CODES` — so a
 * code added there without its sentences fails here.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import { ERROR_CODES } from '@kitchen-table/protocol';
import { DE, EN, type StringKey } from '../src/strings/index.ts';
// The registry adds each game's own strings (games/<id>/strings.ts) to EN and DE.
import { webGame } from '../src/games/registry.ts';

/** Codes every game answers and therefore none lists: a malformed move, host options that do not fit. */
const COMMON_ENGINE_CODES = ['BAD_MOVE', 'BAD_OPTIONS'];

const CODES = [...new Set([...GAMES.flatMap((g) => g.ruleCodes), ...COMMON_ENGINE_CODES, ...ERROR_CODES])];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('explanations of error codes', () => {
  it.each(CODES)('%s has an English and a German explanation', (code) => {
    const key = `err_${code}` as StringKey;
    expect(EN[key], `EN ${key}`).toBeTruthy();
    expect(DE[key], `DE ${key}`).toBeTruthy();
  });

  // A game's refusals need no other game: each of its codes is worded by the shared strings or its own.
  it.each(GAMES.map((g) => [g.meta.id, g.ruleCodes] as const))('%s words each of its rule codes itself or with the shared strings', (id, codes) => {
    const own = webGame(id)!.strings;
    const others = GAMES.filter((g) => g.meta.id !== id).flatMap((g) => Object.keys(webGame(g.meta.id)!.strings.en));
    for (const code of codes) {
      const key = `err_${code}`;
      expect(own.en[key] ?? (others.includes(key) ? undefined : EN[key as StringKey]), `EN ${key}`).toBeTruthy();
      expect(own.de[key] ?? (others.includes(key) ? undefined : DE[key as StringKey]), `DE ${key}`).toBeTruthy();
    }
  });

  it('"You hold trump — you must play trump" is the MUST_PLAY_TRUMP sentence', () => {
    expect(EN.err_MUST_PLAY_TRUMP).toBe('You hold trump — you must play trump');
  });
});

describe('German strings', () => {
  it('use the same placeholders as the English ones', () => {
    for (const key of Object.keys(EN) as StringKey[]) {
      expect(placeholders(DE[key]), key).toEqual(placeholders(EN[key]));
    }
  });

  it('are translations, not copies, where the words differ', () => {
    const same = (Object.keys(EN) as StringKey[]).filter((k) => EN[k] === DE[k] && /[a-z]{4,}/i.test(EN[k]));
    // Proper names and words German shares with English may stay; sentences may not.
    expect(same.filter((k) => EN[k].includes(' ') && !/^\{|Kitchen Table|Team \{/.test(EN[k]))).toEqual([]);
  });
});
