/**
 * The replay on the TV (issue 18, part 1; rooms/room-replay.ts) over real socket.io clients: the host's
 * phone opens and steps it between deals and after the match, the TV and every phone get the same
 * position and the deal's data, derived from the log (never the seed); anyone but the host, a replay
 * asked for while a deal is being played, a step outside the replay and malformed payloads are refused
 * with a clear code and change nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildReplay, GAMES, type GameDefinition, type OptionValue } from '@kitchen-table/engine';
import type { ReplayShown } from '@kitchen-table/protocol';
import { highCard } from '../support/test-game.ts';
import { autoPlay, myTurn, refusal, seatView, startTestServer, waitFor, type TestClient, type TestServer } from '../support/harness.ts';

let server: TestServer;
afterEach(async () => {
  await server?.closeAll();
});

const memberId = (c: TestClient): string => c.state.you!.memberId!;

async function until(predicate: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function playToSummary(tv: TestClient, players: TestClient[]): Promise<void> {
  for (;;) {
    await until(() => !!tv.state.room?.summary || tv.state.room?.phase === 'finished' || players.some(myTurn), 'a turn or the summary');
    if (tv.state.room?.summary || tv.state.room?.phase === 'finished') return;
    const p = players.find(myTurn)!;
    await p.move(seatView(p)!.legal[0]!).catch(() => undefined);
  }
}

const at = (c: TestClient): string | null => (c.state.replay ? `${c.state.replay.position.deal}/${c.state.replay.position.step}` : null);

describe('the replay between deals', () => {
  it('the host steps the deal just scored; others follow; during a deal and for anyone else it is refused', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 2 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.arrange([{ kind: 'human', memberId: memberId(anna) }, { kind: 'human', memberId: memberId(ben) }, { kind: 'bot' }]);
    await anna.start();
    await waitFor(anna, () => seatView(anna) !== null, 'the match');

    // During the deal: refused, nothing sent.
    expect(await refusal(anna.openReplay())).toBe('WRONG_PHASE');
    expect(await refusal(ben.openReplay())).toBe('NOT_HOST');
    expect(tv.received.some((r) => r.event === 'replay:state')).toBe(false);

    await playToSummary(tv, [anna, ben]);
    expect(tv.state.room!.summary!.deal).toBe(1);
    const seq = tv.state.match!.seq;

    // Not the host, not the TV: refused.
    expect(await refusal(ben.openReplay())).toBe('NOT_HOST');
    const tvOpen = await tv.request('replay:open', {});
    expect(tvOpen.ok ? null : tvOpen.error.code).toBe('NOT_HOST');
    expect(await refusal(anna.showReplay(1, 1))).toBe('NO_REPLAY');

    await anna.openReplay();
    for (const c of [tv, anna, ben]) await until(() => at(c) === '1/0', 'the replay on every screen');
    const shown = tv.state.replay as ReplayShown;
    expect(shown).toMatchObject({ source: 'summary', summaryDeal: 1, game: 'highcard', names: ['Anna', 'Ben', 'Bot 1'], deals: [{ deal: 1, steps: 2 }] });
    expect(shown.deal.hands.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(shown.deal.steps).toHaveLength(2);
    expect(shown.deal.steps[0].why.en).toBe('The highest rank takes it');
    expect(shown.deal.totals).toEqual(tv.state.match!.view.totals);
    // The seed never leaves the server, not even inside the replay.
    const seed = (await server.store.loadMatch(tv.state.match!.matchId))!.match.seed;
    for (const c of [tv, anna, ben]) expect(JSON.stringify(c.received)).not.toContain(seed);

    await anna.showReplay(1, 2);
    for (const c of [tv, anna, ben]) await until(() => at(c) === '1/2', 'the last step everywhere');
    await anna.showReplay(1, 1);
    await until(() => at(ben) === '1/1', 'back one step');

    // Out of the replay, malformed, from a non-host: refused and the position stays.
    expect(await refusal(anna.showReplay(1, 3))).toBe('BAD_STEP');
    expect(await refusal(anna.showReplay(2, 0))).toBe('BAD_STEP');
    expect(await refusal(anna.openReplay(2))).toBe('BAD_STEP');
    expect(await refusal(ben.showReplay(1, 0))).toBe('NOT_HOST');
    for (const bad of [{ deal: 1 }, { deal: 1, step: -1 }, { deal: 0, step: 0 }, { deal: 1.5, step: 0 }, { deal: '1', step: 0 }, { deal: 1, step: 0, x: 1 }]) {
      const reply = await anna.request('replay:show', bad);
      expect(reply.ok ? null : reply.error.code).toBe('BAD_MESSAGE');
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(at(tv)).toBe('1/1');
    // The match did not move while the replay ran.
    expect(tv.state.match!.seq).toBe(seq);
    expect(tv.state.room!.summary!.deal).toBe(1);

    // A phone that reconnects gets the replay that is on.
    const late = await server.phone(code, 'Lena');
    await until(() => at(late) === '1/1', 'the replay for a newcomer');

    // The next deal starts: the replay lapses (stepping it is refused).
    await anna.nextDeal();
    await ben.nextDeal();
    await waitFor(tv, () => tv.state.room!.summary === null, 'the next deal');
    expect(await refusal(anna.showReplay(1, 0))).toBe('NO_REPLAY');
    expect(await refusal(anna.openReplay())).toBe('WRONG_PHASE');
  });
});

/** A finished match as a server of generator version `generator` stored it (bots only, engine moves). */
async function storeMatch(store: TestServer['store'], game: GameDefinition, options: Record<string, OptionValue>, seats: number, seed: string, generator: 1 | 2, id: string, finish = true): Promise<number[]> {
  const resolved = game.resolveOptions(options, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  await store.createMatch({ id, roomCode: 'OLDROOM', game: game.meta.id, options: resolved.value, seats, seed, generator, lineup: [], startedAt: 1, finishedAt: null });
  let state = game.setup(resolved.value, seats, seed, generator);
  for (let seq = 1; !game.isMatchOver(state); seq++) {
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const move = legal[(seq * 5) % legal.length];
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
    await store.appendMove({ matchId: id, seq, seat, move, byClock: false, at: 1 + seq });
  }
  const { totals, placements } = game.matchResult(state);
  if (finish) {
    await store.finishMatch({ matchId: id, game: game.meta.id, finishedAt: 2, outcomes: totals.map((total, seat) => ({ seat, profileId: null, name: `Bot ${seat + 1}`, isBot: true, total, placement: placements[seat], rated: false })) });
  }
  return totals;
}

describe('replays of stored matches, by deal generator version', () => {
  it('version 1 and version 2 records replay exactly from GET /api/matches/:id; an unfinished one is 404', async () => {
    server = await startTestServer({ games: GAMES });
    const fahrstuhl = GAMES.find((g) => g.meta.id === 'fahrstuhl')!;
    const options = { mode: 'up', startCards: 3 };
    const hands: string[][][] = [];
    for (const generator of [1, 2] as const) {
      const id = `${generator}`.repeat(32);
      const totals = await storeMatch(server.store, fahrstuhl, options, 4, 'one-seed', generator, id);
      const res = await fetch(`${server.url}/api/matches/${id}`);
      expect(res.status).toBe(200);
      const record = (await res.json()) as { options: Record<string, unknown>; seats: number; seed: string; generator: number; moves: { seat: number | null; move: unknown }[]; players: { total: number }[] };
      expect(record.generator).toBe(generator);
      const built = buildReplay(fahrstuhl, { ...record, log: record.moves });
      if (!built.ok) throw new Error(built.error.message);
      expect(built.value.totals).toEqual(totals);
      expect(built.value.deals.at(-1)!.totals).toEqual(record.players.map((p) => p.total));
      hands.push(built.value.deals[0].hands);
    }
    // The same seed deals differently under the two versions: each replay used its own.
    expect(hands[0]).not.toEqual(hands[1]);
    const unfinished = 'e'.repeat(32);
    await storeMatch(server.store, fahrstuhl, options, 4, 'unfinished', 2, unfinished, false);
    expect((await fetch(`${server.url}/api/matches/${unfinished}`)).status).toBe(404);
  });
});

describe('the replay of a finished match', () => {
  it('opens from the results and the lobby, matches the engine replay of the record, and closes', async () => {
    server = await startTestServer({ games: [highCard] });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    const ben = await server.phone(code, 'Ben');
    expect(await refusal(anna.openReplay())).toBe('NO_REPLAY');
    await anna.configure({ game: 'highcard', seats: 3, options: { deals: 2, cards: 2 }, clockSeconds: 0, summarySeconds: 10 });
    await anna.start();
    const players = [autoPlay(anna), autoPlay(ben)];
    const nexts = setInterval(() => {
      if (tv.state.room?.summary) for (const p of [anna, ben]) void p.nextDeal().catch(() => undefined);
    }, 20);
    await waitFor(tv, () => tv.state.room?.phase === 'finished', 'the end of the match');
    clearInterval(nexts);
    for (const p of players) p.stop();
    const matchId = tv.state.room!.result!.matchId;

    await anna.openReplay();
    await until(() => at(tv) === '1/0', 'the replay');
    expect(tv.state.replay).toMatchObject({ source: 'match', matchId, deals: [{ deal: 1, steps: 2 }, { deal: 2, steps: 2 }] });

    // The same as the engine's replay of GET /api/matches/:id.
    const record = (await (await fetch(`${server.url}/api/matches/${matchId}`)).json()) as { options: Record<string, unknown>; seats: number; seed: string; generator: number; moves: { seat: number | null; move: unknown }[] };
    const built = buildReplay(highCard, { ...record, log: record.moves });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(tv.state.replay!.deal).toEqual(built.value.deals[0]);
    await anna.showReplay(2, 2);
    await until(() => at(ben) === '2/2', 'deal 2 on the phones');
    expect(ben.state.replay!.deal).toEqual(built.value.deals[1]);
    expect(ben.state.replay!.deal.totals).toEqual(tv.state.room!.result!.outcomes.map((o) => o.total));

    await anna.closeReplay();
    await until(() => tv.state.replay === null && ben.state.replay === null, 'the replay to close');
    expect(await refusal(anna.showReplay(1, 0))).toBe('NO_REPLAY');

    // Opened again, at a deal of its choosing.
    await anna.openReplay(2);
    await until(() => at(tv) === '2/0', 'deal 2 from the results');
  });

  it('replays a real game (Fahrstuhl) between deals exactly as the engine does', async () => {
    const fahrstuhl = GAMES.find((g) => g.meta.id === 'fahrstuhl')!;
    server = await startTestServer({ games: GAMES });
    const { tv, code } = await server.tv();
    const anna = await server.phone(code, 'Anna');
    await anna.configure({ game: 'fahrstuhl', seats: 3, options: { mode: 'up', startCards: 2 }, clockSeconds: 0, summarySeconds: 60 });
    await anna.start();
    await playToSummary(tv, [anna]);
    await anna.openReplay();
    await until(() => at(tv) === '1/0', 'the replay');
    const loaded = (await server.store.loadMatch(tv.state.match!.matchId))!;
    const built = buildReplay(fahrstuhl, { ...loaded.match, log: loaded.moves });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(tv.state.replay!.deal).toEqual(built.value.deals[0]);
    expect(tv.state.replay!.deal.steps.map((s) => s.kind)).toEqual(['calls', 'trick']);
  });
});
