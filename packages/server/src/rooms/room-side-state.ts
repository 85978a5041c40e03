/**
 * What a room keeps beside its phase and seating (RoomCore, room-core.ts, builds on it): seats claimed
 * by late-comers, each seat's selected move, the coach's advice, who has the coach on, the host's
 * options per game, and its holds. A hold (room-hold.ts, issue 26) is not a phase: any room can be on
 * hold, for one or more reasons, and nothing else of its state changes with it. Private collections, read through read-only views, changed through the named
 * transitions here; what belongs to a match alone is cleared with it (`matchSideStateCleared`).
 */
import { HOLD_REASONS, type CoachAdvice, type HoldInfo, type HoldReason, type RoomConfig } from '@kitchen-table/protocol';
import type { Member } from './link.ts';
import { RoomPeople } from './room-people.ts';

export class RoomSideState extends RoomPeople {
  /** Bot seats that a member takes over when the current deal ends (room-claims.ts decides). */
  readonly #claims = new Map<number, string>();
  /** Claimed seats the host of a partnership game has not allowed yet (they wait, and do not happen). */
  readonly #unapprovedClaims = new Set<number>();
  /** The move each seat has selected but not played (the clock plays it if legal when time runs out). */
  readonly #selections = new Map<number, Record<string, unknown>>();
  /** Members the host switched the coach on for (issue 18, part 2); they keep it from match to match. */
  readonly #coached = new Set<string>();
  /**
   * Issue 28 §6: the host's options per game, as last chosen in this room's lobby: switching back to a
   * game brings them back (Lusti's target 5 stayed 5). Stored with the room, so a restart keeps them.
   */
  readonly #optionsByGame = new Map<string, RoomConfig['options']>();
  /** The coach's latest advice per seat, for the position it names (room-coach.ts decides). */
  readonly #advice = new Map<number, CoachAdvice>();
  /** Issue 26: why the room is on hold, each reason with when it began (room-hold.ts changes it). */
  readonly #holds = new Map<HoldReason, number>();

  // ---- reading ---------------------------------------------------------------------------------

  get claims(): ReadonlyMap<number, string> {
    return this.#claims;
  }
  get unapprovedClaims(): ReadonlySet<number> {
    return this.#unapprovedClaims;
  }
  get selections(): ReadonlyMap<number, Record<string, unknown>> {
    return this.#selections;
  }
  get coached(): ReadonlySet<string> {
    return this.#coached;
  }
  get optionsByGame(): ReadonlyMap<string, RoomConfig['options']> {
    return this.#optionsByGame;
  }
  get advice(): ReadonlyMap<number, CoachAdvice> {
    return this.#advice;
  }
  /** The room's hold (the first reason of HOLD_REASONS it is held for), or null when it is not on hold. */
  get hold(): HoldInfo | null {
    for (const reason of HOLD_REASONS) {
      const since = this.#holds.get(reason);
      if (since !== undefined) return { reason, since };
    }
    return null;
  }
  isHeldFor(reason: HoldReason): boolean {
    return this.#holds.has(reason);
  }

  // ---- transitions -----------------------------------------------------------------------------

  /** `memberId` claims `seat` (dropping any other claim of theirs); `unapproved`: it waits for the host. */
  seatClaimed(seat: number, memberId: string, unapproved: boolean): void {
    this.#dropClaimsOf(memberId);
    this.#claims.set(seat, memberId);
    if (unapproved) this.#unapprovedClaims.add(seat);
  }

  /** The host allowed the waiting claim of `seat`. */
  claimApproved(seat: number): void {
    this.#unapprovedClaims.delete(seat);
  }

  /** The claim of `seat` is over: it happened, or it was refused or lapsed. */
  claimDropped(seat: number): void {
    this.#claims.delete(seat);
    this.#unapprovedClaims.delete(seat);
  }

  #dropClaimsOf(memberId: string): void {
    for (const [seat, claimer] of this.#claims) if (claimer === memberId) this.claimDropped(seat);
  }

  /** The move a seat has selected but not played (null: none any more). */
  moveSelected(seat: number, move: Record<string, unknown> | null): void {
    if (move === null) this.#selections.delete(seat);
    else this.#selections.set(seat, move);
  }

  /** Every seat's selection is gone (a deal ended, the match's timers stopped). */
  selectionsCleared(): void {
    this.#selections.clear();
  }

  /** The coach's advice for a seat (room-coach.ts). */
  adviceGiven(seat: number, advice: CoachAdvice): void {
    this.#advice.set(seat, advice);
  }

  /** Advice about any other position than `seq` is dropped (null: all of it, a new match). */
  adviceOutdated(seq: number | null): void {
    for (const [seat, advice] of this.#advice) if (seq === null || advice.seq !== seq) this.#advice.delete(seat);
  }

  /** The host's options for `game` in this room, for when the lobby switches back to it. */
  optionsChosen(game: string, options: RoomConfig['options']): void {
    this.#optionsByGame.set(game, { ...options });
  }

  /** The room is held for `reason` from `since` on (null: no longer); only room-hold.ts calls it. */
  setHold(reason: HoldReason, since: number | null): void {
    if (since === null) this.#holds.delete(reason);
    else if (!this.#holds.has(reason)) this.#holds.set(reason, since);
  }

  /** A member left (or was kicked): what it held here — its claims, its coach — goes with it. */
  memberLeft(memberId: string): Member | undefined {
    const member = this.memberRemoved(memberId);
    this.#coached.delete(memberId);
    this.#dropClaimsOf(memberId);
    return member;
  }

  /** The coach on or off for a member (RoomCore.setCoached also marks a running match). */
  protected coachSwitched(memberId: string, on: boolean): void {
    if (on) this.#coached.add(memberId);
    else this.#coached.delete(memberId);
  }

  /** A match began or ended: its claims, selections and advice go with it. */
  protected matchSideStateCleared(): void {
    this.#claims.clear();
    this.#unapprovedClaims.clear();
    this.#selections.clear();
    this.#advice.clear();
  }

  /** Start-up: the coach choices and options per game the record kept (of members still in the room). */
  protected sideStateLoaded(coached: Iterable<string>, optionsByGame: Iterable<[string, RoomConfig['options']]>): void {
    for (const id of coached) if (this.members.has(id)) this.#coached.add(id);
    for (const [game, options] of optionsByGame) this.#optionsByGame.set(game, options);
  }

  /** A resumed match's claims (those waiting for the host only if they are claims). */
  protected claimsLoaded(claims: Iterable<readonly [number, string]>, unapproved: Iterable<number>): void {
    for (const [seat, memberId] of claims) this.#claims.set(seat, memberId);
    for (const seat of unapproved) if (this.#claims.has(seat)) this.#unapprovedClaims.add(seat);
  }
}
