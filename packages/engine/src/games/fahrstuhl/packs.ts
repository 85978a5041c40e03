/**
 * The two packs' size and the rules' cap on a round. Apart from deck.ts (which re-exports them) so that
 * the host options, and with them the light catalogue, do not import the deal generator.
 */
export const PACK_CARDS = 64;

/** The rules' cap on a round: every seat's hand plus the turned-up card must fit in the two packs. */
export function fitsInPacks(seats: number, largestHand: number): boolean {
  return seats * largestHand + 1 <= PACK_CARDS;
}
