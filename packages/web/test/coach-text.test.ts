/**
 * Issue 18, part 2: the coach's advice in words on the phone — the move's label and the line with its
 * `{card:…}` and `{seat:…}` placeholders filled in, in English and German, for French and Bavarian packs.
 */
import { describe, expect, it } from 'vitest';
import { fillLine, moveLabel } from '../src/coach/advice-text.ts';

const names = ['Anna', 'Ben', 'Bot 1', 'Bot 2'];

describe('the coach’s words on the phone', () => {
  it('fills in cards by the pack’s names and seats by the names at the table', () => {
    const line = { en: 'Play low ({card:7S}): {seat:2} may still hold trump.', de: 'Spiel niedrig ({card:7S}): {seat:2} kann noch Trumpf haben.' };
    expect(fillLine(line.en, 'french', 'en', names)).toBe('Play low (seven of spades): Bot 1 may still hold trump.');
    expect(fillLine(line.de, 'french', 'de', names)).toBe('Spiel niedrig (Pik-Sieben): Bot 1 kann noch Trumpf haben.');
    expect(fillLine('{card:OE} takes it', 'bavarian', 'en', names)).toBe('Ober of Eichel takes it');
    expect(fillLine('Nimm ihn mit {card:OE}', 'bavarian', 'de', names)).toBe('Nimm ihn mit Eichel-Ober');
    // A seat the table does not have stays as it came (never a wrong name).
    expect(fillLine('{seat:9} leads', 'french', 'en', names)).toBe('{seat:9} leads');
  });

  it('labels every kind of move', () => {
    expect(moveLabel({ call: 2 }, 'french', 'en')).toBe('Call 2');
    expect(moveLabel({ call: 0 }, 'french', 'de')).toBe('Sag 0 an');
    expect(moveLabel({ play: 'AH' }, 'french', 'de')).toBe('Herz-Ass');
    expect(moveLabel({ play: ['8S', '8H'] }, 'french', 'en')).toBe('Eight of spades + Eight of hearts');
    expect(moveLabel({ pass: true }, 'french', 'de')).toBe('Passen');
    expect(moveLabel({ give: 'RJ' }, 'french', 'en')).toBe('Give red joker');
    expect(moveLabel({ play: 'QH', zwang: true }, 'french', 'de')).toBe('Herz-Dame mit Zwang');
  });
});
