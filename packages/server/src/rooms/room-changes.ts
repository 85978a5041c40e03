/**
 * One way to change a room (issue 29 §3, as lichess' round actor does it). A room operation's concerns
 * (room.ts, room-play.ts, room-moves.ts, room-claims.ts, room-pause.ts, room-summary.ts, room-hold.ts) change the
 * room's state through its transitions and return what happened — whether the room's record changed,
 * what everyone must be told — and do neither themselves. `settle`, the one handler, called once at the
 * end of each operation in the room's serial queue (a client's message: realtime/routes.ts; a timer's
 * task; the manager's steps), stores the record and only then publishes. So nothing is published that
 * the store refused, and an operation that touched several concerns publishes once.
 */
import type { MatchUpdate } from '@kitchen-table/protocol';
import type { Link } from './link.ts';
import type { RoomCore } from './room-core.ts';
import { broadcastSnapshots, broadcastState, broadcastStateNow, broadcastUpdate } from './room-views.ts';

/** A log entry's update to everyone (room-views.ts `broadcastUpdate`: each its own view). */
export interface EntryUpdate {
  readonly base: Omit<MatchUpdate, 'view' | 'matchId' | 'seq' | 'clock'>;
  /** The members' seats before the entry changed them (a claim at the deal's end). */
  readonly seatsBefore?: ReadonlyMap<string, number | null>;
}

export interface RoomChange {
  /** The room's record changed: it is stored before anything is published. */
  readonly store?: boolean;
  /** What everyone is told: the room state (coalesced, room-views.ts), or a snapshot each (which holds the state). */
  readonly publish?: 'state' | 'snapshots';
  /** A connection that has just had its snapshot in its answer: not sent the state at once. */
  readonly except?: Link;
  /**
   * A match's log entry, published before `publish` (a snapshot that seats a claimer follows the entry's
   * update). The entry is in the match's log already (room-moves.ts appends a move before it commits
   * it), so `store` is about the room's record only.
   */
  readonly update?: EntryUpdate;
  /** The room state at once (not coalesced), before the update: the summary, so that no phone plays into it. */
  readonly stateFirst?: boolean;
  /** What follows the publishing, in order (the coach asked, a match's opening update). */
  readonly then?: readonly (() => void)[];
}

/** Nothing to store, nothing to tell. */
export const UNCHANGED: RoomChange = {};
/** Everyone gets the new room state; nothing to store. */
export const STATE_CHANGED: RoomChange = { publish: 'state' };
/** The record changed and everyone gets the new room state. */
export const STORED_STATE: RoomChange = { store: true, publish: 'state' };
/** The record changed and everyone gets a fresh snapshot (seats or the match changed). */
export const STORED_SNAPSHOTS: RoomChange = { store: true, publish: 'snapshots' };

/** What several concerns of one operation did, as one change: stored if any stored, snapshots over a state. */
export function combine(...changes: readonly RoomChange[]): RoomChange {
  let store = false;
  let publish: RoomChange['publish'];
  let except: Link | undefined;
  let update: EntryUpdate | undefined;
  let stateFirst = false;
  const then: (() => void)[] = [];
  for (const change of changes) {
    then.push(...(change.then ?? []));
    store ||= change.store === true;
    stateFirst ||= change.stateFirst === true;
    if (change.update) {
      // One operation commits at most one entry; two would need their order said.
      if (update) throw new Error('two log entries in one room change');
      update = change.update;
    }
    if (change.publish === 'snapshots') publish = 'snapshots';
    else if (change.publish === 'state' && publish === undefined) publish = 'state';
    if (change.publish && change.except) except = change.except;
  }
  const exceptAll = except && changes.every((c) => !c.publish || c.except === except);
  return {
    ...(store ? { store } : {}),
    ...(stateFirst ? { stateFirst } : {}),
    ...(update ? { update } : {}),
    ...(publish ? { publish } : {}),
    ...(exceptAll && publish === 'state' ? { except } : {}),
    ...(then.length > 0 ? { then } : {}),
  };
}

/**
 * The one handler: stores the room's record when it changed, then publishes what the change says. A
 * failed store publishes nothing and fails the operation (it changed nothing stored). A change that
 * stores nothing is published at once (no await), as the synchronous transitions of a hold need.
 */
export function settle(room: RoomCore, change: RoomChange): Promise<void> {
  if (!change.store) {
    publish(room, change);
    return Promise.resolve();
  }
  return room.save().then(() => publish(room, change));
}

/** In this order: the state that must come first, the entry, the state or snapshots, what follows. */
function publish(room: RoomCore, change: RoomChange): void {
  if (change.stateFirst) broadcastStateNow(room);
  if (change.update) broadcastUpdate(room, change.update.base, change.update.seatsBefore);
  if (change.publish === 'snapshots') broadcastSnapshots(room);
  else if (change.publish === 'state') broadcastState(room, change.except);
  for (const next of change.then ?? []) next();
}
