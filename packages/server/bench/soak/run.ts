/**
 * Soak (issue 7): bots-only matches of all four games, at every seat count, at full speed (no bot
 * delay, clocks off) for a bounded time, against the real server in a child process. Each lane: a TV
 * opens a room over socket.io, the harness seats bots only (no 5-bot limit: 6-seat tables too), the
 * match plays to its end while the TV watches, then the TV leaves and the room is closed, and the lane
 * starts again. Every few seconds the server is asked for its heap (after a full collection) and its
 * live handles; the slopes of both over time are reported, with every error-level log line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '@kitchen-table/engine';
import { createClient, memoryStorage, type KitchenTableClient } from '@kitchen-table/protocol';
import { spawnChild } from '../support/child-process.ts';
import { round, slope } from '../support/samples.ts';

export interface SoakOptions {
  minutes: number;
  /** Rooms playing at once. */
  lanes: number;
  sampleSeconds: number;
  log?: (line: string) => void;
}

export interface SoakSample {
  minute: number;
  heapMB: number;
  rssMB: number;
  handles: number;
  rooms: number;
}

export interface SoakResult {
  minutes: number;
  matches: number;
  matchesByGame: Record<string, number>;
  moves: number;
  heapSlopeKBPerMin: number;
  rssSlopeKBPerMin: number;
  handlesSlopePerMin: number;
  heapMB: { first: number; last: number; max: number };
  handles: { first: number; last: number; max: number };
  errors: number;
  errorLines: string[];
  samples: SoakSample[];
}

/** Every game at every seat count it allows. */
export function soakTables(): { game: string; seats: number }[] {
  return GAMES.flatMap((g) => Array.from({ length: g.meta.maxPlayers - g.meta.minPlayers + 1 }, (_, i) => ({ game: g.meta.id, seats: g.meta.minPlayers + i })));
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'kt-soak-'));
  const server = await spawnChild({
    sqlitePath: join(dir, 'soak.sqlite'),
    botDelayMs: 0,
    bots: 'normal',
    logLevel: 'warn',
    // Nobody is connected to a bots-only room but its TV: it must not be suspended meanwhile.
    timings: { suspendAfterMs: 24 * 3600_000 },
  });
  const tables = soakTables();
  const start = performance.now();
  const end = start + options.minutes * 60_000;
  const matchesByGame: Record<string, number> = {};
  let matches = 0;
  let moves = 0;
  let next = 0;
  const samples: SoakSample[] = [];
  const errors: string[] = [];

  const lane = async (): Promise<void> => {
    while (performance.now() < end) {
      const table = tables[next++ % tables.length]!;
      const tv: KitchenTableClient = createClient(server.url, { storage: memoryStorage(), socket: { transports: ['websocket'], forceNew: true } });
      let updates = 0;
      tv.on('update', () => updates++);
      try {
        const { code } = await tv.createRoom();
        const finished = new Promise<void>((resolve) => {
          tv.on('state', (room) => room.phase === 'finished' && resolve());
        });
        await server.harness({ op: 'botMatch', code, game: table.game, seats: table.seats });
        const stop = sleep(Math.max(0, end - performance.now()) + 60_000).then(() => 'timeout' as const);
        const outcome = await Promise.race([finished.then(() => 'finished' as const), stop]);
        if (outcome === 'finished') {
          matches++;
          matchesByGame[table.game] = (matchesByGame[table.game] ?? 0) + 1;
        } else errors.push(`a ${table.game} match with ${table.seats} bots did not finish`);
        moves += updates;
        tv.close();
        await server.harness({ op: 'closeRoom', code });
      } catch (error) {
        errors.push(`lane: ${(error as Error).message}`);
        tv.close();
        await sleep(1000);
      }
    }
  };

  const sampler = async (): Promise<void> => {
    while (performance.now() < end) {
      const m = await server.metrics({ gc: true });
      const sample = {
        minute: round((performance.now() - start) / 60_000, 3),
        heapMB: round(m.heapUsedBytes / 2 ** 20, 2),
        rssMB: round(m.rssBytes / 2 ** 20, 1),
        handles: m.handles,
        rooms: m.rooms,
      };
      samples.push(sample);
      log(`t=${sample.minute.toFixed(2)} min heap ${sample.heapMB} MB rss ${sample.rssMB} MB handles ${sample.handles} rooms ${sample.rooms} matches ${matches}`);
      await sleep(Math.min(options.sampleSeconds * 1000, Math.max(0, end - performance.now())));
    }
  };

  try {
    await Promise.all([sampler(), ...Array.from({ length: options.lanes }, lane)]);
    const last = await server.metrics({ gc: true });
    samples.push({ minute: round((performance.now() - start) / 60_000, 3), heapMB: round(last.heapUsedBytes / 2 ** 20, 2), rssMB: round(last.rssBytes / 2 ** 20, 1), handles: last.handles, rooms: last.rooms });
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // The first fifth is warm-up (code compiled, caches filled, the database grown to its working size).
  const steady = samples.filter((s) => s.minute >= options.minutes / 5);
  const fit = (key: 'heapMB' | 'rssMB' | 'handles'): number => slope(steady.map((s) => ({ x: s.minute, y: s[key] })));
  const stat = (key: 'heapMB' | 'handles') => ({ first: steady[0]?.[key] ?? 0, last: steady.at(-1)?.[key] ?? 0, max: Math.max(...steady.map((s) => s[key])) });
  return {
    minutes: options.minutes,
    matches,
    matchesByGame,
    moves,
    heapSlopeKBPerMin: round(fit('heapMB') * 1024, 1),
    rssSlopeKBPerMin: round(fit('rssMB') * 1024, 1),
    handlesSlopePerMin: round(fit('handles'), 2),
    heapMB: stat('heapMB'),
    handles: stat('handles'),
    errors: server.errorCount() + errors.length,
    errorLines: [...server.errors, ...errors].slice(0, 20),
    samples,
  };
}
