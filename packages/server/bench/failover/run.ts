/**
 * Failover (issue 16): R rooms across P real server processes on PostgreSQL and Redis; each room's TV
 * on one process (which owns the room), its two phones on the others. K times, the process that owns
 * the most rooms is killed with SIGKILL, then started again on its port. Counted: acknowledged moves and
 * how many of them the database's log holds at their place, rooms lost (one of the killed process's
 * rooms did not accept a move again in time, or lost a move) and rooms duplicated (a room held by two
 * processes at once, seen after each failover), and maxResumeMs: the longest time from a kill until a
 * room the killed process owned acknowledged a move again.
 * With `fault` (issue 26) nothing is killed: the processes reach that service (Redis or PostgreSQL)
 * through a fault proxy, which cuts it off once for `outageMs` (outage.ts); then maxResumeMs is the time
 * from the service's return until the slowest room acknowledged a move again, and the run counts the
 * server processes that exited and the moves the clock made for a person meanwhile.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SeatViewBase } from '@kitchen-table/engine';
import { CLIENT_EVENTS, createClient, memoryStorage, type KitchenTableClient } from '@kitchen-table/protocol';
import { dueView } from '../support/phone-turns.ts';
import { canonical } from '../crash/run.ts';
import { startClusterRun, type ClusterRun } from '../support/cluster.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { benchGames } from '../support/bench-games.ts';
import { clockMovesDuringOutage, runOutage, targetOf, type Fault, type SeenClockMove } from './outage.ts';

export interface FailoverOptions {
  processes: number;
  rooms: number;
  kills: number;
  databaseUrl: string;
  redisUrl: string;
  /** Random pause before each kill, ms (rooms play meanwhile). */
  killAfterMs: [number, number];
  thinkMs: [number, number];
  leaseMs?: number;
  /** Instead of kills: one outage of this service, `outageMs` long, through a fault proxy. */
  fault?: Fault;
  outageMs?: number;
  log?: (line: string) => void;
  /** Every log line of the server processes (info level), by process. */
  serverLog?: (process: number, line: string) => void;
}

export interface FailoverResult {
  processes: number;
  kills: number;
  rooms: number;
  acknowledged: number;
  restored: number;
  roomsLost: number;
  roomsDuplicated: number;
  maxResumeMs: number;
  resumeFailures: number;
  /** Server processes that exited by themselves (not killed by the benchmark). */
  processExits: number;
  /** --fault: the moves the clock made for a person from the cut until the room moved again. */
  clockMovesDuringOutage: number;
  /** --fault: the error codes the phones' moves were answered with from the cut until their room moved again. */
  refusalsDuringOutage: Record<string, number>;
  lost: { code: string; kill: number; reason: string }[];
}

interface Acked {
  matchId: string;
  seq: number;
  seat: number;
  move: unknown;
  at: number;
}

interface BenchRoom {
  code: string;
  clients: KitchenTableClient[];
  acked: Acked[];
  /** When a phone of the room last got a pushed snapshot (a failover's resume), for FAILOVER_DEBUG. */
  snapshotAt: number;
  /** FAILOVER_DEBUG: what the room's phones did lately (time, phone, what), to explain a slow resume. */
  events: { at: number; who: string; what: string }[];
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const rand = (lo: number, hi: number): number => lo + Math.random() * (hi - lo);
/** Every room seats four; the rooms cycle through the registered games that seat four. */
const ROOM_SEATS = 4;

export async function runFailover(options: FailoverOptions): Promise<FailoverResult> {
  const log = options.log ?? (() => undefined);
  const fault = options.fault;
  const proxy: FaultProxy | null = fault
    ? await startFaultProxy(fault === 'redis' ? targetOf(options.redisUrl, 6379) : targetOf(options.databaseUrl, 5432))
    : null;
  let cluster: ClusterRun;
  try {
    cluster = await startClusterRun({
      processes: options.processes,
      databaseUrl: options.databaseUrl,
      redisUrl: options.redisUrl,
      leaseMs: options.leaseMs,
      ...(proxy ? { via: fault === 'redis' ? { redisUrl: proxy.via(options.redisUrl) } : { databaseUrl: proxy.via(options.databaseUrl) } } : {}),
      ...(options.serverLog ? { onLine: options.serverLog, config: { logLevel: 'info' } } : {}),
    });
  } catch (error) {
    await proxy?.close();
    throw error;
  }
  // A process that exits by itself (not one this benchmark killed) is counted.
  let processExits = 0;
  let disposing = false;
  const killedPids = new Set<number>();
  const watchExit = (i: number): void => {
    const handle = cluster.processes[i]!;
    void handle.exited.then(({ code, signal }) => {
      if (disposing || killedPids.has(handle.pid)) return;
      processExits++;
      log(`process ${i} (pid ${handle.pid}) exited by itself (${code ?? signal})`);
    });
  };
  cluster.processes.forEach((_, i) => watchExit(i));
  // --fault: the clock's moves for the phones' own seats, the seats the phones hold in each match, and
  // the error codes their moves got (with when: only those of the outage's window are reported).
  const seenClockMoves: SeenClockMove[] = [];
  const matchesOf = new Map<string, { code: string; humanSeats: Set<number> }>();
  const refusals: { code: string; room: string; at: number }[] = [];
  const rooms: BenchRoom[] = [];
  const benchLag = monitorEventLoopDelay({ resolution: 10 });
  benchLag.enable();
  let stopped = false;
  let resumeFailures = 0;
  const acked: Acked[] = [];
  const urls = cluster.processes.map((p) => p.url);
  log(`${options.processes} processes: ${urls.join(', ')} (schema ${cluster.schema}, prefix ${cluster.prefix})`);

  const newClient = (url: string): KitchenTableClient => {
    const client = createClient(url, {
      storage: memoryStorage(),
      ackTimeoutMs: 30_000,
      socket: { transports: ['websocket'], forceNew: true, reconnectionDelay: 100, reconnectionDelayMax: 1000 },
    });
    client.on('ended', (ended) => {
      resumeFailures++;
      if (process.env.FAILOVER_DEBUG) log(`a client's session ended (${ended.reason}) at ${Date.now()}, connected to ${(client.socket.io as unknown as { uri: string }).uri}`);
    });
    // What a load balancer does: a client whose process went away reconnects to another one.
    const manager = client.socket.io as unknown as { uri: string };
    client.socket.on('disconnect', () => {
      const others = urls.filter((u) => u !== manager.uri);
      manager.uri = others[Math.floor(Math.random() * others.length)]!;
    });
    return client;
  };

  const uriOf = (phone: KitchenTableClient): string => (phone.socket.io as unknown as { uri: string }).uri;
  const viewOf = (phone: KitchenTableClient): SeatViewBase | undefined => phone.state.match?.view as SeatViewBase | undefined;
  const note = (room: BenchRoom, phone: KitchenTableClient, what: string): void => {
    if (!process.env.FAILOVER_DEBUG) return;
    room.events.push({ at: performance.now(), who: room.clients.indexOf(phone) === 1 ? 'host' : 'guest', what });
    if (room.events.length > 200) room.events.shift();
  };

  const play = (room: BenchRoom, phone: KitchenTableClient): void => {
    let busy = false;
    // A move in flight when the phone's own process died gets no answer: the phone plays on after it
    // reconnects instead of waiting for the request's timeout (as the web app does).
    let connection = 0;
    phone.socket.on('disconnect', () => {
      connection++;
      busy = false;
      note(room, phone, 'disconnected');
    });
    phone.socket.on('connect', () => note(room, phone, `connected to ${uriOf(phone)}`));
    phone.socket.io.on('reconnect_attempt', (n) => note(room, phone, `reconnect attempt ${n} to ${uriOf(phone)}`));
    phone.socket.io.on('reconnect_error', (error) => note(room, phone, `reconnect error: ${error.message}`));
    const tick = (): void => {
      if (stopped || busy) return;
      // Between deals the phone taps "next deal"; otherwise it moves only when its seat is due.
      if (!dueView(phone)) return;
      busy = true;
      setTimeout(() => {
        const now = phone.state.match;
        const current = now?.view as SeatViewBase | undefined;
        if (stopped || !now || !current?.legal?.length || !current.toAct.includes(current.seat)) {
          busy = false;
          return tick();
        }
        // Not while away: socket.io would send it first after the reconnect, before the session's resume
        // (outside the room: NOT_IN_ROOM). The app waits for the resume; so does this phone (its snapshot ticks).
        if (!phone.socket.connected) {
          busy = false;
          return;
        }
        const move = current.legal[Math.floor(Math.random() * current.legal.length)]!;
        const sentOn = connection;
        note(room, phone, `move sent at seq ${now.seq}`);
        void phone.request(CLIENT_EVENTS.move, { seq: now.seq, move }).then(
          (reply) => {
            note(room, phone, reply.ok ? `move acknowledged (seq ${reply.data.seq})` : `move refused ${reply.error.code}`);
            if (sentOn !== connection) return;
            if (reply.ok) {
              const entry = { matchId: now.matchId, seq: reply.data.seq, seat: current.seat, move, at: performance.now() };
              acked.push(entry);
              room.acked.push(entry);
            } else {
              refusals.push({ code: reply.error.code, room: room.code, at: performance.now() });
              if (process.env.FAILOVER_DEBUG) log(`${room.code} refused: ${reply.error.code} ${reply.error.message}`);
            }
            busy = false;
            tick();
          },
          (error: unknown) => {
            note(room, phone, `move failed: ${(error as Error).message}`);
            if (sentOn !== connection) return;
            busy = false;
            setTimeout(tick, 100);
          },
        );
      }, rand(...options.thinkMs));
    };
    const noteSeat = (): void => {
      const view = viewOf(phone);
      const matchId = phone.state.match?.matchId;
      if (!matchId || typeof view?.seat !== 'number') return;
      let entry = matchesOf.get(matchId);
      if (!entry) matchesOf.set(matchId, (entry = { code: room.code, humanSeats: new Set() }));
      entry.humanSeats.add(view.seat);
    };
    phone.on('update', (update) => {
      noteSeat();
      if (update.byClock && update.seat !== null && update.seat === viewOf(phone)?.seat) seenClockMoves.push({ code: room.code, matchId: update.matchId, seq: update.seq, at: performance.now() });
    });
    phone.on('snapshot', noteSeat);
    phone.on('update', () => {
      note(room, phone, `update seq ${phone.state.match?.seq} to act ${viewOf(phone)?.toAct?.join(',')}`);
      tick();
    });
    phone.on('snapshot', () => {
      room.snapshotAt = performance.now();
      note(room, phone, `snapshot seq ${phone.state.match?.seq} seat ${viewOf(phone)?.seat} to act ${viewOf(phone)?.toAct?.join(',')} summary ${phone.state.room?.summary ? 'yes' : 'no'}`);
      tick();
    });
    phone.on('state', tick);
    tick();
  };

  /** What a stuck room's clients see (TV, host, guest): connected or not, the phase, the match's seq, who is to act. */
  const clientsNow = (room: BenchRoom): string =>
    room.clients
      .map((c, i) => {
        const view = c.state.match?.view as SeatViewBase | undefined;
        const seat = i === 0 ? '' : ` seat ${view?.seat ?? '?'}`;
        return `${['tv', 'host', 'guest'][i]}: ${c.socket.connected ? 'connected' : 'disconnected'}, ${c.state.room?.phase ?? 'no room'}, seq ${c.state.match?.seq ?? '-'}${seat}, to act ${view?.toAct?.join(',') ?? '-'}`;
      })
      .join('; ');

  /** Each process's rooms (from inside the processes), and the rooms held twice. */
  const holdings = async (): Promise<{ byProcess: string[][]; duplicated: string[] }> => {
    const byProcess = await Promise.all(cluster.processes.map(async (p) => (await p.metrics()).roomCodes ?? []));
    const seen = new Map<string, number>();
    for (const codes of byProcess) for (const c of codes) seen.set(c, (seen.get(c) ?? 0) + 1);
    return { byProcess, duplicated: [...seen].filter(([, n]) => n > 1).map(([c]) => c) };
  };

  try {
    const openRoom = async (i: number): Promise<void> => {
      // Setting up is not what is measured: a room that fails to open (a process stalled past its
      // lease on a busy machine, and another took the new room) is opened again with new clients.
      for (let attempt = 1; ; attempt++) {
        const opened: KitchenTableClient[] = [];
        try {
          return await openRoomOnce(i, opened);
        } catch (error) {
          for (const c of opened) c.close();
          log(`room ${i} failed to open (attempt ${attempt}): ${(error as Error).message}`);
          if (attempt >= 5) throw error;
        }
      }
    };
    const games = benchGames(ROOM_SEATS);
    const openRoomOnce = async (i: number, opened: KitchenTableClient[]): Promise<void> => {
      const p = options.processes;
      const tv = newClient(urls[i % p]!);
      opened.push(tv);
      const { code } = await tv.createRoom();
      const host = newClient(urls[(i + 1) % p]!);
      opened.push(host);
      await host.join(code, `Host${i}`);
      const guest = newClient(urls[(i + (p > 2 ? 2 : 1)) % p]!);
      opened.push(guest);
      await guest.join(code, `Guest${i}`);
      await host.configure({ game: games[i % games.length]!, seats: ROOM_SEATS, clockSeconds: 30, botDelayMs: 0 });
      await host.start();
      const room: BenchRoom = { code, clients: [tv, host, guest], acked: [], snapshotAt: 0, events: [] };
      rooms.push(room);
      host.on('state', (state) => {
        if (state.phase === 'finished') setTimeout(() => !stopped && void host.restart().catch(() => undefined), 50);
      });
      play(room, host);
      play(room, guest);
    };
    for (let i = 0; i < options.rooms; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, options.rooms - i) }, (_, j) => openRoom(i + j)));
    }
    log(`${rooms.length} rooms playing`);

    const lost: FailoverResult['lost'] = [];
    const duplicated = new Set<string>();
    let maxResumeMs = 0;
    let outage: Awaited<ReturnType<typeof runOutage>> | null = null;
    if (proxy) {
      await sleep(rand(...options.killAfterMs));
      outage = await runOutage({ proxy, outageMs: options.outageMs ?? 10_000, rooms, log });
      maxResumeMs = outage.maxResumeMs;
      for (const l of outage.lost) lost.push({ code: l.code, kill: 0, reason: l.reason });
    }
    for (let k = 0; k < (proxy ? 0 : options.kills); k++) {
      await sleep(rand(...options.killAfterMs));
      const { byProcess } = await holdings();
      const victim = byProcess.reduce((best, codes, i) => (codes.length > byProcess[best]!.length ? i : best), 0);
      const owned = new Set(byProcess[victim]);
      if (process.env.FAILOVER_DEBUG) await Promise.all(cluster.processes.map((p, i) => i !== victim && p.metrics({ reset: true })));
      benchLag.reset();
      const killedAt = performance.now();
      killedPids.add(cluster.processes[victim]!.pid);
      await cluster.kill(victim);
      log(`kill ${k + 1}: SIGKILL process ${victim}, owner of ${owned.size} rooms, after ${acked.length} acknowledged moves` + (process.env.FAILOVER_DEBUG ? ` (at ${Date.now()})` : ''));
      const restart = cluster.restart(victim).then((handle) => {
        watchExit(victim);
        return handle;
      });
      const deadline = Date.now() + 60_000;
      const resumes: number[] = [];
      for (const room of rooms.filter((r) => owned.has(r.code))) {
        const resumedAt = (): number | undefined => room.acked.find((a) => a.at > killedAt)?.at;
        while (resumedAt() === undefined && Date.now() < deadline) await sleep(20);
        const at = resumedAt();
        if (at === undefined) lost.push({ code: room.code, kill: k + 1, reason: `no move acknowledged within 60 s of the kill (${clientsNow(room)})` });
        else {
          resumes.push(at - killedAt);
          maxResumeMs = Math.max(maxResumeMs, at - killedAt);
          if (process.env.FAILOVER_DEBUG) log(`kill ${k + 1}: room ${room.code} snapshot after ${Math.round(room.snapshotAt - killedAt)} ms, resumed after ${Math.round(at - killedAt)} ms`);
        }
      }
      if (process.env.FAILOVER_DEBUG) {
        const loads = await Promise.all(cluster.processes.map(async (p, i) => (i === victim ? null : { i, m: await p.metrics() })));
        log(`kill ${k + 1}: this benchmark's own loop since the kill: lag p99 ${Math.round(benchLag.percentile(99) / 1e6)} ms, max ${Math.round(benchLag.max / 1e6)} ms`);
        for (const l of loads) if (l) log(`kill ${k + 1}: process ${l.i} since the kill: loop lag p99 ${Math.round(l.m.loopLagMs.p99)} ms, max ${Math.round(l.m.loopLagMs.max)} ms, cpu ${Math.round(l.m.cpuPercent)} %`);
        // The slowest rooms' phones, step by step from the kill: where their resume waited.
        const slowest = rooms
          .filter((r) => owned.has(r.code))
          .map((r) => ({ r, at: r.acked.find((a) => a.at > killedAt)?.at ?? Infinity }))
          .sort((x, y) => y.at - x.at)
          .slice(0, 3);
        for (const { r } of slowest) {
          const steps = r.events.filter((e) => e.at > killedAt - 1_000).map((e) => `${Math.round(e.at - killedAt)} ${e.who} ${e.what}`);
          log(`kill ${k + 1}: room ${r.code}: ${steps.join('; ')}`);
        }
      }
      await restart;
      const { byProcess: after, duplicated: twice } = await holdings();
      for (const c of twice) duplicated.add(c);
      if (twice.length > 0) log(`kill ${k + 1}: rooms held by two processes: ${twice.map((c) => `${c} (${after.flatMap((codes, i) => (codes.includes(c) ? [i] : [])).join(', ')})`).join('; ')}`);
      // Where the killed process's rooms went, and how long they took (the spread and the tail).
      const went = after.map((codes) => codes.filter((c) => owned.has(c)).length);
      resumes.sort((x, y) => x - y);
      const at = (q: number): number => Math.round(resumes[Math.min(resumes.length - 1, Math.floor(q * resumes.length))] ?? 0);
      log(
        `kill ${k + 1}: every room back (resume p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms), its rooms now held ${went.join(' / ')} by process; ` +
          `longest resume so far ${Math.round(maxResumeMs)} ms; process ${victim} restarted`,
      );
    }

    stopped = true;
    await sleep(500);
    for (const room of rooms) for (const c of room.clients) c.close();
    const { byProcess: last, duplicated: twice } = await holdings();
    for (const c of twice) duplicated.add(c);
    if (twice.length > 0) log(`at the end: rooms held by two processes: ${twice.map((c) => `${c} (${last.flatMap((codes, i) => (codes.includes(c) ? [i] : [])).join(', ')})`).join('; ')}`);

    // The database's log holds each acknowledged move at its place; every room is there once.
    const store = await cluster.store();
    const stored = (await store.loadRooms()).map((r) => r.code);
    const known = new Set(rooms.map((r) => r.code));
    const strangers = stored.filter((c) => !known.has(c));
    if (strangers.length > 0) log(`rooms in the database that no client opened: ${strangers.join(', ')}`);
    for (const code of known) if (!stored.includes(code)) lost.push({ code, kill: options.kills, reason: 'not in the database at the end' });
    const logs = new Map<string, Map<number, string>>();
    let restored = 0;
    for (const a of acked) {
      let entries = logs.get(a.matchId);
      if (!entries) {
        const loaded = await store.loadMatch(a.matchId);
        entries = new Map((loaded?.moves ?? []).map((m) => [m.seq, `${m.seat}:${canonical(m.move)}`]));
        logs.set(a.matchId, entries);
      }
      if (entries.get(a.seq) === `${a.seat}:${canonical(a.move)}`) restored++;
    }
    for (const room of rooms) {
      const missing = room.acked.filter((a) => logs.get(a.matchId)?.get(a.seq) !== `${a.seat}:${canonical(a.move)}`);
      if (missing.length > 0) lost.push({ code: room.code, kill: options.kills, reason: `${missing.length} acknowledged moves not in the log` });
    }
    let clockMoves = 0;
    const refusalsDuringOutage: Record<string, number> = {};
    if (outage) {
      const counted = await clockMovesDuringOutage(outage, seenClockMoves, store, matchesOf);
      clockMoves = counted.count;
      if (counted.moves.length > 0) log(`clock moves for a person during the outage: ${counted.moves.slice(0, 20).join(', ')}`);
      for (const r of refusals) {
        if (r.at >= outage.cutAt && r.at <= (outage.resumedAt.get(r.room) ?? Infinity)) refusalsDuringOutage[r.code] = (refusalsDuringOutage[r.code] ?? 0) + 1;
      }
    }
    const lostCodes = new Set(lost.map((l) => l.code));
    return {
      processes: options.processes,
      kills: options.kills,
      rooms: rooms.length,
      acknowledged: acked.length,
      restored,
      roomsLost: lostCodes.size,
      roomsDuplicated: duplicated.size + stored.filter((c) => !known.has(c)).length,
      maxResumeMs: Math.round(maxResumeMs),
      resumeFailures,
      processExits,
      clockMovesDuringOutage: clockMoves,
      refusalsDuringOutage,
      lost,
    };
  } finally {
    stopped = true;
    disposing = true;
    for (const room of rooms) for (const c of room.clients) c.close();
    await cluster.dispose();
    await proxy?.close();
  }
}
