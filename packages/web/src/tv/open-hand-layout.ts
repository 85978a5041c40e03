/**
 * How a learning deal's open hand is laid out on its TV seat plate (issue 28 §6: 50 px cards overlapped
 * to 26 px strips were too small to read from 3 m). Cards are OPEN_CARD_W wide (their corner index is
 * then ~26 px high); each card shows a strip of `step` px, as wide as the plate's row allows for that
 * many cards, and at most `MAX_STEP`. Three seats leave room for wider plates than four (the side seats
 * sit nearer the screen's edges).
 */
import { TABLE, type Point } from './geometry.ts';

export const OPEN_CARD_W = 84;
const MAX_STEP = 52;

/** The row's width for a table of `seats` (the plate's own width then follows it). */
export function openHandWidth(seats: number): number {
  return seats <= 3 ? 360 : 300;
}

export function openHandLayout(cards: number, seats: number): { cardW: number; step: number; width: number } {
  const room = openHandWidth(seats);
  const step = cards <= 1 ? 0 : Math.min(MAX_STEP, Math.floor((room - OPEN_CARD_W) / (cards - 1)));
  return { cardW: OPEN_CARD_W, step, width: OPEN_CARD_W + step * Math.max(0, cards - 1) };
}

/**
 * How a plate with an open hand is laid out around its seat's point. The seats at the top and the bottom
 * (near the table's vertical axis) have the width: the hand beside the name (`top`, `bottom`), as tall as
 * a plate without it; the bottom one sits a little lower, off the felt's notes above it. The side seats
 * have the height: the hand below the name, and those above the middle grow up (`above`), off the
 * centre's pile and stock; the others stay centred.
 */
export function plateAnchor(at: Point): 'top' | 'bottom' | 'above' | 'centre' {
  if (Math.abs(at.x - TABLE.cx) < 200) return at.y > TABLE.cy ? 'bottom' : 'top';
  if (at.y < TABLE.cy - 100) return 'above';
  return 'centre';
}
