/**
 * The typed client SDK over socket.io-client, used by the web app, the tests and the load benchmark.
 * Requests return promises that resolve with the ack's data or reject with a ProtocolError carrying
 * the server's code. The SDK keeps the latest snapshot, room state and view, remembers the session
 * (code + token) in storage, and resumes it by itself whenever the socket (re)connects.
 * Runs in browsers and in Node: nothing Node-only is used.
 */
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type ClientEventName } from './events.ts';
import { ProtocolError, type ErrorPayload } from './errors.ts';
import type { Ack, AckData, ClientToServerEvents, CreateRoomResult, InviteResult, JoinResult, ServerToClientEvents } from './acks.ts';
import type { ArrangePayload, ClientPayloads, ConfigurePayload, EndMode, SlotChoice } from './client-messages.ts';
import type { ClockInfo, CoachAdvice, Ended, MatchSnapshot, MatchUpdate, ReplayShown, RoomState, Snapshot, You } from './server-messages.ts';
import { defaultStorage, deviceToken, readSession, writeSession, type KeyValueStorage, type StoredSession } from './session-storage.ts';
import type { ClientKind } from './types.ts';
import type { BotLevel } from './constants.ts';

export interface ClientOptions {
  /** Where the session and device token live; default localStorage when present, else memory. */
  storage?: KeyValueStorage;
  /** Storage key of the session; give the TV and the phone different keys on one browser. */
  sessionKey?: string;
  /** Resume the stored session whenever the socket connects (default true). */
  autoResume?: boolean;
  /** How long a request waits for its ack before rejecting with code `TIMEOUT` (default 10 s). */
  ackTimeoutMs?: number;
  /** Passed to socket.io-client's `io()` (e.g. `{ transports: ['websocket'] }`, `forceNew`). */
  socket?: Partial<ManagerOptions & SocketOptions>;
}

export interface ClientState {
  room: RoomState | null;
  you: You | null;
  match: MatchSnapshot | null;
  clock: ClockInfo | null;
  /** The coach's latest advice for this seat (cleared when the match moves past its position). */
  advice: CoachAdvice | null;
  /** The replay on the TV, or null (issue 18): show it only while `replayApplies(room, replay)`. */
  replay: ReplayShown | null;
}

export interface ClientEvents {
  /** A full picture: after create, join, resume, a match start or a seat change. */
  snapshot: (snapshot: Snapshot) => void;
  /** The room changed (lobby, members, pause, clock, result). */
  state: (room: RoomState) => void;
  /** One accepted move (or system entry) with this client's new view. */
  update: (update: MatchUpdate) => void;
  /** This client left the room: kicked, room closed, or the stored session is no longer valid. */
  ended: (ended: Ended) => void;
  /** An error the server sent outside an ack (e.g. for a message sent without one). */
  error: (error: ErrorPayload) => void;
  /** The socket connected or lost its connection (for a reconnect banner). */
  connection: (status: { connected: boolean }) => void;
  /** The coach's advice for this seat's turn (coached seats only; issue 18, part 2). */
  advice: (advice: CoachAdvice) => void;
  /** The replay on the TV opened, moved or closed. */
  replay: (replay: ReplayShown | null) => void;
}

export type KitchenTableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface KitchenTableClient {
  readonly socket: KitchenTableSocket;
  readonly state: Readonly<ClientState>;
  readonly session: StoredSession | null;
  /** This device's long-lived token (created on first use). */
  readonly deviceToken: string;

  /** TV: opens a new room. */
  createRoom(): Promise<CreateRoomResult>;
  /** Phone: joins a room with its code and a name (the device token is added by the SDK). */
  join(code: string, name: string): Promise<JoinResult>;
  /** Returns to a room with a token (the stored session's by default). */
  resume(session?: { token: string; code?: string; kind?: ClientKind }): Promise<Snapshot>;
  leave(): Promise<void>;

  configure(config: ConfigurePayload): Promise<void>;
  arrange(slots: SlotChoice[] | ArrangePayload['slots']): Promise<void>;
  /** Host: how the bot in `seat` plays (lobby or match; a match's bot uses it from its next move). */
  setBotLevel(seat: number, level: BotLevel): Promise<void>;
  start(): Promise<void>;
  /** Host, lobby or podium (issue 18 part 3): starts the chosen game's learning deal (not ranked, not stored). */
  startLesson(): Promise<void>;
  end(mode: EndMode): Promise<void>;
  restart(): Promise<void>;
  kick(memberId: string): Promise<void>;
  /** Host: lets a kicked phone back in (`room.kicked` lists them); it may join again at once. */
  readmit(memberId: string): Promise<void>;
  /** Host: ends a rules pause at once. */
  resumePlay(): Promise<void>;

  /** Plays a move against the latest known state (or against `seq` when given); resolves to the new seq. */
  move(move: Record<string, unknown>, seq?: number): Promise<number>;
  openRules(): Promise<void>;
  closeRules(): Promise<void>;
  /** Takes over a bot's or an open seat (at the next deal during a match); resolves true when it is pending. */
  claimSeat(seat: number): Promise<boolean>;
  /** Host of a partnership game: allows (or refuses) a pending take-over of `seat`. */
  approveClaim(seat: number, allow: boolean): Promise<void>;
  /** Seated phone, between deals: ready for the next deal. */
  nextDeal(): Promise<void>;
  /** Seated phone or host: pauses the match, or ends its own pause (the host ends any). */
  pause(paused: boolean): Promise<void>;
  /** Seated phone: the move it has selected but not played (played by the clock if time runs out). */
  select(move: Record<string, unknown> | null): Promise<void>;
  /** Host: the coach on or off for the person in `seat` (lobby or match; NOT_HOST for anyone else). */
  setCoach(seat: number, on: boolean): Promise<void>;
  /** Host: shows a replay on the TV (between deals: the deal just scored; after a match: that match). */
  openReplay(deal?: number): Promise<void>;
  /** Host: moves the replay to `deal`, `step` (0 = as dealt). */
  showReplay(deal: number, step: number): Promise<void>;
  /** Host: closes the replay. */
  closeReplay(): Promise<void>;
  /** Host, outside a match: an invitation code for an outside bot into `seat` (issue 30 part 4; shown once). */
  invite(seat: number): Promise<InviteResult>;

  on<E extends keyof ClientEvents>(event: E, listener: ClientEvents[E]): () => void;
  /** Low-level: sends any event with any payload and returns the raw ack (for tests and fuzzing). */
  request<E extends ClientEventName>(event: E, payload: unknown): Promise<Ack<AckData[E]>>;
  close(): void;
}

const DEFAULT_SESSION_KEY = 'kitchen-table.session';

export function createClient(url: string, options: ClientOptions = {}): KitchenTableClient {
  const storage = options.storage ?? defaultStorage();
  const sessionKey = options.sessionKey ?? DEFAULT_SESSION_KEY;
  const autoResume = options.autoResume ?? true;
  const ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
  const socket: KitchenTableSocket = io(url, {
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...options.socket,
  });
  const device = deviceToken(storage);
  let session = readSession(storage, sessionKey);
  const state: ClientState = { room: null, you: null, match: null, clock: null, advice: null, replay: null };
  const listeners: { [E in keyof ClientEvents]: Set<ClientEvents[E]> } = {
    snapshot: new Set(),
    state: new Set(),
    update: new Set(),
    ended: new Set(),
    error: new Set(),
    connection: new Set(),
    advice: new Set(),
    replay: new Set(),
  };

  const emitLocal = <E extends keyof ClientEvents>(event: E, ...args: Parameters<ClientEvents[E]>): void => {
    for (const fn of listeners[event]) {
      try {
        (fn as (...a: Parameters<ClientEvents[E]>) => void)(...args);
      } catch (e) {
        // A listener's bug must not stop the other listeners or the SDK's own bookkeeping.
        console.error('kitchen-table client listener failed', e);
      }
    }
  };

  const setSession = (next: StoredSession | null): void => {
    session = next;
    writeSession(storage, sessionKey, next);
  };

  const applySnapshot = (received: Snapshot): void => {
    // A snapshot older than an update this client already shows (it was answered by one server process
    // and crossed a newer update on its way through another) must not take the position back: the
    // player would not see that it is their turn. Its room and identity still apply.
    const stale = state.match !== null && received.match !== null && state.match.matchId === received.match.matchId && state.match.seq > received.match.seq;
    const snapshot: Snapshot = stale
      ? { ...received, match: state.match, room: { ...received.room, clock: state.clock ?? received.room.clock }, ...(state.advice ? { advice: state.advice } : {}) }
      : received;
    state.room = snapshot.room;
    state.you = snapshot.you;
    state.match = snapshot.match;
    state.clock = snapshot.room.clock;
    state.advice = snapshot.advice ?? null;
    emitLocal('snapshot', snapshot);
  };

  const reset = (): void => {
    state.room = null;
    state.you = null;
    state.match = null;
    state.clock = null;
    state.advice = null;
    state.replay = null;
  };

  /** Settles when the stored session has been resumed after the latest connect (or at once). */
  let resumed: Promise<void> = Promise.resolve();

  socket.on(SERVER_EVENTS.snapshot, applySnapshot);
  socket.on(SERVER_EVENTS.state, ({ room }) => {
    state.room = room;
    state.clock = room.clock;
    if (state.you && state.you.memberId) {
      const me = room.members.find((m) => m.id === state.you!.memberId);
      if (me) state.you = { ...state.you, seat: me.seat, role: me.role, isHost: room.hostId === me.id };
    }
    emitLocal('state', room);
  });
  socket.on(SERVER_EVENTS.update, (update) => {
    // Updates of a match this client no longer shows (a late packet after a restart) are dropped.
    if (state.match && state.match.matchId === update.matchId) {
      // Seq 0 is the match's opening update (deal 1's dealStart) after the snapshot of the same state.
      if (update.seq < state.match.seq || (update.seq === state.match.seq && update.seq !== 0)) return;
      state.match = { matchId: update.matchId, seq: update.seq, view: update.view };
    } else {
      state.match = { matchId: update.matchId, seq: update.seq, view: update.view };
    }
    state.clock = update.clock;
    if (state.room) state.room = { ...state.room, clock: update.clock };
    if (state.advice && (state.advice.matchId !== update.matchId || state.advice.seq < update.seq)) state.advice = null;
    emitLocal('update', update);
  });
  socket.on(SERVER_EVENTS.coachAdvice, (advice) => {
    // Advice for a position the match has left (a late packet) is dropped.
    if (state.match && (state.match.matchId !== advice.matchId || state.match.seq > advice.seq)) return;
    state.advice = advice;
    emitLocal('advice', advice);
  });
  socket.on(SERVER_EVENTS.ended, (ended) => {
    setSession(null);
    reset();
    emitLocal('ended', ended);
  });
  socket.on(SERVER_EVENTS.error, (error) => emitLocal('error', error));
  socket.on(SERVER_EVENTS.replay, ({ replay }) => {
    state.replay = replay;
    emitLocal('replay', replay);
  });
  socket.on('connect', () => {
    emitLocal('connection', { connected: true });
    if (autoResume && session) {
      const s = session;
      resumed = client.resume(s).then(
        () => undefined,
        (e: unknown) => {
          if (e instanceof ProtocolError && (e.code === 'ROOM_NOT_FOUND' || e.code === 'KICKED')) {
            // The stored session is gone for good: forget it and say so.
            reset();
            emitLocal('ended', { reason: e.code === 'KICKED' ? 'kicked' : 'closed' });
          }
        },
      );
    }
  });
  socket.on('disconnect', () => emitLocal('connection', { connected: false }));

  async function request<E extends ClientEventName>(event: E, payload: unknown): Promise<Ack<AckData[E]>> {
    try {
      // Deliberately untyped: `request` lets tests and fuzzers send any payload; typed callers use `call`.
      const timed = socket.timeout(ackTimeoutMs) as unknown as { emitWithAck(e: string, p: unknown): Promise<Ack<AckData[E]>> };
      return await timed.emitWithAck(event, payload);
    } catch {
      return { ok: false, error: { code: 'TIMEOUT', message: `no answer to ${event} within ${ackTimeoutMs} ms` } };
    }
  }

  /** Waits until the socket is connected and the session resumed, so that a request made while away
   * reaches the server after the resume (socket.io would otherwise flush it first, outside the room). */
  async function ready(): Promise<void> {
    if (!socket.connected) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          socket.off('connect', onConnect);
          reject(new ProtocolError('TIMEOUT', `not connected within ${ackTimeoutMs} ms`));
        }, ackTimeoutMs);
        const onConnect = (): void => {
          clearTimeout(timer);
          resolve();
        };
        socket.once('connect', onConnect);
      });
    }
    await resumed;
  }

  const ENTRY_EVENTS: readonly string[] = [CLIENT_EVENTS.createRoom, CLIENT_EVENTS.join, CLIENT_EVENTS.resume];

  async function call<E extends ClientEventName>(event: E, payload: ClientPayloads[E]): Promise<AckData[E]> {
    if (!ENTRY_EVENTS.includes(event)) await ready();
    const reply = await request(event, payload);
    if (!reply || typeof reply !== 'object' || typeof reply.ok !== 'boolean') {
      throw new ProtocolError('BAD_MESSAGE', `malformed ack for ${event}`);
    }
    if (!reply.ok) throw new ProtocolError(reply.error.code, reply.error.message);
    return reply.data;
  }

  const client: KitchenTableClient = {
    socket,
    get state() {
      return state;
    },
    get session() {
      return session;
    },
    deviceToken: device,

    async createRoom() {
      const result = await call(CLIENT_EVENTS.createRoom, {});
      setSession({ kind: 'tv', code: result.code, token: result.token });
      applySnapshot(result.snapshot);
      return result;
    },
    async join(code, name) {
      const result = await call(CLIENT_EVENTS.join, { code, name, deviceToken: device });
      setSession({ kind: 'phone', code: result.snapshot.room.code, token: result.token });
      applySnapshot(result.snapshot);
      return result;
    },
    async resume(s) {
      const target = s ?? session;
      if (!target) throw new ProtocolError('ROOM_NOT_FOUND', 'no stored session to resume');
      try {
        const { snapshot } = await call(CLIENT_EVENTS.resume, { token: target.token });
        setSession({ kind: snapshot.you.role === 'tv' ? 'tv' : 'phone', code: snapshot.room.code, token: target.token });
        applySnapshot(snapshot);
        return snapshot;
      } catch (e) {
        if (e instanceof ProtocolError && (e.code === 'ROOM_NOT_FOUND' || e.code === 'KICKED')) {
          if (session && session.token === target.token) setSession(null);
        }
        throw e;
      }
    },
    async leave() {
      await call(CLIENT_EVENTS.leave, {});
      setSession(null);
      reset();
    },
    async configure(config) {
      await call(CLIENT_EVENTS.configure, config);
    },
    async arrange(slots) {
      await call(CLIENT_EVENTS.arrange, { slots });
    },
    async setBotLevel(seat, level) {
      await call(CLIENT_EVENTS.botLevel, { seat, level });
    },
    async start() {
      await call(CLIENT_EVENTS.start, {});
    },
    async startLesson() {
      await call(CLIENT_EVENTS.startLesson, {});
    },
    async end(mode) {
      await call(CLIENT_EVENTS.end, { mode });
    },
    async restart() {
      await call(CLIENT_EVENTS.restart, {});
    },
    async kick(memberId) {
      await call(CLIENT_EVENTS.kick, { memberId });
    },
    async readmit(memberId) {
      await call(CLIENT_EVENTS.readmit, { memberId });
    },
    async resumePlay() {
      await call(CLIENT_EVENTS.resumePlay, {});
    },
    async move(move, seq) {
      const against = seq ?? state.match?.seq;
      if (against === undefined) throw new ProtocolError('WRONG_PHASE', 'no match is being played');
      const result = await call(CLIENT_EVENTS.move, { seq: against, move });
      return result.seq;
    },
    async openRules() {
      await call(CLIENT_EVENTS.openRules, {});
    },
    async closeRules() {
      await call(CLIENT_EVENTS.closeRules, {});
    },
    async claimSeat(seat) {
      const result = await call(CLIENT_EVENTS.claimSeat, { seat });
      return result.pending;
    },
    async approveClaim(seat, allow) {
      await call(CLIENT_EVENTS.approveClaim, { seat, allow });
    },
    async nextDeal() {
      await call(CLIENT_EVENTS.nextDeal, {});
    },
    async pause(paused) {
      await call(CLIENT_EVENTS.pause, { paused });
    },
    async select(move) {
      await call(CLIENT_EVENTS.select, { move });
    },
    async setCoach(seat, on) {
      await call(CLIENT_EVENTS.coach, { seat, on });
    },
    invite(seat) {
      return call(CLIENT_EVENTS.invite, { seat });
    },
    async openReplay(deal) {
      await call(CLIENT_EVENTS.replayOpen, deal === undefined ? {} : { deal });
    },
    async showReplay(deal, step) {
      await call(CLIENT_EVENTS.replayShow, { deal, step });
    },
    async closeReplay() {
      await call(CLIENT_EVENTS.replayClose, {});
    },

    on(event, listener) {
      listeners[event].add(listener);
      return () => void listeners[event].delete(listener);
    },
    request,
    close() {
      socket.close();
    },
  };
  return client;
}
