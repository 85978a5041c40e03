/**
 * A room after a failure of one of its operations (issue 26). `containFailure` decides what a failure
 * means; after an unexpected one the match is rebuilt from its log — the store's record of every accepted move, which
 * a failed operation cannot have got ahead of — so that whatever the failure left half changed in
 * memory (the game's state, a stored selection, clocks, bot timers) is gone. Members, their connections,
 * seats and the lobby's configuration stay as they are: they change only in whole steps. Everyone gets
 * a fresh snapshot. What a reload loses: a running pause (readers of the rules pause again at once), an
 * open summary between deals (the next deal starts), the selections, and every clock starts afresh.
 *
 * A match that keeps failing (more than MAX_RELOADS reloads within RELOAD_WINDOW_MS: the game throws
 * on every turn) is dropped and the room goes back to its lobby, so that a broken game cannot keep a
 * room busy failing; so is a match whose log no longer replays, and a learning deal (it has no log).
 */
import { StoreError } from '../storage/store.ts';
import { holdersOf } from './outcomes.ts';
import { MatchSession } from './match-session.ts';
import type { RoomCore } from './room-core.ts';
import { RoomError } from './room-error.ts';
import { combine, settle, type RoomChange } from './room-changes.ts';

/**
 * An operation of `room` threw (serial-queue.ts calls this in the operation's own slot, before the
 * room's next operation). A refusal (RoomError) changed nothing; a store's refusal (StoreError) left
 * the state as the log has it (a move is stored before it is committed). Anything else is a bug or a
 * hostile input that got past the schemas, and may have left the state half changed: it is logged
 * with the room's code and the operation's name, and the room is reloaded from its log. The process
 * and every other room go on; a client that waited is answered INTERNAL by the gateway.
 */
export async function containFailure(room: RoomCore, error: unknown, what: string, clientWaits: boolean): Promise<void> {
  if (error instanceof RoomError) {
    if (!clientWaits) room.log.warn({ code: error.code, during: what }, `${what}: refused`);
    return;
  }
  if (error instanceof StoreError) {
    // FENCED: the room has moved to another process (cluster), nothing ran: the edge follows it.
    if (error.code === 'FENCED') room.log.warn({ during: what }, `${what}: the room has moved`);
    else room.log.error({ err: error, during: what }, `${what}: the store refused`);
    return;
  }
  if (room.closed) {
    room.log.error({ err: error, during: what }, `${what} failed in a closed room`);
    return;
  }
  room.log.error({ err: error, during: what }, `${what} failed: the room is reloaded from its log`);
  try {
    await settle(room, await room.reloadAfterFailure());
  } catch (reloadError) {
    room.log.error({ err: reloadError, during: what }, 'the room could not be reloaded; it stays as it is');
  }
}

export const MAX_RELOADS = 3;
export const RELOAD_WINDOW_MS = 60_000;

export interface ReloadHooks {
  /** Bots, clocks, the summary's and the pauses' timers stop. */
  stopTimers(): void;
  /** The rebuilt match runs: fresh clocks, bots, pauses and presence looked at. */
  resume(): RoomChange;
  /** The rebuilt match is over (the failure came as it ended): score and record it. */
  finish(): Promise<RoomChange>;
  /** The match is dropped from the log (an abort entry). */
  abort(): Promise<void>;
  /** Back to the lobby, everyone told. */
  toLobby(): RoomChange;
}

export class MatchReload {
  private reloads: { match: string; at: number }[] = [];

  constructor(
    private readonly room: RoomCore,
    private readonly hooks: ReloadHooks,
  ) {}

  /** What the reload changed is its caller's to settle (`containFailure`). */
  async reload(): Promise<RoomChange> {
    const room = this.room;
    const match = room.match;
    // Nothing of play runs: everyone just gets the room afresh.
    if (room.phase !== 'playing' || !match) return { publish: 'snapshots' };
    if (match.isLesson) {
      room.log.warn({ match: match.id }, 'learning deal dropped after a failure');
      return this.hooks.toLobby();
    }
    const now = room.timers.now();
    this.reloads = this.reloads.filter((r) => r.match === match.id && now - r.at < RELOAD_WINDOW_MS);
    this.reloads.push({ match: match.id, at: now });
    if (this.reloads.length > MAX_RELOADS) {
      room.log.error({ match: match.id, reloads: this.reloads.length }, 'the match keeps failing: dropped, the room goes back to its lobby');
      await this.hooks.abort().catch((error: unknown) => room.log.error({ err: error, match: match.id }, 'the failing match could not be marked aborted'));
      return this.hooks.toLobby();
    }
    // A store that cannot be read throws here: the room stays as it is (room-core.ts logs it).
    const loaded = await room.deps.store.loadMatch(match.id);
    let replayed: ReturnType<typeof MatchSession.replay> | null = null;
    try {
      replayed = loaded ? MatchSession.replay(match.game, loaded.match, loaded.moves) : null;
    } catch (error) {
      room.log.error({ err: error, match: match.id }, 'the match log does not replay');
    }
    if (!replayed || replayed.aborted) {
      room.log.error({ match: match.id }, 'the match could not be rebuilt from its log: the room goes back to its lobby');
      return this.hooks.toLobby();
    }
    const { session } = replayed;
    this.hooks.stopTimers();
    const completed = session.isOver() ? session.deal() : session.deal() - 1;
    room.resumeMatch(session, 'playing', room, completed, () => holdersOf(room.slots));
    room.log.warn({ match: match.id, seq: session.seq }, 'room reloaded from its log');
    if (session.isOver()) return this.hooks.finish();
    return combine(this.hooks.resume(), { publish: 'snapshots' });
  }
}
