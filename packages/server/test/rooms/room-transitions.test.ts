/**
 * The room's state changes only through RoomCore's named transitions (issue 13, item 7), and after every
 * one of them its invariants hold (room-core.ts: a match exactly outside the lobby; outside play no
 * pause, suspension, summary, `finishing`, claims or selections; never paused and suspended at once;
 * whoever pressed pause only while paused; no result while playing).
 *
 * Two levels, both over random sequences (fast-check):
 * - the transitions alone, from any state they accept: each way into or out of a match resets the same
 *   things (the three reset lists of the old room-play.ts disagreed about `suspended` and `pausedSince`:
 *   a match finished while suspended stayed suspended);
 * - a real room (RoomManager, match play, bots, the store in memory, a fake clock) driven by random
 *   phone and host commands, pauses, disconnections and the passing of time.
 */
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchResultInfo } from '@kitchen-table/protocol';
import { chooseBotMove } from '../../src/bots/bot-player.ts';
import type { Link, Speaker } from '../../src/rooms/link.ts';
import { MatchSession } from '../../src/rooms/match-session.ts';
import { RoomCore, type RoomDeps } from '../../src/rooms/room-core.ts';
import { combine, UNCHANGED } from '../../src/rooms/room-changes.ts';
import { roomInvariantViolations } from '../../src/rooms/room-invariants.ts';
import { RoomError } from '../../src/rooms/room-error.ts';
import { RoomManager } from '../../src/rooms/room-manager.ts';
import type { Room } from '../../src/rooms/room.ts';
import { openStore } from '../../src/storage/open-store.ts';
import type { Store } from '../../src/storage/store.ts';
import type { RoomTimings } from '../../src/timers.ts';
import { FakeTimers } from '../support/fake-timers.ts';
import { runSettled } from '../support/room-ops.ts';
import { highCard } from '../support/test-game.ts';

const silent = pino({ level: 'silent' });
const timings: RoomTimings = { suspendAfterMs: 60_000, closeAfterMs: 24 * 3600_000, pauseAutoResumeMs: 30_000, sweepIntervalMs: 3600_000, clockSecondMs: 100, stateIntervalMs: 0 };

// ---- the transitions alone -----------------------------------------------------------------------

type Step =
  | { t: 'enterMatch' }
  | { t: 'finishMatch' }
  | { t: 'returnToLobby' }
  | { t: 'markFinishing' }
  | { t: 'pause'; by: boolean }
  | { t: 'unpause' }
  | { t: 'pausedBy'; who: string | null }
  | { t: 'suspend'; on: boolean }
  | { t: 'openSummary' }
  | { t: 'closeSummary' }
  | { t: 'claim'; seat: number; unapproved: boolean }
  | { t: 'select'; seat: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ t: 'enterMatch' } as const),
  fc.constant({ t: 'finishMatch' } as const),
  fc.constant({ t: 'returnToLobby' } as const),
  fc.constant({ t: 'markFinishing' } as const),
  fc.boolean().map((by) => ({ t: 'pause', by }) as const),
  fc.constant({ t: 'unpause' } as const),
  fc.constantFrom('m1', null).map((who) => ({ t: 'pausedBy', who }) as const),
  fc.boolean().map((on) => ({ t: 'suspend', on }) as const),
  fc.constant({ t: 'openSummary' } as const),
  fc.constant({ t: 'closeSummary' } as const),
  fc.record({ seat: fc.nat(2), unapproved: fc.boolean() }).map((c) => ({ t: 'claim', ...c }) as const),
  fc.nat(2).map((seat) => ({ t: 'select', seat }) as const),
);

function coreRoom(timers: FakeTimers): RoomCore {
  const deps: RoomDeps = {
    store: {} as Store,
    bots: { chooseMove: chooseBotMove },
    timers,
    timings,
    log: silent,
    games: [highCard],
    defaultBotDelayMs: 0,
    tokens: { register: () => undefined, unregister: () => undefined },
  };
  return new RoomCore('ABCD', deps, 'tv-hash', timers.now());
}

/** Applies a step the way the room's modules do: only where its phase allows it (else it must refuse). */
function applyStep(room: RoomCore, s: Step, timers: FakeTimers): void {
  const playing = room.phase === 'playing';
  switch (s.t) {
    case 'enterMatch': {
      const session = MatchSession.start(highCard, { id: `m${timers.now()}`, options: { deals: 2, cards: 2 }, seats: 3, seed: 's', startedAt: timers.now() });
      room.enterMatch(session, [{ kind: 'human', memberId: 'm1' }, { kind: 'bot', name: 'Bot 1', level: 'normal' }, { kind: 'bot', name: 'Bot 2', level: 'normal' }]);
      return;
    }
    case 'finishMatch':
      if (!room.match) return expect(() => room.finishMatch({} as MatchResultInfo)).toThrow();
      return room.finishMatch({ matchId: room.match.id, game: 'highcard', outcomes: [] });
    case 'returnToLobby':
      return room.returnToLobby();
    case 'markFinishing':
      if (!playing) return expect(() => room.markFinishing()).toThrow();
      return room.markFinishing();
    case 'pause':
      if (!playing || room.suspended) return expect(() => room.setPaused({ since: timers.now(), by: null })).toThrow();
      return room.setPaused({ since: timers.now(), by: s.by ? 'm1' : null });
    case 'unpause':
      return room.setPaused(null);
    case 'pausedBy':
      if (s.who !== null && room.pausedSince === null) return expect(() => room.setPausedBy(s.who)).toThrow();
      return room.setPausedBy(s.who);
    case 'suspend':
      if (s.on && (!playing || room.pausedSince !== null)) return expect(() => room.setSuspended(true)).toThrow();
      return room.setSuspended(s.on);
    case 'openSummary':
      if (!playing) return expect(() => room.openSummary(1)).toThrow();
      room.openSummary(1);
      return;
    case 'closeSummary':
      return room.closeSummary();
    case 'claim':
      // room-claims.ts adds claims only during a match; selections (room-play.ts) too.
      if (!playing) return;
      room.seatClaimed(s.seat, `c${s.seat}`, s.unapproved);
      return;
    case 'select':
      if (playing) room.moveSelected(s.seat, { play: 'x' });
      return;
  }
}

describe('the room’s transitions (issue 13, item 7)', () => {
  it('after any sequence of transitions the room’s invariants hold', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const timers = new FakeTimers();
        const room = coreRoom(timers);
        expect(roomInvariantViolations(room)).toEqual([]);
        for (const s of steps) {
          timers.advance(1000);
          applyStep(room, s, timers);
          expect(roomInvariantViolations(room), `after ${JSON.stringify(s)}`).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every way out of a match ends its pause, suspension, summary, claims and selections', () => {
    for (const leave of ['finishMatch', 'returnToLobby', 'enterMatch'] as const) {
      const timers = new FakeTimers();
      const room = coreRoom(timers);
      applyStep(room, { t: 'enterMatch' }, timers);
      room.setSuspended(true);
      room.seatClaimed(1, 'c1', false);
      room.moveSelected(0, { play: 'x' });
      applyStep(room, { t: leave }, timers);
      expect(room.suspended, leave).toBe(false);
      expect(room.claims.size + room.selections.size, leave).toBe(0);
      room.setSuspended(false);
      if (room.phase !== 'playing') applyStep(room, { t: 'enterMatch' }, timers);
      room.setPaused({ since: timers.now(), by: 'm1' });
      room.openSummary(1);
      room.markFinishing();
      applyStep(room, { t: leave }, timers);
      expect([room.pausedSince, room.pausedBy, room.summary, room.finishing], leave).toEqual([null, null, null, false]);
    }
  });
});

// ---- a real room, driven at random --------------------------------------------------------------------

const link = (id: string): Link => ({ id, send: () => undefined, detach: () => undefined });

interface World {
  timers: FakeTimers;
  manager: RoomManager;
  room: Room;
  /** Host, guest (both seated at the start), watcher; each with its current link or none. */
  phones: { id: string; link: Link | null }[];
}

type Command = (w: World) => Promise<unknown> | unknown;

const phoneIndex = fc.nat(2);
const speaker = (w: World, i: number): Speaker => ({ kind: 'member', memberId: w.phones[i]!.id });
/** The host is the first phone. */
const hostOf = (w: World): Speaker => speaker(w, 0);

/** Runs one room operation the way the gateway does (in the queue); a refusal with a code is fine. */
async function op(w: World, task: () => Promise<unknown> | unknown): Promise<void> {
  try {
    await runSettled(w.room, task);
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
  }
}

/** Lets bots' choices, queued work and fired timers run to the end. */
async function drain(w: World): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setImmediate(r));
    await w.room.queue.idle();
  }
}

/** Commands with their weights: moves and time most often, so that deals and matches end. */
const commands: fc.WeightedArbitrary<{ label: string; run: Command }>[] = [
  { weight: 1, arbitrary: fc.constant({ label: 'start', run: (w: World) => op(w, () => w.room.play.start(hostOf(w))) }) },
  { weight: 1, arbitrary: fc.constant({ label: 'restart', run: (w: World) => op(w, () => w.room.play.restart(hostOf(w))) }) },
  // issue 18 part 3: a learning deal (its own seat count, scripted bots) in and out of the same room.
  { weight: 1, arbitrary: fc.constant({ label: 'startLesson', run: (w: World) => op(w, () => w.room.play.startLesson(hostOf(w))) }) },
  { weight: 1, arbitrary: fc.constantFrom('abort', 'afterDeal' as const).map((mode) => ({ label: `end(${mode})`, run: (w: World) => op(w, () => w.room.play.end(hostOf(w), mode)) })) },
  { weight: 8, arbitrary: fc.nat(20).map((k) => ({
    label: `move(${k})`,
    run: (w: World) =>
      op(w, () => {
        const match = w.room.match;
        if (!match) return;
        for (const [i, p] of w.phones.entries()) {
          const seat = w.room.slots.findIndex((s) => s.kind === 'human' && s.memberId === p.id);
          if (seat < 0 || !match.toAct().includes(seat)) continue;
          const legal = match.seatView(seat).legal;
          return w.room.play.move(speaker(w, i), match.seq, legal[k % legal.length]);
        }
      }),
  })) },
  { weight: 2, arbitrary: fc.tuple(phoneIndex, fc.boolean()).map(([i, on]) => ({ label: `rules(${i},${on})`, run: (w: World) => op(w, () => w.room.play.setReading(speaker(w, i), on)) })) },
  { weight: 2, arbitrary: fc.tuple(phoneIndex, fc.boolean()).map(([i, on]) => ({ label: `pause(${i},${on})`, run: (w: World) => op(w, () => w.room.play.requestPause(speaker(w, i), on)) })) },
  { weight: 1, arbitrary: fc.constant({ label: 'hostResume', run: (w: World) => op(w, () => w.room.play.hostResume(hostOf(w))) }) },
  { weight: 3, arbitrary: phoneIndex.map((i) => ({ label: `nextDeal(${i})`, run: (w: World) => op(w, () => w.room.play.nextDeal(speaker(w, i))) })) },
  { weight: 2, arbitrary: fc.tuple(phoneIndex, fc.nat(3)).map(([i, seat]) => ({ label: `claim(${i},${seat})`, run: (w: World) => op(w, () => w.room.play.claim(speaker(w, i), seat)) })) },
  { weight: 1, arbitrary: fc.tuple(phoneIndex, fc.nat(3)).map(([i, seat]) => ({ label: `select(${i},${seat})`, run: (w: World) => op(w, () => w.room.play.select(speaker(w, i), { play: `${seat}` })) })) },
  { weight: 1, arbitrary: phoneIndex.map((i) => ({
    label: `disconnect(${i})`,
    run: (w: World) =>
      op(w, () => {
        const p = w.phones[i]!;
        const change = p.link ? w.room.detach(p.link) : UNCHANGED;
        p.link = null;
        return change;
      }),
  })) },
  { weight: 1, arbitrary: fc.constant({
    label: 'disconnectAll',
    run: (w: World) =>
      op(w, () => {
        const changes = w.phones.map((p) => (p.link ? w.room.detach(p.link) : UNCHANGED));
        for (const p of w.phones) p.link = null;
        return combine(...changes);
      }),
  }) },
  { weight: 3, arbitrary: phoneIndex.map((i) => ({
    label: `connect(${i})`,
    run: (w: World) =>
      op(w, () => {
        const p = w.phones[i]!;
        const member = w.room.members.get(p.id);
        if (!member || p.link) return;
        p.link = link(`${p.id}-${w.timers.now()}`);
        return w.room.attachMember(member, p.link);
      }),
  })) },
  { weight: 8, arbitrary: fc.constantFrom(150, 5_000, 31_000, 61_000).map((ms) => ({ label: `advance(${ms})`, run: (w: World) => w.timers.advance(ms) })) },
];

describe('a real room under random commands (issue 13, item 7)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ sqlitePath: ':memory:' });
  });
  afterAll(async () => {
    await store.close();
  });

  it('keeps its invariants after every command: starts, moves, pauses, suspension, summaries, claims, ends', async () => {
    let moved = 0;
    const reached = { paused: 0, suspended: 0, summary: 0, finished: 0, lobby: 0, claims: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...commands), { minLength: 5, maxLength: 80 }), async (cmds) => {
        const timers = new FakeTimers();
        const manager = new RoomManager({ store, bots: { chooseMove: chooseBotMove }, timers, timings, log: silent, games: [highCard], defaultBotDelayMs: 0 });
        const { room } = await manager.createRoom(link('tv'));
        const w: World = { timers, manager, room, phones: [] };
        const join = async (name: string): Promise<void> => {
          const l = link(name);
          const profile = await store.profileForToken(`device-${name}`, name);
          const { member } = await runSettled(room, () => room.addMember(name, `device-${name}`, profile.id, l));
          w.phones.push({ id: member.id, link: l });
        };
        // Host and guest seated, two bots; the watcher comes in during the match (a claimer of bot seats).
        await join('Host');
        await runSettled(room, () => room.configure(hostOf(w), { game: 'highcard', seats: 4, options: { deals: 3, cards: 1 }, clockSeconds: 20, botDelayMs: 0, summarySeconds: 20 }));
        await join('Guest');
        await op(w, () => room.play.start(hostOf(w)));
        await join('Watcher');
        await drain(w);
        try {
          for (const cmd of cmds) {
            const seq = room.match?.seq ?? 0;
            await cmd.run(w);
            await drain(w);
            if ((room.match?.seq ?? 0) !== seq) moved++;
            if (room.pausedSince !== null) reached.paused++;
            if (room.suspended) reached.suspended++;
            if (room.summary) reached.summary++;
            if (room.phase !== 'playing') reached[room.phase]++;
            if (room.claims.size > 0) reached.claims++;
            expect(roomInvariantViolations(room), `after ${cmd.label}`).toEqual([]);
          }
        } finally {
          room.play.stop();
          await manager.close();
        }
      }),
      // A finished match needs a whole match of moves without an abort: about 3 % of the sequences get
      // there, so 60 runs missed it one time in six; 200 runs miss it about one time in 500.
      { numRuns: 200 },
    );
    // The commands reached every state the invariants speak of: moves were made (by phones, bots or the
    // clock), pauses, suspensions, summaries, claims, finished matches and the lobby were seen.
    expect(moved).toBeGreaterThan(0);
    for (const [state, times] of Object.entries(reached)) expect(times, state).toBeGreaterThan(0);
  }, 120_000);
});
