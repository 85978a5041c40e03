/**
 * Issue 15: every join with a fresh device token adds a profile row. Rows of tokens that never finished
 * a match (no outcome, no rating) are deleted once untouched for UNUSED_PROFILE_MS (24 h; a join
 * touches the row), except those of phones in a live room; the room sweeper does it once an hour.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openKyselyStore } from '../../src/storage/open-store.ts';
import type { KyselyStore } from '../../src/storage/kysely-store.ts';
import { PROFILE_PRUNE_INTERVAL_MS, UNUSED_PROFILE_MS } from '../../src/rooms/room-manager.ts';
import { human, sampleMatch } from '../storage/store-fixtures.ts';
import { startTestServer, type TestServer } from '../support/harness.ts';

let store: KyselyStore | undefined;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.closeAll();
  await store?.close();
  server = undefined;
  store = undefined;
});

const DAY = 24 * 60 * 60_000;

async function names(s: KyselyStore): Promise<string[]> {
  return (await s.db.selectFrom('profiles').select('name').orderBy('name').execute()).map((r) => r.name);
}

describe('security: unused profiles', () => {
  it('profiles that never finished a match go after a day untouched; players, phones in a live room and recent ones stay', async () => {
    let now = 1_700_000_000_000;
    store = await openKyselyStore({ sqlitePath: ':memory:', now: () => now });
    const player = await store.profileForToken('a'.repeat(32), 'Player');
    const partner = await store.profileForToken('b'.repeat(32), 'Partner');
    await store.profileForToken('c'.repeat(32), 'Drive-by');
    const inRoom = await store.profileForToken('d'.repeat(32), 'In a room');
    await store.createMatch(sampleMatch({ id: 'm1', game: 'elevator', lineup: [] }));
    await store.finishMatch({ matchId: 'm1', game: 'elevator', finishedAt: now, outcomes: [human(0, player.id, 'Player', 3, 1), human(1, partner.id, 'Partner', 1, 2)] });
    now += DAY / 2;
    await store.profileForToken('e'.repeat(32), 'Recent');
    expect(await store.pruneProfiles(now - UNUSED_PROFILE_MS, [inRoom.id])).toBe(0);
    now += DAY;
    expect(await store.pruneProfiles(now - UNUSED_PROFILE_MS, [inRoom.id])).toBe(1);
    expect(await names(store)).toEqual(['In a room', 'Partner', 'Player', 'Recent']);
    // A drive-by device that comes back later simply gets a new row.
    expect((await store.profileForToken('c'.repeat(32), 'Drive-by')).name).toBe('Drive-by');
  });

  it('the room manager prunes with the live rooms’ phones kept', async () => {
    server = await startTestServer();
    const { code } = await server.tv();
    await server.phone(code, 'Anna');
    const kysely = server.store as KyselyStore;
    await kysely.profileForToken('f'.repeat(32), 'Gone');
    // Make both rows two days old: only the one without a phone in a live room goes.
    await kysely.db.updateTable('profiles').set({ updated_at: Date.now() - 2 * DAY }).execute();
    expect(await server.manager.pruneProfiles()).toBe(1);
    expect(await names(kysely)).toEqual(['Anna']);
    expect(PROFILE_PRUNE_INTERVAL_MS).toBe(60 * 60_000);
  });
});
