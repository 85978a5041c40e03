/**
 * Protocol fuzzing against a running server with live rooms of every game (issue 7): random,
 * malformed, oversized, out-of-turn, wrong-seat, stale, replayed and cross-room messages. After every
 * command every room is quiet and unchanged unless a legal move was played in it; after every run each
 * room's state equals a fresh replay of its stored log, every client received exactly its own views,
 * nothing was logged at error level, and the server still serves.
 *
 * Issue 26: deep, huge and odd values in every field of every event (fuzz/hostile-values.ts), odd
 * selections the clock then judges when it runs out, summaries that end by themselves during the run;
 * no rejection or exception ever escapes a room (the process would exit: checked after every run).
 *
 * Bounded here (FUZZ_RUNS, default 60 runs of up to 30 commands); `npm run fuzz` runs it long.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/harness.ts';
import { FUZZ_COMMANDS, type FuzzWorld } from './commands.ts';
import { captureLogs, checkReplay, checkViews, FUZZ_GAMES, openLiveRoom, startFuzzServer } from './live-rooms.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const MAX_COMMANDS = Number(process.env.FUZZ_COMMANDS ?? 30);
/** fast-check's size of the generated sequences: the long run asks for longer ones (`large`). */
const SIZE = (process.env.FUZZ_SIZE ?? 'small') as 'small' | 'medium' | 'large';

const logs = captureLogs();
/** What would have stopped a real server process: an unhandled rejection or an uncaught exception. */
const escaped: unknown[] = [];
const onEscape = (reason: unknown): void => void escaped.push(reason);
let server: TestServer;
beforeAll(async () => {
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
  server = await startFuzzServer(logs);
});
afterAll(async () => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
  await server?.closeAll();
});

describe('protocol fuzzing (issue 7)', () => {
  it(
    'bad messages are refused with a code and change nothing; legal moves land; every room replays from its log; nobody sees another hand',
    async () => {
      const codes = new Map<string, number>();
      let views = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(FUZZ_COMMANDS, { maxCommands: MAX_COMMANDS, size: SIZE }), async (commands) => {
          const rooms = [];
          for (const { game, seats } of FUZZ_GAMES) rooms.push(await openLiveRoom(server, game, seats));
          const world: FuzzWorld = { server, rooms, lastAccepted: new Map(), strays: [], codes };
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: world }), commands);
            for (const room of rooms) {
              await checkReplay(server, room.code);
              views += await checkViews(server, room);
            }
            expect(logs.errors).toEqual([]);
            expect(escaped.map(String)).toEqual([]);
          } finally {
            for (const c of world.strays) c.close();
            for (const room of rooms) for (const c of [room.tv, ...room.phones, room.audience]) c.close();
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(views).toBeGreaterThan(0);
      if (process.env.FUZZ_REPORT) console.log(`fuzz: ${RUNS} runs, ${views} views checked, codes ${JSON.stringify(Object.fromEntries(codes))}`);
    },
    Math.max(60_000, RUNS * 20_000),
  );
});
