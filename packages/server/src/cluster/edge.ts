/**
 * The edge: the process a client's socket is connected to. It answers the client's messages for rooms
 * this process owns and forwards the others to their owner (bus.ts), answering only with the owner's
 * answer — sent after the owner stored the move. It also notices when a room's owner changes (the owner
 * died, or let the room go) and resumes the client's session at the new owner by itself, pushing the
 * fresh snapshot to the client: the phone stays connected and sees the match go on.
 */
import { CLIENT_EVENTS, type Ack, type AckData, type ClientEventName } from '@kitchen-table/protocol';
import type { Logger } from 'pino';
import { ROOM_MOVED, ROOM_MOVING, type ClusterEdge, type LocalConnection } from '../realtime/gateway.ts';
import { normaliseRoomCode } from '../rooms/room-codes.ts';
import { hashToken } from '../rooms/tokens.ts';
import { ForwardTimeout, type Bus } from './bus.ts';
import type { ClusterRoomManager } from './cluster-rooms.ts';
import { currentEpoch } from './fencing.ts';
import type { Leases } from './leases.ts';

export interface EdgeOptions {
  manager: ClusterRoomManager;
  leases: Leases;
  bus: Bus;
  log: Logger;
  /** The process's clock (the rooms' injected `timers.now`): deadlines and the heartbeats' liveness. */
  now(): number;
  /** How long a client's message may wait for a room's new owner before it is answered INTERNAL. */
  failoverTimeoutMs?: number;
}

type Where = { local: true } | { local: false; owner: string } | null;

/**
 * The entry events that name their room by its code: a phone's join, and an outside bot's (issue 30
 * part 4: `bot:join` carries the room's code, so it goes to the room's owner exactly as a join does).
 */
const JOINS: ReadonlySet<ClientEventName> = new Set([CLIENT_EVENTS.join, CLIENT_EVENTS.joinBot]);
const isJoin = (event: ClientEventName): boolean => JOINS.has(event);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class Edges implements ClusterEdge {
  readonly sockets = new Map<string, EdgeSocket>();
  /** Lookups waiting for news of a room without an owner (edges.find), by room code. */
  private readonly waiting = new Map<string, Set<() => void>>();
  private loop: ReturnType<typeof setInterval> | null = null;
  /** How many times the subscriptions came back after a cut (resync): the watch's generation. */
  private generation = 0;
  readonly failoverTimeoutMs: number;

  constructor(readonly options: EdgeOptions) {
    this.failoverTimeoutMs = options.failoverTimeoutMs ?? 20_000;
  }

  connected(connection: LocalConnection): EdgeSocket {
    const socket = new EdgeSocket(connection, this);
    this.sockets.set(connection.id, socket);
    return socket;
  }

  /** The room of this socket moved (its owner let it go): resume the session where it is now. */
  reroute(sid: string): void {
    void this.sockets.get(sid)?.relocate();
  }

  /**
   * This process's subscriptions were cut and are back (Redis restarted, or the connection dropped):
   * updates its clients' rooms sent meanwhile are lost, so each socket in a room owned elsewhere
   * resumes there and gets a fresh snapshot. After a quarter lease, when the owners' own connections
   * are likely back too: a resume sent to an owner not yet listening would wait for the failover timeout.
   */
  resync(): void {
    // A look at the owners cut by the outage may never be answered: the watch goes on without it.
    this.generation++;
    setTimeout(() => {
      for (const socket of this.sockets.values()) if (socket.remote) void socket.relocate();
    }, Math.floor(this.options.leases.leaseMs / 4)).unref();
  }

  /**
   * Rooms were taken over by `owner` (announced when they are rebuilt there): the sockets in them
   * follow now rather than at the next look at the leases.
   */
  moved(owner: string, codes: readonly string[]): void {
    for (const code of codes) for (const done of [...(this.waiting.get(code) ?? [])]) done();
    const rooms = new Set(codes);
    for (const socket of this.sockets.values()) {
      const remote = socket.remote;
      if (remote && remote.owner !== owner && rooms.has(remote.code)) void socket.relocate();
    }
  }

  /**
   * Where a room is: here (taken now if nobody owns it and it is this process's share to take), at
   * another live process, or not placed (null: no owner yet, or no such room).
   */
  async locate(code: string): Promise<Where> {
    const { manager, leases } = this.options;
    if (manager.rooms.has(code)) return { local: true };
    const owner = await leases.owner(code);
    if (owner && owner !== leases.processId && (await this.ownerAlive(owner))) return { local: false, owner };
    // No owner, or a dead one whose lease has not lapsed yet: taken here if it is this process's share.
    if (await manager.claim(code)) return { local: true };
    return owner && owner !== leases.processId ? { local: false, owner } : null;
  }

  /**
   * Where a room is, waiting (up to the failover timeout) while its owner is dead but its lease has not
   * lapsed yet, or while another process is taking it. Null: no such room.
   */
  async find(code: string): Promise<Where> {
    const deadline = this.options.now() + this.failoverTimeoutMs;
    // Whether the room still exists is asked of the database now and then, not at every look.
    let existsCheckedAt = 0;
    for (;;) {
      const where = await this.locate(code);
      if (where && (where.local || (await this.ownerAlive(where.owner)))) return where;
      if (!where && this.options.now() - existsCheckedAt >= 1_000) {
        if ((await currentEpoch(this.options.manager.db, code)) === null) return null;
        existsCheckedAt = this.options.now();
      }
      if (this.options.now() > deadline) return where;
      // Nobody owns it yet: its taker announces it when it is ready (moved), so wait for that rather
      // than ask Redis ten times a second for every socket of every orphaned room; look again anyway
      // now and then (an announcement can be missed). A dead owner's lease is watched more closely.
      await this.news(code, where ? 100 : 500);
    }
  }

  /** Resolves when a takeover of the room is announced, or after `ms`. */
  news(code: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      let waiting = this.waiting.get(code);
      if (!waiting) this.waiting.set(code, (waiting = new Set()));
      const done = (): void => {
        clearTimeout(timer);
        waiting.delete(done);
        if (waiting.size === 0 && this.waiting.get(code) === waiting) this.waiting.delete(code);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });
  }

  async ownerAlive(owner: string): Promise<boolean> {
    return (await this.options.manager.liveProcesses()).includes(owner);
  }

  /**
   * Every quarter lease: answers a dead process will never give are not waited for (those messages go
   * to the room's new owner), and a socket whose room's owner changed follows it.
   */
  start(): void {
    let busy: number | null = null;
    this.loop = setInterval(() => {
      if (busy === this.generation) return;
      const mine = (busy = this.generation);
      this.watch()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'watching the owners failed'))
        .finally(() => {
          if (busy === mine) busy = null;
        });
    }, Math.max(50, Math.floor(this.options.leases.leaseMs / 4)));
  }

  private async watch(): Promise<void> {
    const { bus, leases } = this.options;
    // Not only the watch for deaths' one-shot notice (onDied): a request sent to a dead owner after that
    // notice, before its socket followed the room, is abandoned here (without this, 20 s waits).
    const waitingOn = bus.targets();
    if (waitingOn.size > 0) {
      const live = await leases.liveProcesses(this.options.now());
      for (const owner of waitingOn) if (!live.has(owner)) bus.abandon(owner);
    }
    const remote = [...this.sockets.values()].filter((s) => s.remote && !s.relocating);
    if (remote.length === 0) return;
    const owners = await leases.owners(remote.map((s) => s.remote!.code));
    remote.forEach((s, i) => owners[i] !== s.remote?.owner && void s.relocate());
  }

  stop(): void {
    if (this.loop) clearInterval(this.loop);
  }
}

export class EdgeSocket {
  /** The room's owner elsewhere, when this socket's session is in a room owned by another process. */
  remote: { owner: string; code: string } | null = null;
  /** The session: its token and room (from the last create, join or resume that succeeded). */
  private session: { token: string; code: string } | null = null;
  relocating: Promise<void> | null = null;
  /** A join or resume under way: the client's next messages wait for it (they are about its room). */
  private entering: Promise<unknown> | null = null;

  constructor(
    private readonly connection: LocalConnection,
    private readonly edges: Edges,
  ) {}

  async route(event: ClientEventName, payload: unknown): Promise<Ack<unknown> | null> {
    if (event === CLIENT_EVENTS.createRoom) {
      this.leaveRemote();
      return null;
    }
    if (isJoin(event) || event === CLIENT_EVENTS.resume) {
      const entry = this.enter(event, payload);
      this.entering = entry;
      void entry.finally(() => {
        if (this.entering === entry) this.entering = null;
      });
      return entry;
    }
    if (this.entering) await this.entering.catch(() => undefined);
    if (this.relocating) await this.relocating;
    return this.remote ? this.forward(event, payload) : null;
  }

  private async enter(event: ClientEventName, payload: unknown): Promise<Ack<unknown> | null> {
    const code =
      isJoin(event)
        ? normaliseRoomCode((payload as { code: string }).code)
        : await this.edges.options.manager.codeOfToken(hashToken((payload as { token: string }).token));
    const where = code ? await this.edges.find(code) : null;
    if (!code || !where || where.local) {
      this.leaveRemote();
      return null;
    }
    if (this.remote && this.remote.owner !== where.owner) this.leaveRemote();
    this.connection.release();
    this.remote = { owner: where.owner, code };
    const answer = await this.forward(event, payload);
    this.answered(event, payload, answer);
    return answer;
  }

  answered(event: ClientEventName, payload: unknown, answer: Ack<unknown>): void {
    if (!answer.ok) return;
    if (event === CLIENT_EVENTS.createRoom) {
      const data = answer.data as AckData['room:create'];
      this.session = { token: data.token, code: data.code };
    } else if (isJoin(event)) {
      const data = answer.data as AckData['room:join'];
      this.session = { token: data.token, code: data.snapshot.room.code };
    } else if (event === CLIENT_EVENTS.resume) {
      const data = answer.data as AckData['room:resume'];
      this.session = { token: (payload as { token: string }).token, code: data.snapshot.room.code };
    }
  }

  /**
   * The room's copy on this process refused the client's message because another process owns the room
   * now (its write was fenced): nothing ran, so the session follows the room and the message is asked
   * there, once — a move made during a takeover is played, not answered "something went wrong".
   */
  async retryMoved(event: ClientEventName, payload: unknown): Promise<Ack<unknown>> {
    await this.relocate();
    const answer = (await this.route(event, payload)) ?? (await this.connection.answer(event, payload));
    if (!answer.ok && answer.error.code === ROOM_MOVED) return ROOM_MOVING;
    this.answered(event, payload, answer);
    return answer;
  }

  disconnected(): void {
    this.leaveRemote();
    this.edges.sockets.delete(this.connection.id);
  }

  private leaveRemote(): void {
    if (!this.remote) return;
    this.edges.options.bus.send(this.remote.owner, { t: 'bye', sid: this.connection.id });
    this.remote = null;
  }

  /** Forwards to the owner; when the owner dies meanwhile, follows the room to its new owner and asks again. */
  private async forward(event: ClientEventName, payload: unknown): Promise<Ack<unknown>> {
    const { bus } = this.edges.options;
    const deadline = this.edges.options.now() + this.edges.failoverTimeoutMs;
    for (;;) {
      const target = this.remote;
      if (!target) return this.connection.answer(event, payload);
      try {
        // A slow owner that is alive is waited for (asking twice could do the thing twice); a dead
        // one's request is abandoned by the watch as soon as its heartbeat is a lease old.
        const answer = await bus.request(target.owner, this.connection.id, this.connection.address, event, payload, Math.max(0, deadline - this.edges.options.now()));
        if (answer.ok || answer.error.code !== ROOM_MOVED) return answer;
        if (this.edges.options.now() >= deadline) return ROOM_MOVING;
        if (!isJoin(event) && event !== CLIENT_EVENTS.resume && this.session) {
          // The owner let this client go (its room moved on, or it took this edge for dead) and ran
          // nothing: resume the session where the room is now, then ask there.
          await this.relocate();
          if (this.remote?.owner === target.owner) await this.edges.news(target.code, 100);
          continue;
        }
        // The owner let the room go a moment ago (a join or resume changes nothing there): ask wherever
        // the room is once its next owner has it.
        await this.edges.news(target.code, 100);
        const where = await this.edges.find(target.code);
        this.remote = where && !where.local ? { owner: where.owner, code: target.code } : null;
        continue;
      } catch (error) {
        if (!(error instanceof ForwardTimeout)) throw error;
        if (this.edges.options.now() >= deadline || (await this.edges.ownerAlive(target.owner))) return ROOM_MOVING;
        if (this.session) await this.relocate();
        else {
          // Joining or resuming: ask wherever the room is now.
          const where = await this.edges.find(target.code);
          this.remote = where && !where.local ? { owner: where.owner, code: target.code } : null;
        }
        // A move the dead owner stored before dying is refused by the new one (STALE_STATE): never twice.
      }
    }
  }

  /** Resumes this socket's session at the room's current owner (or here) and pushes the snapshot. */
  relocate(): Promise<void> {
    this.relocating ??= this.relocateOnce().finally(() => (this.relocating = null));
    return this.relocating;
  }

  private async relocateOnce(): Promise<void> {
    const session = this.session;
    const old = this.remote;
    if (!session) return;
    const { bus, log } = this.edges.options;
    const started = this.edges.options.now();
    const deadline = started + this.edges.failoverTimeoutMs;
    let tries = 0;
    while (this.edges.options.now() < deadline) {
      tries++;
      const where = await this.edges.find(session.code).catch(() => undefined);
      if (where === undefined) {
        await sleep(100);
        continue;
      }
      if (where === null) {
        // The room is gone: this socket is in no room any more (its next messages are answered here).
        this.leaveRemote();
        return;
      }
      if (!where.local && !(await this.edges.ownerAlive(where.owner))) break;
      const resume = { token: session.token };
      let answer: Ack<unknown>;
      if (where.local) {
        if (old) bus.send(old.owner, { t: 'bye', sid: this.connection.id });
        this.remote = null;
        answer = await this.connection.answer(CLIENT_EVENTS.resume, resume);
      } else {
        this.connection.release();
        this.remote = { owner: where.owner, code: session.code };
        // The snapshot goes to the client the moment the answer arrives: the owner's updates sent after
        // it (a bot's move) reach the client after it, not before (a stale snapshot over a newer update
        // would hide the client's turn from it).
        answer = await bus
          .request(where.owner, this.connection.id, this.connection.address, CLIENT_EVENTS.resume, resume, Math.max(0, deadline - this.edges.options.now()), (early) => {
            if (early.ok) this.connection.send('room:snapshot', (early.data as AckData['room:resume']).snapshot);
          })
          .catch(() => null as never);
        if (!answer) continue;
        if (!answer.ok && answer.error.code === ROOM_MOVED) {
          // The room left that process a moment ago: wait for its next owner, then resume there.
          await this.edges.news(session.code, 100);
          continue;
        }
      }
      if (answer.ok && where.local) this.connection.send('room:snapshot', (answer.data as AckData['room:resume']).snapshot);
      else if (!answer.ok && (answer.error.code === 'ROOM_NOT_FOUND' || answer.error.code === 'KICKED')) this.connection.send('room:ended', { reason: answer.error.code === 'KICKED' ? 'kicked' : 'closed' });
      // A slow or refused resume is what a failover's stragglers are made of: say so.
      if (!answer.ok || this.edges.options.now() - started > 2_000) log.info({ room: session.code, ms: this.edges.options.now() - started, tries, local: where.local, refused: answer.ok ? null : answer.error.code }, 'session resumed at the room\'s new owner');
      return;
    }
    log.warn({ room: session.code }, 'no new owner for the room in time');
  }
}
