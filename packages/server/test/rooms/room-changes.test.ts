/**
 * The rooms' one handler (issue 29 §3, rooms/room-changes.ts): an operation's concerns return what
 * changed; `settle` stores the room's record and only then publishes, publishes nothing when the store
 * refused, and publishes in a fixed order — the summary's state first, the log entry's update, then the
 * state or snapshots, then what follows. `combine` merges several concerns' changes into one.
 */
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseBotMove } from '../../src/bots/bot-player.ts';
import type { Link } from '../../src/rooms/link.ts';
import { combine, settle, STATE_CHANGED, STORED_SNAPSHOTS, STORED_STATE, UNCHANGED, type RoomChange } from '../../src/rooms/room-changes.ts';
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

/** A connection that records the names of the messages it was sent, into one shared list. */
const recorder = (id: string, heard: string[]): Link => ({ id, send: (event: string) => void heard.push(`${id}:${event}`), detach: () => undefined });

describe('settle: stored, then published (issue 29 §3)', () => {
  let store: Store;
  let manager: RoomManager;
  let room: Room;
  let heard: string[];
  /** Each save waits for this gate's release, or fails with its error. */
  let gate: { release: () => void; fail: (error: Error) => void } | null;

  beforeEach(async () => {
    const real = await openStore({ sqlitePath: ':memory:' });
    store = real;
    gate = null;
    // The record's save waits on the gate when one is set: what is published before it opens was published unstored.
    const saveRoom = real.saveRoom.bind(real);
    real.saveRoom = (record) =>
      gate
        ? new Promise<void>((resolve, reject) => {
            gate = { release: () => void saveRoom(record).then(resolve, reject), fail: reject };
          })
        : saveRoom(record);
    heard = [];
    manager = new RoomManager({ store, bots: { chooseMove: chooseBotMove }, timers: new FakeTimers(), timings, log: silent, games: [highCard], defaultBotDelayMs: 0 });
    ({ room } = await manager.createRoom(recorder('tv', heard)));
    const profile = await store.profileForToken('device-anna', 'Anna');
    await runSettled(room, () => room.addMember('Anna', 'device-anna', profile.id, recorder('anna', heard)));
    heard.length = 0;
  });

  afterEach(async () => {
    room.play.stop();
    await manager.close();
    await store.close();
  });

  /** Holds the next save until `gate.release()`. */
  function holdSaves(): void {
    gate = { release: () => undefined, fail: () => undefined };
  }

  it('a change that stores publishes nothing until its record is stored', async () => {
    holdSaves();
    const settled = settle(room, STORED_STATE);
    await new Promise((r) => setImmediate(r));
    expect(heard).toEqual([]);
    gate!.release();
    await settled;
    expect(heard.sort()).toEqual(['anna:room:state', 'tv:room:state']);
  });

  it('a store that refuses: nothing is published and the operation fails', async () => {
    holdSaves();
    const then: string[] = [];
    const settled = settle(room, { ...STORED_SNAPSHOTS, then: [() => then.push('then')] });
    await new Promise((r) => setImmediate(r));
    gate!.fail(new Error('disk gone'));
    await expect(settled).rejects.toThrow('disk gone');
    expect(heard).toEqual([]);
    expect(then).toEqual([]);
  });

  it('a change that stores nothing is published at once, without waiting', () => {
    void settle(room, STATE_CHANGED);
    expect(heard.sort()).toEqual(['anna:room:state', 'tv:room:state']);
  });

  it('publishes in order: the state first, the entry, the snapshots, what follows', async () => {
    await runSettled(room, () => room.configure({ kind: 'member', memberId: [...room.members.keys()][0]! }, { game: 'highcard', seats: 2, options: { deals: 2, cards: 1 }, clockSeconds: 0, botDelayMs: 0, summarySeconds: 20 }));
    await runSettled(room, () => room.play.start({ kind: 'member', memberId: [...room.members.keys()][0]! }));
    heard.length = 0;
    await settle(room, {
      stateFirst: true,
      update: { base: { seat: null, byClock: false, byBot: false, events: [] } },
      publish: 'snapshots',
      then: [() => heard.push('then')],
    });
    expect(heard.filter((h) => h.startsWith('tv:') || h === 'then')).toEqual(['tv:room:state', 'tv:match:update', 'tv:room:snapshot', 'then']);
    expect(heard.filter((h) => h.startsWith('anna:'))).toEqual(['anna:room:state', 'anna:match:update', 'anna:room:snapshot']);
  });

  it('UNCHANGED stores and publishes nothing', async () => {
    holdSaves();
    await settle(room, UNCHANGED);
    expect(heard).toEqual([]);
  });
});

describe('combine: several concerns of one operation as one change', () => {
  const a: Link = { id: 'a', send: () => undefined, detach: () => undefined };
  const b: Link = { id: 'b', send: () => undefined, detach: () => undefined };

  it('stores if any stores; snapshots win over a state; what follows keeps its order', () => {
    const first = () => undefined;
    const second = () => undefined;
    expect(combine(STATE_CHANGED, { store: true, then: [first] }, STORED_SNAPSHOTS, { then: [second] })).toEqual({ store: true, publish: 'snapshots', then: [first, second] });
    expect(combine(UNCHANGED, UNCHANGED)).toEqual({});
  });

  it('leaves a connection out only when every publishing change leaves it out', () => {
    expect(combine({ ...STATE_CHANGED, except: a }, { store: true })).toEqual({ store: true, publish: 'state', except: a });
    expect(combine({ ...STATE_CHANGED, except: a }, STATE_CHANGED)).toEqual({ publish: 'state' });
    expect(combine({ ...STATE_CHANGED, except: a }, { ...STATE_CHANGED, except: b })).toEqual({ publish: 'state' });
    // Snapshots go to everyone: a connection left out of a state is not left out of them.
    expect(combine({ ...STATE_CHANGED, except: a }, STORED_SNAPSHOTS)).toEqual({ store: true, publish: 'snapshots' });
  });

  it('carries one log entry and the state that goes before it; two entries are a mistake', () => {
    const update: RoomChange['update'] = { base: { seat: 0, byClock: false, byBot: false, events: [] } };
    expect(combine({ stateFirst: true }, { update })).toEqual({ stateFirst: true, update });
    expect(() => combine({ update }, { update })).toThrow('two log entries');
  });
});
