/**
 * Issue 28, section 8: the words a family reads about the rules are right and one word names one thing.
 * - A wrong tap in a lesson is answered about the tapping phone's own move: the move the lesson wants
 *   from it, in words, and that move's line — never a step's general line meant for another hand.
 * - Elevator's German texts call the game's lift "Lift" (its settled German name; "Fahrstuhl" is another
 *   game), the pile "Ablage" and the stock "Stapel" — wherever the English says pile or stock.
 * - Fahrstuhl's two halves of the hourglass have one pair of names per language: "way down" / "way back
 *   up", "Hinfahrt" / "Rückfahrt" — in the lesson, the host's explanation, the points at a glance and the
 *   players' rules.
 * - Lusti-Kartl'n's points at a glance say that stinking losers took a trick.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame, lessonMoveWhy, lessonScript, lessonStateAfter, type GameDefinition, type LocalText } from '@kitchen-table/engine';
import { runWhy, starterNote } from '../../engine/src/games/elevator/replay.ts';
import type { RoomState } from '@kitchen-table/protocol';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { contentOf } from '../src/games/content.ts';
import { describeMove, lessonPosition, wrongTapText } from '../src/shared/lesson.ts';

const NAMES = ['Anna', 'Ben', 'Cara', 'Dora'];
const game = (id: string): GameDefinition => findGame(id)!;
const lessonRoom = (id: string) => ({ lesson: true, config: { game: id } }) as unknown as RoomState;
const lessonTexts = (g: GameDefinition): LocalText[] => [
  ...g.lesson.rules.map((r) => r.name),
  ...g.lesson.steps.flatMap((s) => [s.say, s.why, ...s.moves.flatMap((m) => (m.why ? [m.why] : []))]),
];
const playerDoc = (id: string, lang: 'en' | 'de') => readFileSync(join(REPO_ROOT, 'docs', 'players', lang === 'de' ? `${id}.de.md` : `${id}.md`), 'utf8');

describe('a wrong tap in a lesson is answered about the phone’s own move', () => {
  it.each(['fahrstuhl', 'elevator', 'fuenfzehnern', 'lusti'])('%s: every other legal move of the seat due gets its own move in words and its own line', (id) => {
    const g = game(id);
    let tried = 0;
    lessonScript(g.lesson).forEach((m, i) => {
      const position = lessonPosition(lessonRoom(id), i)!;
      const state = lessonStateAfter(g, i);
      const wanted = JSON.stringify(g.parseMove(m.move).ok ? (g.parseMove(m.move) as { value: unknown }).value : m.move);
      for (const other of g.legalMoves(state, m.seat) as Record<string, unknown>[]) {
        if (JSON.stringify(other) === wanted) continue;
        tried++;
        for (const lang of ['en', 'de'] as const) {
          const text = wrongTapText(position, i, m.seat, other, lang, NAMES)!;
          expect(text, `${id} move ${i} (${lang})`).toContain(describeMove(m.move, g.meta.pack, lang));
          expect(text, `${id} move ${i} (${lang})`).toContain(lessonMoveWhy(g.lesson, i)![lang]);
        }
      }
      expect(wrongTapText(position, i, m.seat, m.move, 'en', NAMES)).toBeNull();
    });
    expect(tried).toBeGreaterThan(0);
  });

  it('Lusti-Kartl’n, the first trick: the leader asked for the Eichel 7 is not told to play the K', () => {
    const position = lessonPosition(lessonRoom('lusti'), 0)!;
    // Seat 1 leads the 7E in the lesson and holds the KG too.
    const en = wrongTapText(position, 0, 1, { play: 'KG' }, 'en', NAMES)!;
    expect(en).toContain('play Eichel 7');
    expect(en).not.toMatch(/play the K\b/);
    const de = wrongTapText(position, 0, 1, { play: 'KG' }, 'de', NAMES)!;
    expect(de).toContain('Eichel 7 spielen');
    expect(de).not.toMatch(/König/);
  });

  it('a phone whose move is not due is told whose move it is', () => {
    const position = lessonPosition(lessonRoom('lusti'), 0)!;
    expect(wrongTapText(position, 0, 2, { play: '9G' }, 'en', NAMES)).toBe('Not yet: Ben moves first.');
    expect(wrongTapText(position, 0, 2, { play: '9G' }, 'de', NAMES)).toBe('Noch nicht: Zuerst ist Ben dran.');
  });
});

describe('Elevator in German: Lift, Ablage (the pile) and Stapel (the stock)', () => {
  const g = game('elevator');
  const content = contentOf('elevator')!;
  const texts: LocalText[] = [
    content.explain,
    ...content.glance.en.map((en, i) => ({ en, de: content.glance.de[i]! })),
    ...lessonTexts(g),
    runWhy(['3H'], 'BJ', 'down', false),
    runWhy(['8S', '8H'], '5H', 'up', true),
    starterNote('RJ', 'up'),
    starterNote('AS', 'down'),
  ];

  it('never calls the lift "Fahrstuhl" (the German name of another game)', () => {
    for (const t of texts) expect(t.de).not.toMatch(/Fahrstuhl/);
    expect(content.explain.de).toMatch(/\bLift\b/);
    expect(playerDoc('elevator', 'de')).not.toMatch(/Fahrstuhl/);
  });

  it('says Ablage where the English says pile and Stapel where it says stock, never the other way round', () => {
    let pile = 0;
    let stock = 0;
    for (const t of texts) {
      const saysPile = /\bpile\b/i.test(t.en);
      const saysStock = /\bstock\b/i.test(t.en);
      pile += saysPile ? 1 : 0;
      stock += saysStock ? 1 : 0;
      expect(/Ablage/.test(t.de), `"${t.de}" for "${t.en}"`).toBe(saysPile);
      expect(/Stapel/.test(t.de), `"${t.de}" for "${t.en}"`).toBe(saysStock);
    }
    expect(pile).toBeGreaterThan(0);
    expect(stock).toBeGreaterThan(0);
    const doc = playerDoc('elevator', 'de');
    expect(doc).not.toMatch(/Ablagestapel|Ziehstapel/);
    expect(doc).toMatch(/\*\*Ablage\*\*/);
    expect(doc).toMatch(/\*\*Stapel\*\*/);
  });
});

describe('Fahrstuhl: one name per language for each half of the hourglass', () => {
  const g = game('fahrstuhl');
  const content = contentOf('fahrstuhl')!;
  const texts = [content.explain, ...content.glance.en.map((en, i) => ({ en, de: content.glance.de[i]! })), ...lessonTexts(g)];

  it('English says "way down" and "way back up", never "outbound" or "return trip"', () => {
    for (const text of [...texts.map((t) => t.en), playerDoc('fahrstuhl', 'en')]) expect(text).not.toMatch(/outbound|return trip/i);
    expect(playerDoc('fahrstuhl', 'en')).toMatch(/\*\*way down\*\*.*\*\*way back up\*\*/);
    expect(texts.some((t) => /way back up/.test(t.en))).toBe(true);
  });

  it('German says "Hinfahrt" and "Rückfahrt", never "Hinweg" or "Rückweg"', () => {
    for (const text of [...texts.map((t) => t.de), playerDoc('fahrstuhl', 'de')]) expect(text).not.toMatch(/Hinweg|Rückweg/);
    expect(playerDoc('fahrstuhl', 'de')).toMatch(/\*\*Hinfahrt\*\*.*\*\*Rückfahrt\*\*/);
    expect(texts.some((t) => /Rückfahrt/.test(t.de))).toBe(true);
    expect(texts.some((t) => /Hinfahrt/.test(t.de))).toBe(true);
  });
});

describe('Lusti-Kartl’n at a glance', () => {
  it('2 Striche only when the losers took a trick (rule 6.3)', () => {
    const glance = contentOf('lusti')!.glance;
    expect(glance.en.find((l) => l.startsWith('2 Striche'))).toMatch(/took a trick/);
    expect(glance.de.find((l) => l.startsWith('2 Striche'))).toMatch(/einen Stich/);
  });
});
