/**
 * Outcomes of a finished match for the score tables and the ranking. Placements are the engine's (ties
 * share, partners share their team's place). The rating rule: a human is rated only if they held the
 * seat at the end of the match and for at least half of its deals (holders are recorded per seat at the
 * end of every deal); bots are never rated. And only a real match is rated at all (issue 15, ranking
 * farming): one with at least `rankedMovesPerSeat` log entries per seat (the game's, default
 * DEFAULT_RANKED_MOVES_PER_SEAT = 5: a Fahrstuhl match of one-card rounds has 2 per seat, a full
 * Lusti-Kartl'n hand 8, an Elevator deal about 18) and at least one complete deal.
 */
import type { MatchResult } from '@kitchen-table/engine';
import type { SeatOutcome } from '../storage/store.ts';
import type { Slot } from './lobby-slots.ts';

/** `dealHolders[d][seat]`: the member holding the seat when deal d+1 ended, or null for a bot. */
export type DealHolders = (string | null)[][];

export function heldDeals(dealHolders: Readonly<DealHolders>, seat: number, memberId: string): number {
  return dealHolders.filter((holders) => holders[seat] === memberId).length;
}

export function isRated(dealHolders: Readonly<DealHolders>, seat: number, memberId: string, holderAtEnd: string | null): boolean {
  if (holderAtEnd !== memberId) return false;
  const deals = dealHolders.length;
  return deals > 0 && 2 * heldDeals(dealHolders, seat, memberId) >= deals;
}

export const DEFAULT_RANKED_MOVES_PER_SEAT = 5;

/** A real match: long enough to say something about who plays better (see above). */
export function isRealMatch(entries: number, seats: number, deals: number, movesPerSeat = DEFAULT_RANKED_MOVES_PER_SEAT): boolean {
  return deals > 0 && entries >= movesPerSeat * seats;
}

export function holdersOf(slots: readonly Slot[]): (string | null)[] {
  return slots.map((s) => (s.kind === 'human' ? s.memberId : null));
}

export interface MemberIdentity {
  name: string;
  profileId: string;
}

export function seatOutcomes(
  result: MatchResult,
  slots: readonly Slot[],
  dealHolders: Readonly<DealHolders>,
  member: (id: string) => MemberIdentity | undefined,
  real = true,
): SeatOutcome[] {
  return slots.map((slot, seat) => {
    const total = result.totals[seat] ?? 0;
    const placement = result.placements[seat] ?? slots.length;
    const human = slot.kind === 'human' ? member(slot.memberId) : undefined;
    if (slot.kind === 'human' && human) {
      return { seat, profileId: human.profileId, name: human.name, isBot: false, total, placement, rated: real && isRated(dealHolders, seat, slot.memberId, slot.memberId) };
    }
    const name = slot.kind === 'bot' ? slot.name : `Bot ${seat + 1}`;
    return { seat, profileId: null, name, isBot: true, total, placement, rated: false };
  });
}
