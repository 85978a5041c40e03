/**
 * Who takes a trick (rules 3.1–3.2): any card may be played, and the trick goes to the *last* card
 * played of the same rank as the led card — the leader keeps it when nobody matched. Suits play no
 * part.
 *
 * The functions work on rank indices (see pack.ts) so that the engine and the benchmark's compact
 * playouts share one implementation.
 */
import { CARD_POINTS, LAST_TRICK_BONUS } from './pack.ts';

/**
 * Position (0 = the leader) of the card that takes a trick of `count` cards whose rank indices are
 * `ranks[0…count-1]` in play order.
 */
export function trickWinnerPosition(ranks: ArrayLike<number>, count: number): number {
  const led = ranks[0];
  for (let i = count - 1; i > 0; i--) if (ranks[i] === led) return i;
  return 0;
}

/**
 * Card points of a finished trick from its card indices: 10 per Sau and ten, plus the last-trick 10
 * when it is the hand's last trick (rules 4.1–4.2).
 */
export function trickPoints(cards: ArrayLike<number>, count: number, isLastTrick: boolean): number {
  let points = isLastTrick ? LAST_TRICK_BONUS : 0;
  for (let i = 0; i < count; i++) points += CARD_POINTS[cards[i]];
  return points;
}
