/** Shared set-up for the store suites: a fresh store per test, and sample records. */
import { afterEach, beforeEach } from 'vitest';
import { sql } from 'kysely';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import type { MatchRecord, MoveRecord, SeatOutcome } from '../../src/storage/store.ts';

export interface StoreFactory {
  /** A fresh, migrated, empty store. */
  open(): Promise<KyselyStore>;
  /** Closes it and removes what it left (a PostgreSQL schema, say). */
  dispose(store: KyselyStore): Promise<void>;
}

/** Opens a fresh store before each test of the enclosing describe and disposes of it after. */
export function useFreshStore(factory: StoreFactory): () => KyselyStore {
  let store: KyselyStore | undefined;
  beforeEach(async () => {
    store = await factory.open();
  });
  afterEach(async () => {
    if (store) await factory.dispose(store);
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('no store: use inside a test');
    return store;
  };
}

export function sampleMatch(overrides: Partial<MatchRecord> = {}): MatchRecord {
  return {
    id: 'match-1',
    roomCode: 'KXTR',
    game: 'elevator',
    options: { rounds: 7, trumpRule: 'lowest', nested: { list: [1, 2.5, -3, null, true], text: 'Grüß Gott ♠♥ "quoted" \\ slash' } },
    seats: 4,
    seed: 'seed-1234567890',
    generator: 2,
    lineup: [{ profileId: 'p1' }, { bot: 'normal', name: 'Bot Kim' }, null, { profileId: 'p2' }],
    startedAt: 1_700_000_000_000,
    finishedAt: null,
    ...overrides,
  };
}

export function move(matchId: string, seq: number, moveJson: unknown = { play: 'AH' }, seat: number | null = 0, byClock = false): MoveRecord {
  return { matchId, seq, seat, move: moveJson, byClock, at: 1_700_000_000_000 + seq };
}

export function human(seat: number, profileId: string, name: string, total: number, placement: number, rated = true): SeatOutcome {
  return { seat, profileId, name, isBot: false, total, placement, rated };
}

export function bot(seat: number, name: string, total: number, placement: number): SeatOutcome {
  // Bots are never rated; `rated: true` here checks that the store does not trust the flag for them.
  return { seat, profileId: null, name, isBot: true, total, placement, rated: true };
}

/** Every row of every table of the store, as one JSON text (to prove a secret is nowhere in it). */
export async function dumpAllTables(store: KyselyStore): Promise<string> {
  const tables = await store.db.introspection.getTables({ withInternalKyselyTables: true });
  const mine = tables.filter((t) => store.dialect === 'sqlite' || t.schema === store.schema);
  const dump: Record<string, unknown[]> = {};
  for (const t of mine) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(store.db);
    dump[t.name] = rows;
  }
  if (!('profiles' in dump)) throw new Error('dump found no profiles table: the dump itself is broken');
  return JSON.stringify(dump);
}
