/**
 * Issue 28 §6: beside a filled "Best at" table the TV said "No matches played yet — the ranking fills up
 * after the first one" until the fifth rated match. The line now says what is true: the ranking lists
 * everyone from the server's minimum of rated matches on (its `x-ranking-min-matches` header), EN and DE.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n.ts';
import { emptyRankingNote, listedFromNote, minMatchesOf } from '../src/tv/ranking-note.ts';

const say = (lang: 'en' | 'de', note: { key: Parameters<typeof translate>[1]; vars?: Record<string, number> }) => translate(lang, note.key, note.vars);

describe('the line beside the overall ranking', () => {
  it('an empty ranking names the five-match minimum, never "no matches played"', () => {
    const en = say('en', emptyRankingNote(minMatchesOf('5')));
    expect(en).toBe('The ranking lists everyone with 5 or more rated matches — nobody has that many yet.');
    expect(en).not.toMatch(/no matches played/i);
    expect(say('de', emptyRankingNote(5))).toBe('In der Rangliste steht, wer 5 oder mehr gewertete Partien gespielt hat — das hat noch niemand.');
    expect(say('en', emptyRankingNote(1))).toContain('first rated match');
  });

  it('without the server\'s number it claims nothing it does not know', () => {
    expect(minMatchesOf(null)).toBeNull();
    expect(minMatchesOf('x')).toBeNull();
    expect(say('en', emptyRankingNote(null))).toBe('Nobody is in the ranking yet.');
  });

  it('a filled ranking says from which match on it lists a player', () => {
    expect(say('en', listedFromNote(5)!)).toBe('Listed from 5 rated matches on.');
    expect(say('de', listedFromNote(5)!)).toBe('Aufgeführt ab 5 gewerteten Partien.');
    expect(listedFromNote(1)).toBeNull();
  });
});
