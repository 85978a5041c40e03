/**
 * Zwang ("compulsion"): a seat holding king and queen of a suit may lead the queen announcing zwang, if
 * that lead is legal anyway (lead obligation), the ace of that suit has not been played, and the ace is
 * not in its own hand. The seat holding the ace must then play the ace to this trick.
 */
import { ACE, KING, QUEEN } from './pack.ts';

const ACES = 0x01010101 << ACE;
const KINGS = 0x01010101 << KING;
const QUEENS = 0x01010101 << QUEEN;

/**
 * The queens this seat may lead with zwang. `leadable` is the seat's legal leads (the lead obligation
 * already applied), so a queen the obligation forbids can never be a zwang queen.
 */
export function zwangQueensMask(hand: number, leadable: number, played: number): number {
  // Per suit byte: ace = bit 0, king = bit 1, queen = bit 2; shifting by one or two lines the king and
  // the ace up with their queen without crossing into the next suit.
  const kingHeld = (hand & KINGS) << (QUEEN - KING);
  const aceOut = ((hand | played) & ACES) << (QUEEN - ACE);
  return leadable & QUEENS & kingHeld & ~aceOut;
}

/** The ace the seat must play to a zwang trick of suit `ledSuit`: its bit, or 0 when it does not hold it. */
export function aceDutyMask(hand: number, ledSuit: number, zwang: boolean): number {
  if (!zwang) return 0;
  return hand & (1 << (ledSuit * 8 + ACE));
}
