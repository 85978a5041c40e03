/**
 * How the phone fans a hand: card width, rows and the step between neighbours. Normal cards take a
 * quarter of the width; large cards (a preference) about a third, and then the hand breaks into more
 * rows so that every card's corner index (rank and suit, the left third of the card) stays uncovered.
 */

export interface HandLayout {
  cardW: number;
  rows: number;
  perRow: number;
  /** Horizontal distance between neighbouring cards of a row. */
  step: number;
  /** Room kept at both sides for the outer cards' tilted corners. */
  margin: number;
  /** How far down each row starts below the one before, as a share of the card's height. */
  rowOffset: number;
}

/** The part of a card's width its neighbour must leave free: the corner index with a little air. */
export const INDEX_SHARE = 0.34;
/** Four rows of large cards still fit a phone and hold 24 cards (an Elevator hand rarely grows further). */
const LARGE_MAX_ROWS = 4;

/**
 * Normal rows show most of the cards behind; large ones only their top half (index and suit symbol, with
 * room for a raised card in front), so that a large hand still fits a phone's screen.
 */
const ROW_OFFSET = { normal: 0.72, large: 0.5 };

function fan(width: number, n: number, rows: number, cardW: number, rowOffset = ROW_OFFSET.large): HandLayout {
  const perRow = Math.ceil(n / rows);
  const margin = perRow > 1 ? 30 : 10;
  const step = perRow > 1 ? Math.min(cardW * 0.66, (width - cardW - 2 * margin) / (perRow - 1)) : 0;
  return { cardW, rows, perRow, step, margin, rowOffset };
}

export function handLayout(width: number, n: number, large = false): HandLayout {
  const normalW = Math.min(104, Math.max(64, width * 0.25));
  if (!large) return fan(width, n, n > 12 ? 2 : 1, normalW, ROW_OFFSET.normal);
  const target = Math.min(150, Math.max(92, width * 0.34));
  let fits = target;
  for (let rows = 1; rows <= LARGE_MAX_ROWS; rows++) {
    const perRow = Math.ceil(n / rows);
    const margin = perRow > 1 ? 30 : 10;
    // The widest card whose index the next card still leaves free.
    fits = perRow > 1 ? (width - 2 * margin) / (1 + INDEX_SHARE * (perRow - 1)) : target;
    if (fits >= target) return fan(width, n, rows, target);
  }
  // A very big hand: the widest cards that keep every index free in the most rows.
  return fan(width, n, LARGE_MAX_ROWS, fits);
}
