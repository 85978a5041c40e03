/**
 * Security point 7: the database holds no secret in clear text. Seat, TV and device tokens are stored
 * only as SHA-256 hashes (a leaked database row opens no seat and names no phone); every text cell of
 * every table is searched for each token after a room has lived a whole evening: joins, a match, a
 * kick and a re-join.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/storage/open-store.ts';
import type { Store } from '../../src/storage/store.ts';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';
import { highCard } from '../support/test-game.ts';

let server: TestServer | null = null;
let store: Store | null = null;
let dir: string | null = null;
afterEach(async () => {
  await server?.closeAll();
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  server = store = dir = null;
});

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('security: stored secrets', () => {
  it('no token (TV, seat, device) is in any table in clear text; their hashes are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-db-'));
    const path = join(dir, 'secrets.sqlite');
    store = await openStore({ sqlitePath: path, databaseUrl: '' });
    server = await startTestServer({ games: [highCard], store });
    const tv = server.client();
    const { code, token: tvToken } = await tv.createRoom();
    const anna = server.client();
    const annaSeat = (await anna.join(code, 'Anna')).token;
    const ben = server.client();
    const benSeat = (await ben.join(code, 'Ben')).token;
    const carla = server.client();
    const carlaSeat = (await carla.join(code, 'Carla')).token;
    await anna.configure({ game: 'highcard', seats: 2, options: { deals: 1, cards: 2 }, clockSeconds: 0 });
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.start();
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    players.forEach((p) => p.stop());
    await anna.kick(carla.state.you!.memberId!);
    const benAgain = (await ben.join(code, 'Ben')).token;

    const db = new BetterSqlite3(path, { readonly: true });
    try {
      const tables = (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name);
      let cells = '';
      for (const table of tables) cells += JSON.stringify(db.prepare(`select * from "${table}"`).all()) + '\n';
      const secrets = { tvToken, annaSeat, benSeat, carlaSeat, benAgain, annaDevice: anna.deviceToken, benDevice: ben.deviceToken, carlaDevice: carla.deviceToken };
      for (const [what, secret] of Object.entries(secrets)) expect(cells.includes(secret), `${what} in clear text`).toBe(false);
      // What is stored instead: hashes (the rooms find seats by them, profiles by the device's).
      expect(cells.includes(sha256(tvToken))).toBe(true);
      expect(cells.includes(sha256(anna.deviceToken))).toBe(true);
      expect(cells.includes(sha256(carlaSeat)), 'the kicked seat token is kept as a hash (to refuse it)').toBe(true);
    } finally {
      db.close();
    }
  });
});
