/**
 * Issue 27, part 5: the arrows' geometry (shared/spatial-nav.ts). Left and right stay in the row; up and
 * down go to the nearest control that way, straight ahead before off to the side; nothing that way,
 * nothing moves. Properties over random layouts: the chosen box always lies that way, and a box that
 * lies exactly ahead at the least distance is chosen.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionalDistance, nextIndex, type Box, type Direction } from '../src/shared/spatial-nav.ts';

const at = (left: number, top: number, w = 100, h = 50): Box => ({ left, top, right: left + w, bottom: top + h });

// The TV's top bar (sound, voice, EN, DE) and the lobby's statistics button far below on the left.
const sound = at(1100, 20, 160);
const voice = at(1280, 20, 150);
const en = at(1720, 20, 70);
const de = at(1800, 20, 70);
const stats = at(50, 820, 250, 70);
const bar = [sound, voice, en, de, stats];

describe('spatial navigation', () => {
  it('right and left walk the row and stop at its ends', () => {
    expect(bar[nextIndex(sound, bar, 'right')]).toBe(voice);
    expect(bar[nextIndex(voice, bar, 'right')]).toBe(en);
    expect(bar[nextIndex(de, bar, 'left')]).toBe(en);
    expect(nextIndex(de, bar, 'right')).toBe(-1);
    expect(nextIndex(sound, bar, 'left')).toBe(-1); // not down to the statistics far below
  });

  it('down reaches the control below even far to the side, and up comes back to the row', () => {
    expect(bar[nextIndex(sound, bar, 'down')]).toBe(stats);
    expect([sound, voice, en, de]).toContain(bar[nextIndex(stats, bar, 'up')]);
    expect(nextIndex(stats, bar, 'down')).toBe(-1);
  });

  it('straight ahead wins over nearer but off to the side', () => {
    const from = at(500, 100);
    const ahead = at(500, 400);
    const aside = at(700, 200);
    expect(nextIndex(from, [aside, ahead], 'down')).toBe(1);
  });

  const box = fc.record({ left: fc.integer({ min: 0, max: 1800 }), top: fc.integer({ min: 0, max: 1000 }), w: fc.integer({ min: 10, max: 300 }), h: fc.integer({ min: 10, max: 200 }) })
    .map(({ left, top, w, h }) => at(left, top, w, h));
  const dir = fc.constantFrom<Direction>('up', 'down', 'left', 'right');
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });

  it('the chosen control always lies in the arrow’s direction (never behind, never the same place)', () => {
    fc.assert(fc.property(box, fc.array(box, { maxLength: 12 }), dir, (from, boxes, d) => {
      const i = nextIndex(from, boxes, d);
      if (i < 0) return;
      const a = centre(from);
      const b = centre(boxes[i]!);
      if (d === 'right') expect(b.x).toBeGreaterThan(a.x);
      if (d === 'left') expect(b.x).toBeLessThan(a.x);
      if (d === 'down') expect(b.y).toBeGreaterThan(a.y);
      if (d === 'up') expect(b.y).toBeLessThan(a.y);
    }));
  });

  it('a control that way is always found: nothing that way is the only reason to stay', () => {
    fc.assert(fc.property(box, fc.array(box, { maxLength: 12 }), dir, (from, boxes, d) => {
      const reachable = boxes.some((b) => directionalDistance(from, b, d) !== null);
      expect(nextIndex(from, boxes, d) >= 0).toBe(reachable);
    }));
  });
});
