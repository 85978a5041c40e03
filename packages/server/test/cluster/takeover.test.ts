/**
 * Batched takeovers (cluster/takeover.ts, fencing.ts takeRooms): against this machine's PostgreSQL, the
 * batched epoch bump fences exactly as a single one (a stale owner's append that got in first is in the
 * log the taker reads, every later one is refused); with three real processes, a dead owner's rooms
 * spread over both survivors, in batches, with every acknowledged move. Skipped with a printed reason
 * when PostgreSQL or Redis is absent, unless REQUIRE_SERVICES=1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { appendMoveFenced, appendMovesFenced, claimCode, FencedStore, takeRooms, type FencedAppend } from '../../src/cluster/fencing.ts';
import { GroupCommit } from '../../src/storage/group-commit.ts';
import type { Database } from '../../src/storage/schema.ts';
import { loadMatches } from '../../src/storage/matches.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { StoreError, type MoveRecord } from '../../src/storage/store.ts';
import { startClusterRun, type ClusterRun } from '../../bench/support/cluster.ts';
import { connectClient, waitFor, type TestClient } from '../support/harness.ts';
import { postgresUrlOrSkip, redisUrlOrSkip } from '../support/services.ts';
import { expectLogged, holders, playRecording, type Acked } from './cluster-play.ts';

const databaseUrl = await postgresUrlOrSkip();
const redisUrl = databaseUrl ? await redisUrlOrSkip() : null;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const move = (matchId: string, seq: number): MoveRecord => ({ matchId, seq, seat: seq % 4, move: { card: seq }, byClock: false, at: seq });

/** The StoreError code a write was refused with, or null when it was stored. */
const refusal = (write: Promise<unknown>): Promise<string | null> => write.then(() => null, (e: unknown) => (e instanceof StoreError ? e.code : String(e)));

describe.skipIf(!databaseUrl)('the batched epoch bump fences as a single one (issue 16)', () => {
  const stores: KyselyStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) {
      await sql`drop schema if exists ${sql.id(store.schema!)} cascade`.execute(store.db);
      await store.close();
    }
  });

  async function openStore(): Promise<KyselyStore> {
    const { openKyselyStore } = await import('../../src/storage/open-store.ts');
    const store = await openKyselyStore({ databaseUrl: databaseUrl!, schema: `kt_takeover_${process.pid}_${Date.now()}_${stores.length}`, poolSize: 8 });
    stores.push(store);
    return store;
  }

  /** `n` rooms at epoch 1, each with a match and its first move stored by the (soon stale) owner. */
  async function roomsWithMatches(store: KyselyStore, n: number): Promise<string[]> {
    const codes = Array.from({ length: n }, (_, i) => `R${String(i).padStart(3, '0')}`);
    for (const code of codes) {
      expect(await claimCode(store.db, code, 1)).toBe(true);
      await store.createMatch({ id: `m-${code}`, roomCode: code, game: 'fahrstuhl', options: {}, seats: 4, seed: 's', generator: 2, lineup: null, startedAt: 1, finishedAt: null });
      await new FencedStore(store, code, 1).saveRoom({ code, data: { phase: 'playing', v: 1 }, matchId: `m-${code}`, updatedAt: 2 });
      await appendMoveFenced(store.db, code, 1, move(`m-${code}`, 1));
    }
    return codes;
  }

  it('an append holding the room row when the batch bumps commits first and is in the log read after; later ones are refused', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 6);
    // The stale owner's append of move 2 in room 0 holds the row FOR SHARE in an open transaction…
    let commitStale!: () => void;
    const staleHolds = new Promise<void>((resolve) => {
      void store.db.transaction().execute(async (trx) => {
        await appendMoveFenced(trx, codes[0]!, 1, move(`m-${codes[0]}`, 2));
        resolve();
        await new Promise<void>((r) => (commitStale = r));
      });
    });
    await staleHolds;
    // …so the batch's bump of all six waits for it (an UPDATE needs the row exclusively).
    let bumpedAt = 0;
    const bump = takeRooms(store.db, codes, Date.now()).then((taken) => ((bumpedAt = Date.now()), taken));
    await sleep(300);
    expect(bumpedAt).toBe(0);
    const committedAt = Date.now();
    commitStale();
    const taken = await bump;
    expect(bumpedAt).toBeGreaterThanOrEqual(committedAt);
    expect([...taken.keys()].sort()).toEqual(codes);
    for (const t of taken.values()) {
      expect(t.epoch).toBe(2);
      expect(t.record.data).toEqual({ phase: 'playing', v: 1 });
    }
    // The logs read after the bump hold the stale move that got in first.
    const logs = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    expect(logs.get(`m-${codes[0]}`)!.moves.map((m) => m.seq)).toEqual([1, 2]);
    for (const code of codes.slice(1)) expect(logs.get(`m-${code}`)!.moves.map((m) => m.seq)).toEqual([1]);
    // After the bump, every write under the old epoch is refused by the database, in every room.
    for (const code of codes) {
      const stale = new FencedStore(store, code, 1);
      const seq = code === codes[0] ? 3 : 2;
      expect(await refusal(stale.appendMove(move(`m-${code}`, seq)))).toBe('FENCED');
      expect(await refusal(stale.saveRoom({ code, data: { v: 'stale' }, matchId: null, updatedAt: 9 }))).toBe('FENCED');
      // The taker writes under its epoch.
      await new FencedStore(store, code, 2).appendMove(move(`m-${code}`, seq));
    }
    const after = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    for (const code of codes) expect(after.get(`m-${code}`)!.moves.length).toBe(code === codes[0] ? 3 : 2);
  });

  it('racing stale appends: each one either is in the log read after the bump or was refused FENCED', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 20);
    const appends = codes.map((code) => refusal(appendMoveFenced(store.db, code, 1, move(`m-${code}`, 2))));
    const taken = await takeRooms(store.db, codes, Date.now());
    const logs = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    const outcomes = await Promise.all(appends);
    codes.forEach((code, i) => {
      expect(taken.get(code)!.epoch).toBe(2);
      const seqs = logs.get(`m-${code}`)!.moves.map((m) => m.seq);
      // Stored means it is in the log the taker replays; otherwise the database refused it.
      if (outcomes[i] === null) expect(seqs).toEqual([1, 2]);
      else {
        expect(outcomes[i]).toBe('FENCED');
        expect(seqs).toEqual([1]);
      }
    });
  });

  /** The store's tables through a Kysely of its own that lists every statement it runs. */
  function countingDb(store: KyselyStore): { db: Kysely<Database>; statements: string[] } {
    const statements: string[] = [];
    const pool = new pg.Pool({ connectionString: databaseUrl!, max: 4, options: `-c search_path=${store.schema}` });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void (event.level === 'query' && statements.push(event.query.sql)) });
    counted.push(db);
    return { db, statements };
  }
  const counted: Kysely<Database>[] = [];
  afterEach(async () => {
    for (const db of counted.splice(0)) await db.destroy();
  });

  it('a turn’s appends of many rooms go in one statement; a refused one fails alone, with the reason a single append gives', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 8);
    await takeRooms(store.db, [codes[5]!], Date.now()); // room 5 moved on to epoch 2: its owner at epoch 1 is stale
    const { db, statements } = countingDb(store);
    const appends = new GroupCommit<FencedAppend>((batch) => appendMovesFenced(db, batch));
    const stores = codes.map((code) => new FencedStore(store, code, 1, undefined, undefined, appends));
    const outcomes = await Promise.all([
      ...codes.slice(0, 5).map((code, i) => refusal(stores[i]!.appendMove(move(`m-${code}`, 2)))),
      refusal(stores[5]!.appendMove(move(`m-${codes[5]}`, 2))),
      refusal(stores[6]!.appendMove(move(`m-${codes[6]}`, 3))), // a gap: seq 2 is missing
      refusal(stores[7]!.appendMove(move(`m-${codes[7]}`, 1))), // seq 1 is stored already
    ]);
    expect(outcomes).toEqual([null, null, null, null, null, 'FENCED', 'MOVE_OUT_OF_ORDER', 'MOVE_OUT_OF_ORDER']);
    expect(appends.largestBatch).toBe(8);
    // One statement for the eight; each of the three left out is tried alone once (and its refusal read).
    const inserts = statements.filter((s) => s.startsWith('insert into "moves"'));
    expect(inserts.filter((s) => s.includes('unnest('))).toHaveLength(1);
    expect(inserts.filter((s) => !s.includes('unnest('))).toHaveLength(3);
    const logs = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    codes.forEach((code, i) => expect(logs.get(`m-${code}`)!.moves.map((m) => m.seq)).toEqual(i < 5 ? [1, 2] : [1]));
  });

  it('a batch whose statement fails as a whole (a match that does not exist) writes each entry alone', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 3);
    const batch: FencedAppend[] = [
      { code: codes[0]!, epoch: 1, entry: move(`m-${codes[0]}`, 2) },
      { code: codes[1]!, epoch: 1, entry: move('no-such-match', 1) },
      { code: codes[2]!, epoch: 1, entry: move(`m-${codes[2]}`, 2) },
    ];
    const outcomes = await appendMovesFenced(store.db, batch);
    expect(outcomes.map((o) => o?.code ?? null)).toEqual([null, 'MATCH_NOT_FOUND', null]);
    const logs = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    for (const code of codes) expect(logs.get(`m-${code}`)!.moves.map((m) => m.seq)).toEqual(code === codes[1] ? [1] : [1, 2]);
  });

  it('racing stale batched appends: each one either is in the log read after the bump or was refused FENCED', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 20);
    const batch = codes.map((code) => ({ code, epoch: 1, entry: move(`m-${code}`, 2) }));
    const appended = appendMovesFenced(store.db, batch);
    const taken = await takeRooms(store.db, codes, Date.now());
    const logs = await loadMatches(store.db, codes.map((c) => `m-${c}`));
    const outcomes = await appended;
    codes.forEach((code, i) => {
      expect(taken.get(code)!.epoch).toBe(2);
      const seqs = logs.get(`m-${code}`)!.moves.map((m) => m.seq);
      if (outcomes[i] === null) expect(seqs).toEqual([1, 2]);
      else {
        expect(outcomes[i]!.code).toBe('FENCED');
        expect(seqs).toEqual([1]);
      }
    });
  });

  it('two batches over the same rooms never hand out one epoch twice; a room without a row is left out', async () => {
    const store = await openStore();
    const codes = await roomsWithMatches(store, 10);
    const [a, b] = await Promise.all([takeRooms(store.db, codes, Date.now()), takeRooms(store.db, [...codes].reverse().concat('GONE'), Date.now())]);
    expect(b.has('GONE')).toBe(false);
    for (const code of codes) expect([a.get(code)!.epoch, b.get(code)!.epoch].sort()).toEqual([2, 3]);
  });

  it('a room still being created (claimed, no record yet) is left to its creator for a minute, then taken', async () => {
    const store = await openStore();
    const now = Date.now();
    expect(await claimCode(store.db, 'NEWR', now)).toBe(true);
    expect((await takeRooms(store.db, ['NEWR'], now + 1_000)).has('NEWR')).toBe(false);
    // The creator, whose lease a taker found lapsed meanwhile, saves under its epoch as if nothing happened.
    await new FencedStore(store, 'NEWR', 1).saveRoom({ code: 'NEWR', data: { phase: 'lobby' }, matchId: null, updatedAt: now });
    expect((await takeRooms(store.db, ['NEWR'], now + 1_000)).get('NEWR')?.epoch).toBe(2);
    // A creation abandoned for over a minute is taken like any room (and then dropped as unreadable).
    expect(await claimCode(store.db, 'OLDR', now)).toBe(true);
    expect((await takeRooms(store.db, ['OLDR'], now + 61_000)).get('OLDR')?.record.data).toBeNull();
  });

  it('a prefetched log answers the restore once; later loads read the database', async () => {
    const store = await openStore();
    const [code] = await roomsWithMatches(store, 1);
    const prefetched = (await loadMatches(store.db, [`m-${code}`])).get(`m-${code}`)!;
    const owner = new FencedStore(store, code!, 1, prefetched);
    await appendMoveFenced(store.db, code!, 1, move(`m-${code}`, 2));
    expect((await owner.loadMatch(`m-${code}`))!.moves.length).toBe(1);
    expect((await owner.loadMatch(`m-${code}`))!.moves.length).toBe(2);
  });
});

describe.skipIf(!databaseUrl || !redisUrl)('a dead owner’s rooms spread over the survivors (issue 16)', () => {
  const runs: ClusterRun[] = [];
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    for (const run of runs.splice(0)) await run.dispose();
  });

  it('SIGKILL the owner of 16 rooms: both survivors take a share, in batches; every room goes on with every acknowledged move', async () => {
    const batches: { leased: number; taken: number }[] = [];
    const run = await startClusterRun({
      processes: 3,
      databaseUrl: databaseUrl!,
      redisUrl: redisUrl!,
      leaseMs: 1000,
      // The sixteen rooms stay on the process that made them (no rebalancing) until it is killed.
      config: { logLevel: 'info', rebalance: false },
      onLine: (_process, line) => {
        if (!line.includes('"takeover batch"')) return;
        const entry = JSON.parse(line) as { leased: number; taken: number };
        batches.push({ leased: entry.leased, taken: entry.taken });
      },
    });
    runs.push(run);
    const [a, b, c] = run.processes;
    const rooms: { code: string; phone: TestClient; acked: Acked[]; player: { stop(): void } }[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const tv = connectClient(a!.url);
        clients.push(tv);
        const { code } = await tv.createRoom();
        // The phones on the processes that survive: half on B, half on C.
        const phone = connectClient((i % 2 === 0 ? b : c)!.url);
        clients.push(phone);
        await phone.join(code, `Player${i}`);
        await phone.configure({ game: 'fahrstuhl', seats: 4, clockSeconds: 0, botDelayMs: 0 });
        const acked: Acked[] = [];
        // A person's pace, so that no match is over before the kill.
        const player = playRecording(phone, acked, 100);
        await phone.start();
        rooms.push({ code, phone, acked, player });
      }),
    );
    for (const room of rooms) await waitFor(room.phone, () => room.acked.length >= 2, `two moves in ${room.code}`, 30_000);
    expect((await a!.metrics()).roomCodes?.length).toBe(16);
    const before = new Map(rooms.map((r) => [r.code, r.acked.length]));
    await run.kill(0);
    for (const room of rooms) await waitFor(room.phone, () => room.acked.length > before.get(room.code)!, `a move in ${room.code} after the kill`, 45_000);
    for (const room of rooms) room.player.stop();

    const held = await Promise.all(rooms.map((r) => holders(run, r.code, [1, 2])));
    // No room twice, none lost…
    for (const h of held) expect(h.length).toBe(1);
    // …and both survivors own a share (all 16 on one would happen by chance once in 30,000 runs).
    const onB = held.filter((h) => h[0] === 1).length;
    expect(onB).toBeGreaterThan(0);
    expect(onB).toBeLessThan(16);
    // Taken in batches: fewer batches than rooms, all 16 taken once.
    expect(batches.reduce((n, x) => n + x.taken, 0)).toBe(16);
    expect(batches.length).toBeLessThan(16);
    for (const room of rooms) await expectLogged(run, room.acked);
  }, 120_000);
});
