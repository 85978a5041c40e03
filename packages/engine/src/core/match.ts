/**
 * The one deal loop every game shares: when a deal ends it is scored (`dealScored`), and either the match
 * ends (`matchOver`: the game's own end — deals played out, a target reached — or the host's "finish after
 * this deal") or the next deal is dealt (`dealStart`). The games supply what differs: the numbers, the
 * state after the match, and how the next deal is dealt.
 */
import type { DealStartEvent, GameEvent, Seat } from './game.ts';
import { placementsFromTotals } from './placements.ts';

/** Every game's state carries the host's request under this one name. */
export interface FinishFlag {
  finishAfterDeal: boolean;
}

export interface DealClosing<S> {
  /** 1-based number of the deal that ended. */
  deal: number;
  /** Match points per seat this deal gave, and the totals after it. */
  score: number[];
  totals: number[];
  /** Game-specific fields of the `dealScored` event (Fahrstuhl's calls, Elevator's cards left, …). */
  detail?: Record<string, unknown>;
  /** The match ends by the game's own rule after this deal. */
  lastDeal: boolean;
  finishAfterDeal: boolean;
  /** Placements at the end (default: higher totals are better, ties share). */
  placements?: number[];
  /** Game-specific fields of the `matchOver` event. */
  matchDetail?: Record<string, unknown>;
  /** The state once the match is over. */
  end(): S;
  /** The state with the next deal dealt, and its `dealStart` event. */
  next(): { state: S; start: DealStartEvent };
}

/**
 * Scores the ended deal into `events`, then ends the match or deals the next deal. `events` is the game's
 * own event list (an array of its event union, which TypeScript lets pass as GameEvent[]): the common
 * events built here carry the game's `detail`, and the schema test checks them against the game's schema.
 */
export function closeDeal<S>(events: GameEvent[], c: DealClosing<S>): S {
  events.push({ ...c.detail, type: 'dealScored', deal: c.deal, score: c.score.slice(), totals: c.totals.slice() });
  if (c.lastDeal || c.finishAfterDeal) {
    const placements = c.placements ?? placementsFromTotals(c.totals);
    events.push({ ...c.matchDetail, type: 'matchOver', totals: c.totals.slice(), placements });
    return c.end();
  }
  const { state, start } = c.next();
  events.push(start);
  return state;
}

/** The host's "end the match": it ends when the running deal ends (nothing changes once it is over). */
export function finishAfterThisDeal<S extends FinishFlag>(state: S, matchOver: boolean): S {
  return matchOver || state.finishAfterDeal ? state : { ...state, finishAfterDeal: true };
}

/** A `dealStart` event (game-specific fields beside the common ones). */
export function dealStart(deal: number, dealer: Seat, detail?: Record<string, unknown>): DealStartEvent {
  return { ...detail, type: 'dealStart', deal, dealer };
}

/**
 * A default for `explainIllegal`: null when the move is among the view's legal moves (compared as JSON),
 * else the game's reason. Games pass their own `reason` that reads the view.
 */
export function legalOrReason<V extends { legal: Record<string, unknown>[] }, M>(
  view: V,
  move: M,
  reason: (view: V, move: M) => { code: string; message: string },
): { code: string; message: string } | null {
  const key = JSON.stringify(move);
  if (view.legal.some((m) => JSON.stringify(m) === key)) return null;
  return reason(view, move);
}
