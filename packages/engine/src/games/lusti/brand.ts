/**
 * Brand (rules 5.1–5.2): a trick of four cards of the same rank ends the hand at once, and the team
 * that took it — by rule 3.2 the fourth card's seat, the last match of the led rank — scores 4 game
 * points.
 */
export const BRAND_GAME_POINTS = 4;

/** True when a finished trick of `count` cards (rank indices in play order) is all one rank. */
export function isBrand(ranks: ArrayLike<number>, count: number): boolean {
  if (count < 4) return false;
  const led = ranks[0];
  for (let i = 1; i < count; i++) if (ranks[i] !== led) return false;
  return true;
}
