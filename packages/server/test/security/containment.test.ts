/**
 * Issue 26, part 1 (containment): an exception in one room's operation or timer — a phone's move, the
 * clock judging a selection, a bot's answer, the end of a summary — is caught at that room's queue,
 * logged with the room's code, answered INTERNAL where a client waits, and the room is reloaded from its
 * log; the process and every other room go on. The fault is injected with a "brittle" game (the test
 * game, whose functions throw on demand) in one room while another room plays on its clock.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDefinition } from '@kitchen-table/engine';
import { highCard } from '../support/test-game.ts';
import { refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

/** How many more calls of each function throw (a RangeError, as a stack overflow would). */
const faults = { parseMove: 0, applyMove: 0, toAct: 0 };
const boom = (what: keyof typeof faults): void => {
  if (faults[what] <= 0) return;
  faults[what]--;
  throw new RangeError(`Maximum call stack size exceeded (injected in ${what})`);
};

/** The test game under another id; `{ play: "BOOM" }` makes its move parsing throw, `faults` the rest. */
const brittle: GameDefinition = {
  ...(highCard as unknown as GameDefinition),
  meta: { ...highCard.meta, id: 'brittle' },
  parseMove(raw) {
    if ((raw as { play?: unknown }).play === 'BOOM') throw new RangeError('Maximum call stack size exceeded (injected)');
    return highCard.parseMove(raw) as ReturnType<GameDefinition['parseMove']>;
  },
  applyMove(state, seat, move) {
    boom('applyMove');
    return (highCard as unknown as GameDefinition).applyMove(state, seat, move);
  },
  toAct(state) {
    boom('toAct');
    return (highCard as unknown as GameDefinition).toAct(state);
  },
};

interface LogLine {
  level: number;
  room?: string;
  msg: string;
  during?: string;
}

let server: TestServer;
let logs: LogLine[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  faults.parseMove = faults.applyMove = faults.toAct = 0;
  await server?.closeAll();
});

/**
 * Two rooms on one server (a clock second lasts 5 ms: a 20 s clock runs out after 100 ms). Room A plays
 * the brittle game (Anna against a bot); room B the test game, Ben against a bot, every one of Ben's
 * moves played by his clock, so that B is in play the whole time A fails.
 */
async function twoRooms(options: { clockA: 0 | 20 | 90; dealsA?: number }) {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  logs = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  server = await startTestServer({ games: [highCard, brittle], logger: pino({ level: 'info' }, sink), timings: { clockSecondMs: 5 } });
  const a = await server.tv();
  const anna = await server.phone(a.code, 'Anna');
  // Room A's summary lasts 300 ms: time enough to arm a fault for its end once the TV shows it.
  await anna.configure({ game: 'brittle', seats: 2, options: { deals: options.dealsA ?? 2, cards: 3 }, clockSeconds: options.clockA, summarySeconds: 60 });
  const b = await server.tv();
  const ben = await server.phone(b.code, 'Ben');
  await ben.configure({ game: 'highcard', seats: 2, options: { deals: 3, cards: 4 }, clockSeconds: 20, summarySeconds: 5 });
  await ben.start();
  await waitFor(b.tv, () => b.tv.state.room?.phase === 'playing', 'room B playing');
  await anna.start();
  await waitFor(a.tv, () => a.tv.state.room?.phase === 'playing', 'room A playing');
  return { a, anna, b, ben };
}

const snapshots = (client: TestClient): number => client.received.filter((r) => r.event === 'room:snapshot').length;
const failureLogged = (code: string, during: string): boolean =>
  logs.some((l) => l.level >= 50 && l.room === code && l.during === during && /reloaded from its log/.test(l.msg));

/** Room B plays to its end (its clock plays Ben's moves); the process answers all along. */
async function roomBPlaysOn(b: { tv: TestClient }, ben: TestClient): Promise<void> {
  await waitFor(b.tv, () => b.tv.state.room?.phase === 'finished', 'room B to finish its match', 20_000);
  expect(b.tv.updates.filter((u) => u.byClock).length).toBeGreaterThanOrEqual(6);
  expect((await ben.request('rules:close', {})).ok).toBe(true);
}

describe('containment: one room fails, the rest go on', () => {
  it('a phone’s move that throws is answered INTERNAL; the room is reloaded from its log (fresh snapshots) and plays on', async () => {
    const { a, anna, b, ben } = await twoRooms({ clockA: 0 });
    await waitFor(anna, () => seatView(anna)?.toAct.includes(seatView(anna)!.seat) === true, 'Anna’s turn');
    const seq = anna.state.match!.seq;
    const before = snapshots(anna);
    expect(await refusal(anna.move({ play: 'BOOM' }, seq))).toBe('INTERNAL');
    expect(failureLogged(a.code, 'match:move')).toBe(true);
    await waitFor(anna, () => snapshots(anna) > before, 'a fresh snapshot after the reload');
    expect(anna.state.match!.seq).toBe(seq);
    // The reloaded room takes Anna's real move.
    await anna.move(seatView(anna)!.legal[0]!, seq);
    await roomBPlaysOn(b, ben);
    expect(unhandled).toEqual([]);
  });

  it('the clock judging a selection that throws: contained, reloaded, and the clock plays for the seat after all', async () => {
    const { a, anna, b, ben } = await twoRooms({ clockA: 20 });
    await waitFor(anna, () => seatView(anna)?.toAct.includes(seatView(anna)!.seat) === true, 'Anna’s turn');
    await anna.select({ play: 'BOOM' });
    await waitFor(a.tv, () => a.tv.updates.some((u) => u.seat === seatView(anna)!.seat && u.byClock), 'the clock to play for Anna', 10_000);
    expect(failureLogged(a.code, 'the clock')).toBe(true);
    await roomBPlaysOn(b, ben);
    expect(unhandled).toEqual([]);
  });

  it('a bot’s answer that throws again and again: after a few reloads the match is dropped and the room is back in its lobby', async () => {
    faults.applyMove = Infinity;
    const { a, b, ben } = await twoRooms({ clockA: 20 });
    await waitFor(a.tv, () => a.tv.state.room?.phase === 'lobby', 'room A back in its lobby', 10_000);
    expect(logs.some((l) => l.room === a.code && /keeps failing/.test(l.msg))).toBe(true);
    expect(logs.filter((l) => l.room === a.code && l.during === 'a bot’s answer' && /reloaded from its log/.test(l.msg)).length).toBeGreaterThanOrEqual(3);
    await roomBPlaysOn(b, ben);
    expect(unhandled).toEqual([]);
  });

  it('the end of a summary that throws: contained, reloaded, and the next deal is played', async () => {
    const { a, anna, b, ben } = await twoRooms({ clockA: 20 });
    // Anna leaves her moves to the clock; when the summary after deal 1 ends, the game throws once.
    await waitFor(a.tv, () => a.tv.state.room?.summary != null, 'the summary after deal 1', 10_000);
    faults.toAct = 1;
    const seen = a.tv.updates.length;
    await waitFor(a.tv, () => a.tv.updates.length > seen, 'a move of deal 2', 10_000);
    expect(a.tv.state.room?.phase).toBe('playing');
    expect(faults.toAct).toBe(0);
    expect(failureLogged(a.code, 'the end of the summary')).toBe(true);
    expect((await anna.request('rules:close', {})).ok).toBe(true);
    await roomBPlaysOn(b, ben);
    expect(unhandled).toEqual([]);
  });
});
