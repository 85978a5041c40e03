/**
 * Walking a stored match log through the game interface, entry by entry: a seat's move is parsed and
 * applied, the host's "finish after this deal" (`{system: 'finishAfterDeal'}`, seat null) marks the state,
 * an abort ends the walk. One walk for everything derived from a log (core/replay.ts for the TV's replay,
 * core/stats.ts for the measures); each caller words its own refusal.
 */
import type { GameDefinition, GameError, GameEvent, Seat, SeatViewBase, ViewHeader } from './game.ts';

/** One entry of a stored match log: a seat's move, or a system entry (seat null). */
export interface LogEntry {
  seat: Seat | null;
  move: unknown;
}

/** A seat's move of the log, applied. */
export interface WalkedMove<E extends GameEvent = GameEvent> {
  seat: Seat;
  /** The move as the game parsed it. */
  move: Record<string, unknown>;
  /** The state before the move and after it. */
  before: unknown;
  after: unknown;
  events: readonly E[];
}

/** Why the walk stopped before the log's end (an abort is not a failure: the walk simply ends). */
export type WalkFailure =
  | { kind: 'system'; entry: number }
  | { kind: 'parse' | 'apply'; entry: number; error: GameError };

/**
 * Calls `visit` for every seat's move of `log` from `start`, in order; answers the state at the end, or
 * the failure (0-based `entry`) where an entry does not apply.
 */
export function walkLog<E extends GameEvent = GameEvent>(
  game: GameDefinition<unknown, Record<string, unknown>, SeatViewBase, ViewHeader, E>,
  start: unknown,
  log: readonly LogEntry[],
  visit: (played: WalkedMove<E>) => void,
): { ok: true; state: unknown } | { ok: false; failure: WalkFailure } {
  let state = start;
  for (let entry = 0; entry < log.length; entry++) {
    const { seat, move } = log[entry]!;
    if (seat === null) {
      const system = typeof move === 'object' && move !== null && !Array.isArray(move) ? (move as { system?: unknown }).system : undefined;
      if (system === 'abort') break;
      if (system !== 'finishAfterDeal') return { ok: false, failure: { kind: 'system', entry } };
      state = game.finishAfterCurrentDeal(state);
      continue;
    }
    const parsed = game.parseMove(move);
    if (!parsed.ok) return { ok: false, failure: { kind: 'parse', entry, error: parsed.error } };
    const applied = game.applyMove(state, seat, parsed.value);
    if (!applied.ok) return { ok: false, failure: { kind: 'apply', entry, error: applied.error } };
    visit({ seat, move: parsed.value as Record<string, unknown>, before: state, after: applied.state, events: applied.events });
    state = applied.state;
  }
  return { ok: true, state };
}
