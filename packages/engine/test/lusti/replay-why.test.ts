/** Lusti-Kartl'n's replay line (issue 18, part 1): rules 3.2, 4.2 and 5 of docs/rules/lusti.md. */
import { describe, expect, it } from 'vitest';
import { trickWhy } from '../../src/games/lusti/replay.ts';

describe("Lusti-Kartl'n: why a trick went where it went", () => {
  it('rule 3.2: the last card of the led rank takes the trick — "last nine wins"', () => {
    expect(trickWhy(['9E', 'AG', '9H', 'KS'], false)).toEqual({ en: 'Last nine wins', de: 'Der letzte Neuner sticht' });
    expect(trickWhy(['AE', 'AG', '7H', 'KS'], false).de).toBe('Die letzte Sau sticht');
  });
  it('rule 3.2: nobody matched the led rank — the leader keeps it', () => {
    expect(trickWhy(['OE', 'AG', '7H', 'KS'], false).en).toBe('Nobody matched the Ober: the leader keeps the trick');
    expect(trickWhy(['OE', 'AG', '7H', 'KS'], false).de).toBe('Keiner hat den Ober bedient: der Ausspieler behält den Stich');
  });
  it('rule 4.2: the last trick counts 10 more', () => {
    expect(trickWhy(['9E', 'AG', '9H', 'KS'], true).en).toBe('Last nine wins (+10 for the last trick)');
  });
  it('rule 5: four of a rank is a Brand', () => {
    expect(trickWhy(['UE', 'UG', 'UH', 'US'], false).en).toBe('Four Unters: a Brand — 4 Striche and the hand ends');
    expect(trickWhy(['10E', '10G', '10H', '10S'], true).de).toBe('Vier Zehner: ein Brand — 4 Striche, das Spiel ist aus');
  });
});
