/**
 * The screen's connection: one protocol client (the typed SDK) and one store with everything the screen
 * renders from. The SDK keeps the session token in local storage and resumes it by itself whenever the
 * socket (re)connects, so a reload or a dropped network comes back without user action.
 */
import {
  createClient, type ClockInfo, type CoachAdvice, type Ended, type KitchenTableClient, type MatchUpdate, type ReplayShown, type RoomState, type You,
} from '@kitchen-table/protocol';
import type { ViewHeader } from '@kitchen-table/engine';
import { createStore, type Store } from '../shared/store.ts';

export interface SessionState {
  connected: boolean;
  /** False until the first connect: no reconnect banner while the page is still starting. */
  everConnected: boolean;
  /** A resume of the stored session is under way (or not yet tried). */
  resuming: boolean;
  room: RoomState | null;
  you: You | null;
  matchId: string | null;
  seq: number;
  /** This client's view: its seat view when seated, the table view otherwise. */
  view: (ViewHeader & Record<string, unknown>) | null;
  clock: ClockInfo | null;
  /** `performance.now()` when `clock` arrived: remaining times count down from there. */
  clockAt: number;
  /**
   * The latest accepted move of the current match with its events (animations and sounds read it), and
   * a counter. Cleared when another match (or the lobby) comes: a screen mounted later never replays it.
   */
  lastUpdate: MatchUpdate | null;
  updates: number;
  ended: Ended | null;
  /** The coach's advice for this seat's turn (issue 18, part 2), until the match moves past it. */
  advice: CoachAdvice | null;
  /** The replay on the TV as the server last sent it (issue 18); shown only while `replayApplies`. */
  replay: ReplayShown | null;
}

export interface Session {
  client: KitchenTableClient;
  store: Store<SessionState>;
}

const INITIAL: SessionState = {
  connected: false, everConnected: false, resuming: true, room: null, you: null, matchId: null, seq: 0,
  view: null, clock: null, clockAt: 0, lastUpdate: null, updates: 0, ended: null, advice: null, replay: null,
};

/** Where a screen's SDK keeps its session (code + token) in local storage. */
export function sessionKey(kind: 'tv' | 'phone'): string {
  return `kitchen-table.${kind}`;
}

export function createSession(kind: 'tv' | 'phone', url = location.origin): Session {
  const client = createClient(url, { sessionKey: sessionKey(kind) });
  const store = createStore<SessionState>({ ...INITIAL, resuming: client.session !== null });
  const patch = (p: Partial<SessionState>) => store.set({ ...store.get(), ...p });

  client.on('connection', ({ connected }) => {
    patch({ connected, everConnected: store.get().everConnected || connected });
    // Nothing stored to resume: the page is ready as soon as the socket is.
    if (connected && !client.session) patch({ resuming: false });
  });
  client.on('snapshot', (snapshot) => {
    const matchId = snapshot.match?.matchId ?? null;
    // Nothing of another match may be replayed on this one (a trick, a toast, a flash).
    const sameMatch = matchId !== null && matchId === store.get().matchId;
    patch({
      ...(sameMatch ? {} : { lastUpdate: null }),
      resuming: false,
      room: snapshot.room,
      you: snapshot.you,
      matchId: snapshot.match?.matchId ?? null,
      seq: snapshot.match?.seq ?? 0,
      view: (snapshot.match?.view as SessionState['view']) ?? null,
      clock: snapshot.room.clock,
      clockAt: performance.now(),
      ended: null,
      advice: snapshot.advice ?? null,
    });
  });
  client.on('state', (room) => {
    const cur = store.get();
    const you = client.state.you ?? cur.you;
    // A room back in the lobby has no match to show.
    const inMatch = room.phase !== 'lobby';
    patch({
      room, you, clock: room.clock, clockAt: performance.now(),
      ...(inMatch ? {} : { view: null, matchId: null, seq: 0, lastUpdate: null }),
    });
  });
  client.on('update', (update) => {
    const cur = store.get();
    patch({
      matchId: update.matchId,
      seq: update.seq,
      view: update.view as SessionState['view'],
      clock: update.clock,
      clockAt: performance.now(),
      lastUpdate: update,
      updates: cur.updates + 1,
      ...(cur.advice && (cur.advice.matchId !== update.matchId || cur.advice.seq < update.seq) ? { advice: null } : {}),
    });
  });
  client.on('advice', (advice) => patch({ advice }));
  client.on('replay', (replay) => patch({ replay }));
  client.on('ended', (ended) => {
    patch({ ended, room: null, you: null, view: null, matchId: null, resuming: false });
  });
  return { client, store };
}

/** Milliseconds left on `seat`'s clock now, or null when that seat has no running clock. */
export function remainingMs(state: SessionState, seat: number, now = performance.now()): { left: number; total: number; running: boolean } | null {
  const clock = state.clock;
  if (!clock || clock.durationMs <= 0) return null;
  const entry = clock.seats.find((s) => s.seat === seat);
  if (!entry) return null;
  const left = clock.running ? entry.remainingMs - (now - state.clockAt) : entry.remainingMs;
  return { left: Math.max(0, left), total: clock.durationMs, running: clock.running };
}
