/** Where things sit on the TV's 1920×1080 stage: seats on an ellipse around the felt, clockwise from the bottom. */
export const STAGE_W = 1920;
export const STAGE_H = 1080;
export const TABLE = { cx: 710, cy: 500, rx: 545, ry: 335 };

export interface Point {
  x: number;
  y: number;
}

/** Seat 0 at the bottom, then clockwise as seen on the screen (left, top, right), like players around a table. */
export function seatPoint(seat: number, seats: number): Point {
  const angle = Math.PI / 2 + (seat * 2 * Math.PI) / seats;
  return { x: TABLE.cx + TABLE.rx * Math.cos(angle), y: TABLE.cy + TABLE.ry * Math.sin(angle) };
}

/** A card played by `seat` lies between the centre and the seat. */
export function trickPoint(seat: number, seats: number, pull = 0.36): Point {
  const p = seatPoint(seat, seats);
  return { x: TABLE.cx + (p.x - TABLE.cx) * pull, y: TABLE.cy + (p.y - TABLE.cy) * pull };
}
