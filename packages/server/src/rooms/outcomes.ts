/**
 * Outcomes of a finished match for the score tables and the ranking. Placements are the engine's (ties
 * share, partners share their team's place). Credit (issue 28 §1, docs/statistics.md): a seat counts —
 * a match played, a win, a placement — only for whoever held it at the match's first move and at its
 * end (a person is known by profile, so one who left and came back to their own seat is still the
 * same); a seat that changed hands counts for nobody and is named by both ("Bot 1 → Emil"). The rating
 * rule: a credited human is rated only if they also held the seat for at least half of its deals
 * (holders are recorded per seat at the end of every deal); bots are never rated. And only a real match is rated at all (issue 15, ranking
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

/** Who holds a seat as the statistics know them: `key` is the stored competitor key (p:profile, b:bot name). */
export interface SeatHolder {
  key: string;
  profileId: string | null;
  name: string;
}

export function seatHoldersOf(slots: readonly Slot[], member: (id: string) => MemberIdentity | undefined): SeatHolder[] {
  return slots.map((slot, seat) => {
    const human = slot.kind === 'human' ? member(slot.memberId) : undefined;
    // Issue 30 part 4: an outside bot is a bot for the statistics (grouped by its name, no profile).
    if (human?.outside) return { key: `b:${human.name}`, profileId: null, name: human.name };
    if (human) return { key: `p:${human.profileId}`, profileId: human.profileId, name: human.name };
    const name = slot.kind === 'bot' ? slot.name : `Bot ${seat + 1}`;
    return { key: `b:${name}`, profileId: null, name };
  });
}

/** What the room knows of who held the seats: at the first move (null: none was made) and per deal. */
export interface SeatHistory {
  start: readonly SeatHolder[] | null;
  deals: readonly (readonly SeatHolder[])[];
}

/** A seat's name on the podium and in the evening's table: both holders when it changed hands. */
export function seatName(first: SeatHolder, last: SeatHolder): string {
  return first.key === last.key ? last.name : `${first.name} → ${last.name}`;
}

export interface MemberIdentity {
  name: string;
  profileId: string;
  /** An outside bot (issue 30 part 4): a bot in every outcome, never rated. */
  outside?: boolean;
}

export function seatOutcomes(
  result: MatchResult,
  slots: readonly Slot[],
  dealHolders: Readonly<DealHolders>,
  member: (id: string) => MemberIdentity | undefined,
  real = true,
  history: SeatHistory = { start: null, deals: [] },
): SeatOutcome[] {
  const now = seatHoldersOf(slots, member);
  return slots.map((slot, seat) => {
    const total = result.totals[seat] ?? 0;
    const placement = result.placements[seat] ?? slots.length;
    const last = now[seat]!;
    const first = history.start?.[seat] ?? last;
    const credited = first.key === last.key;
    const name = seatName(first, last);
    const human = slot.kind === 'human' ? member(slot.memberId) : undefined;
    if (slot.kind === 'human' && human?.outside) return { seat, profileId: null, name, isBot: true, total, placement, rated: false, credited, outside: true };
    if (slot.kind === 'human' && human) {
      // Half the deals by profile (per-deal holders), or by member id for a record from before issue 28.
      const held = history.deals.length > 0 ? 2 * history.deals.filter((d) => d[seat]?.key === last.key).length >= history.deals.length : isRated(dealHolders, seat, slot.memberId, slot.memberId);
      return { seat, profileId: human.profileId, name, isBot: false, total, placement, rated: real && credited && held, credited };
    }
    return { seat, profileId: null, name, isBot: true, total, placement, rated: false, credited };
  });
}
