/** Fünfzehnern's replay line (issue 18, part 1): rules 2.2–2.3, 3.1 and 4.2/4.4 of docs/rules/fuenfzehnern.md. */
import { describe, expect, it } from 'vitest';
import { trickWhy } from '../../src/games/fuenfzehnern/replay.ts';

describe('Fünfzehnern: why a trick went where it went', () => {
  it('rule 2.3: no trump, the highest card of the suit led takes the trick', () => {
    expect(trickWhy(['AS', 'KS', '7S'], 0, false)).toEqual({ en: 'No trump: the highest ♠ takes it', de: 'Kein Trumpf: die höchste ♠ sticht' });
  });
  it("rule 3.1: taking another seat's lead binds the taker to that suit", () => {
    expect(trickWhy(['KS', 'AS', '7H'], 1, false).en).toBe('No trump: the highest ♠ takes it — and binds its taker to lead ♠');
    expect(trickWhy(['KS', 'AS', '7H'], 1, false).de).toBe('Kein Trumpf: die höchste ♠ sticht — wer sticht, muss nun ♠ ausspielen');
  });
  it('rule 2.2: nobody followed suit — the card led takes it', () => {
    expect(trickWhy(['8H', 'AS', 'KD', '7C'], 0, false).en).toBe('Nobody followed ♥: the card led takes the trick');
  });
  it('rules 4.2 and 4.4: under zwang the ace must come, and takes the trick', () => {
    expect(trickWhy(['QH', 'AH', '7H'], 1, true).en).toBe('Zwang on the ♥ queen: the ace had to come and takes it — and binds its taker to lead ♥');
    expect(trickWhy(['QH', 'AH', '7H'], 1, true).de).toContain('Zwang mit der ♥-Dame');
  });
});
