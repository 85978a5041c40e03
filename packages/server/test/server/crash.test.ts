/**
 * Crash safety with the real CLI: the server runs as a child process on a SQLite file, is killed with
 * SIGKILL right after a move was acknowledged, and is started again on the same file and port. The
 * phones' SDK reconnects and resumes by itself; the match goes on exactly after the last acknowledged
 * move (that move is in the log, the phone's hand is as it was), and is played to its end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES, type SeatViewBase } from '@kitchen-table/engine';
import { openStore } from '../../src/storage/open-store.ts';
import type { Snapshot } from '@kitchen-table/protocol';
import { autoPlay, connectClient, seatView, waitFor, type TestClient } from '../support/harness.ts';
import { replayStates } from '../support/hidden-info.ts';

const CLI = fileURLToPath(new URL('../../../cli/bin/kitchen-table.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kt-crash-'));
const children: ChildProcess[] = [];
const clients: TestClient[] = [];

afterAll(() => {
  for (const c of clients) c.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `kitchen-table serve` and resolves with its port once it says it is running. */
function serve(port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir], {
    env: { ...process.env, LOG_LEVEL: 'warn', BOT_DELAY_MS: '0', DATABASE_URL: '', SQLITE_PATH: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 30_000);
    child.stderr!.on('data', (d) => (err += String(d)));
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running on port (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}\n${err}`));
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('crash safety', () => {
  it('after SIGKILL and a restart on the same file, the match continues exactly after the last acknowledged move', { timeout: 150_000 }, async () => {
    const game = GAMES.find((g) => g.meta.id === 'fahrstuhl') ?? GAMES[0];
    expect(game, 'a registered game').toBeDefined();
    const first = await serve(0);
    const url = `http://127.0.0.1:${first.port}`;
    const tv = connectClient(url);
    const anna = connectClient(url);
    const ben = connectClient(url);
    clients.push(tv, anna, ben);
    const { code } = await tv.createRoom();
    await anna.join(code, 'Anna');
    await ben.join(code, 'Ben');
    await anna.configure({ game: game.meta.id, seats: game.meta.minPlayers, clockSeconds: 0 });
    await anna.start();

    // Ben plays along; Anna plays a few moves by hand, and the server dies right after an ack.
    const benPlays = autoPlay(ben);
    let acked = 0;
    let handAfter: string[] = [];
    let played: Record<string, unknown> = {};
    for (let i = 0; i < 3; i++) {
      await waitFor(anna, () => (seatView(anna)?.legal.length ?? 0) > 0, 'Anna’s turn', 20_000);
      played = seatView(anna)!.legal[0];
      acked = await anna.move(played);
      if (i < 2) continue;
      await killed(first.child);
      handAfter = (anna.updates.find((u) => u.seq === acked)!.view as SeatViewBase).hand;
    }
    benPlays.stop();

    // What the log holds on disk after the kill.
    const store = await openStore({ sqlitePath: join(dataDir, 'kitchen-table.sqlite') });
    const matchId = anna.state.match!.matchId;
    const log = (await store.loadMatch(matchId))!.moves;
    await store.close();
    expect(log.length).toBeGreaterThanOrEqual(acked);
    expect(log[acked - 1]).toMatchObject({ seq: acked, seat: seatView(anna)!.seat, move: played });

    // Restart on the same port: the SDK reconnects and resumes by itself.
    const resumesBefore = anna.received.filter((r) => r.event === 'ack:snapshot').length;
    const second = await serve(first.port);
    await waitFor(anna, () => anna.received.filter((r) => r.event === 'ack:snapshot').length > resumesBefore, 'Anna resumed', 30_000);
    const snapshot = anna.received.filter((r) => r.event === 'ack:snapshot').at(-1)!.payload as Snapshot;
    expect(snapshot.you).toMatchObject({ role: 'player', seat: 0, isHost: true });
    expect(snapshot.match!.matchId).toBe(matchId);
    expect(snapshot.match!.seq).toBeGreaterThanOrEqual(acked);
    // Nothing in the log was lost or changed, and the restored state is the log replayed: the view
    // Anna got back is her view of that state (bots may have moved on since the restart).
    const reader = await openStore({ sqlitePath: join(dataDir, 'kitchen-table.sqlite'), migrate: false });
    const { states } = await replayStates(reader, GAMES, matchId);
    const logAfter = (await reader.loadMatch(matchId))!.moves;
    await reader.close();
    expect(logAfter.slice(0, log.length)).toEqual(log);
    expect(snapshot.match!.view).toEqual(game.seatView(states[snapshot.match!.seq], 0));
    // When nothing moved after the kill, Anna's hand is exactly what it was after her acknowledged move.
    if (snapshot.match!.seq === acked) expect((snapshot.match!.view as SeatViewBase).hand).toEqual(handAfter);

    // And the match goes on to its end.
    await waitFor(tv, () => tv.socket.connected && tv.state.room?.code === code, 'TV resumed', 30_000);
    const players = [autoPlay(anna), autoPlay(ben)];
    await anna.end('afterDeal');
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match', 60_000);
    for (const p of players) p.stop();
    expect(players.flatMap((p) => p.errors)).toEqual([]);
    await killed(second.child);
  });
});
