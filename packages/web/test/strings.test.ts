/**
 * The phone explains every refusal in words: each engine and protocol error code has an English and a
 * German sentence, and every German string fills the same placeholders as its English original.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@kitchen-table/protocol';
import { DE, EN, type StringKey } from '../src/strings/index.ts';

/** The engine's rule codes from the games' rules documents (issue 2 and 3 error lists). */
const ENGINE_CODES = [
  'DEAL_OVER', 'NOT_YOUR_TURN', 'WRONG_PHASE', 'NOT_IN_HAND', 'INVALID_CALL', 'MUST_PLAY_TRUMP',
  'MUST_GIVE', 'WRONG_COLOUR', 'NOT_HIGHER', 'NOT_LOWER', 'NOT_SAME_RANK', 'MUST_PLAY',
  'MUST_LEAD_BOUND_SUIT', 'ZWANG_NOT_ALLOWED', 'MUST_PLAY_ACE', 'MUST_FOLLOW_SUIT', 'BAD_MOVE', 'BAD_OPTIONS',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('explanations of error codes', () => {
  it.each([...ENGINE_CODES, ...ERROR_CODES])('%s has an English and a German explanation', (code) => {
    const key = `err_${code}` as StringKey;
    expect(EN[key], `EN ${key}`).toBeTruthy();
    expect(DE[key], `DE ${key}`).toBeTruthy();
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
