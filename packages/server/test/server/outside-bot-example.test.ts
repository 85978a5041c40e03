/**
 * Issue 30 part 4: the example outside bot (examples/outside-bot/bot.mjs: plain JavaScript with
 * socket.io-client only) against a real server. The host — a real socket.io client through the SDK —
 * opens a room and invites the bot into seat 1; the example runs as a child process with the code and
 * plays a whole match of each of the four games in that seat, from its seat view's `legal` moves. A
 * wrong code and the used code are refused with INVITE_INVALID; the bot is marked outside everywhere
 * and never rated nor ranked; the host removes it with the ordinary kick and the example exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@kitchen-table/engine';
import type { RankingEntry, ScoreEntry } from '@kitchen-table/protocol';
import { autoPlay, startTestServer, waitFor, type TestServer } from '../support/harness.ts';

const EXAMPLE = fileURLToPath(new URL('../../../../examples/outside-bot/bot.mjs', import.meta.url));

/** Short but whole matches: each game's options for a match that ends by its own rule. */
const SHORT: Record<string, Record<string, string | number | boolean>> = {
  fahrstuhl: { mode: 'up', startCards: 2 },
  elevator: { games: 1 },
  fuenfzehnern: { hands: 4 },
  lusti: { target: 5 },
};

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runExample(url: string, room: string, invite: string, name = 'Robo'): Run {
  const child = spawn(process.execPath, [EXAMPLE, '--server', url, '--room', room, '--invite', invite, '--name', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves when `ready()` holds, looking every 50 ms, or fails after `ms`. */
async function until(ready: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let server: TestServer;
const children: ChildProcess[] = [];
beforeAll(async () => {
  // The server's bots wait 100 ms before each move, so that the host's scripted phone, answering at once,
  // stays within the per-connection message rate (20 a second) as a person's phone does by far.
  server = await startTestServer({ rankingMinMatches: 1, botDelayMs: 100 });
});
afterAll(async () => {
  for (const child of children) child.kill();
  await server.closeAll();
});

describe('the example outside bot', () => {
  it('is plain JavaScript of at most 150 lines with socket.io-client as its one dependency (eslint.config.js refuses any other import)', () => {
    const source = readFileSync(EXAMPLE, 'utf8');
    expect(source.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.filter((name) => !name!.startsWith('node:'))).toEqual(['socket.io-client']);
    const pkg = JSON.parse(readFileSync(new URL('package.json', new URL(`file://${EXAMPLE}`)), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).toEqual(['socket.io-client']);
  });

  it('joins with the host’s invitation and plays a whole match of every game in its seat; a wrong or used code is refused', { timeout: 240_000 }, async () => {
    expect(Object.keys(SHORT).sort()).toEqual(GAMES.map((g) => g.meta.id).sort());
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: GAMES[0]!.meta.id, seats: 4, clockSeconds: 90 });
    const { invite } = await anna.invite(1);

    const wrong = runExample(server.url, code, 'f'.repeat(32));
    expect(await wrong.exited).toBe(2);
    expect(wrong.output()).toContain('INVITE_INVALID');

    const bot = runExample(server.url, code, invite);
    children.push(bot.child);
    await waitFor(tv, () => tv.state.room?.slots[1]?.kind === 'human', 'the outside bot in seat 1', 30_000);
    expect(tv.state.room!.slots[1]).toMatchObject({ kind: 'human', name: 'Robo', outside: true, connected: true });
    const botId = (tv.state.room!.slots[1] as { memberId: string }).memberId;

    const reused = runExample(server.url, code, invite, 'Second');
    expect(await reused.exited).toBe(2);
    expect(reused.output()).toContain('INVITE_INVALID');

    const ben = await server.phone(code, 'Ben');
    expect(ben.state.you?.seat).toBe(2);
    const players = [autoPlay(anna), autoPlay(ben)];
    for (const game of GAMES) {
      const id = game.meta.id;
      await anna.configure({ game: id, seats: 4, options: SHORT[id] });
      const from = tv.updates.length;
      await anna.start();
      await waitFor(tv, () => tv.state.room?.phase === 'playing' && tv.state.room.result === null, `the ${id} match`);
      await waitFor(tv, () => tv.state.room?.phase === 'finished', `the end of the ${id} match`, 120_000);
      const result = tv.state.room!.result!;
      expect(result.game).toBe(id);
      expect(players.flatMap((p) => p.errors).map((e) => (e as { code?: string }).code).slice(0, 5), `${id}: the phones' refusals`).toEqual([]);
      // The bot played its seat itself (never the clock, never the server's bots) …
      const botMoves = tv.updates.slice(from).filter((u) => u.matchId === result.matchId && u.seat === 1);
      expect(botMoves.length, `${id}: moves of seat 1`).toBeGreaterThan(0);
      expect(botMoves.filter((u) => u.byClock || u.byBot), `${id}: seat 1 moved by the clock or a bot`).toEqual([]);
      // … and is a bot in the outcome: never rated.
      expect(result.outcomes[1]).toMatchObject({ seat: 1, name: 'Robo', isBot: true, outside: true, rated: false });
      expect(tv.state.room!.slots[1]).toMatchObject({ kind: 'human', memberId: botId, outside: true });
      const scores = (await (await fetch(`${server.url}/api/games/${id}/scores?match=${result.matchId}`)).json()) as ScoreEntry[];
      expect(scores.find((s) => s.name === 'Robo'), `${id}: the score table marks the bot`).toMatchObject({ isBot: true });
    }
    players.forEach((p) => p.stop());
    expect(bot.output()).not.toContain('move refused');
    // The example saw each match end too (its own line, printed when its room state says so).
    await until(() => (bot.output().match(/match over/g) ?? []).length === GAMES.length, 'the example to see every match end');
    const ranking = (await (await fetch(`${server.url}/api/rankings`)).json()) as RankingEntry[];
    expect(ranking.map((r) => r.name)).not.toContain('Robo');

    // The host removes it as any player: the example is told and ends.
    await anna.kick(botId);
    expect(await bot.exited).toBe(0);
    expect(bot.output()).toContain('kicked');
    await waitFor(tv, () => tv.state.room?.slots[1]?.kind !== 'human', 'seat 1 without the bot');
  });
});
