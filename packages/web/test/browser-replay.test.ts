/**
 * The replay on the TV (issue 18, part 1) in real Chromium against the real server: an English TV
 * (1920×1080), the host's phone in English and a second player's phone in German.
 * - Fahrstuhl "up" to 3 cards: between deals the host opens the deal just scored and steps it from the
 *   phone (next, back, a jump); the TV shows every hand, the step and its rule line; the other phone
 *   follows without buttons; a non-host tap is not offered. After the match the host replays the match
 *   from the results, across deals; the TV switched to German reads it in German.
 * - `/replay/<id>` of that match, stepped with the arrow keys; an unknown and a malformed id say so.
 * - `/replay/<id>` of matches stored with deal generator version 1 and 2 (put in the store as an old
 *   server would have left them) show exactly the engine's deals, tricks and totals.
 * Every frame is checked for clipping; screenshots go to test-results/replay/.
 */
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildReplay, GAMES, type GameDefinition, type OptionValue } from '@kitchen-table/engine';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, buildWebForTest, launch, openDevice, openTable, screenshot, type Device } from './support/browser.ts';
import { join, playPhonesUntil } from './support/phone-actions.ts';
import { stepReplayFromPhone, replayBoxProblems } from './evening/replay.ts';

const missing = browserSkipReason('the replay browser tests');

const REPLAY_SHOTS = joinPath(REPO_ROOT, 'test-results', 'replay');

/** A finished match as a server of generator version `generator` stored it: engine moves, bots only. */
async function storeFinishedMatch(store: import('@kitchen-table/server').Store, game: GameDefinition, options: Record<string, OptionValue>, seats: number, generator: 1 | 2, id: string, finish = true): Promise<number[]> {
  const resolved = game.resolveOptions(options, seats);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const seed = `stored-${generator}-${id}`;
  await store.createMatch({ id, roomCode: 'OLDROOM', game: game.meta.id, options: resolved.value, seats, seed, generator, lineup: [], startedAt: 1_700_000_000_000, finishedAt: null });
  let state = game.setup(resolved.value, seats, seed, generator);
  for (let seq = 1; !game.isMatchOver(state); seq++) {
    const seat = game.toAct(state)[0];
    const legal = game.legalMoves(state, seat);
    const move = legal[(seq * 7) % legal.length];
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
    await store.appendMove({ matchId: id, seq, seat, move, byClock: false, at: 1_700_000_000_000 + seq });
  }
  const { totals, placements } = game.matchResult(state);
  if (!finish) return totals;
  await store.finishMatch({
    matchId: id, game: game.meta.id, finishedAt: 1_700_000_100_000,
    outcomes: totals.map((total, seat) => ({ seat, profileId: null, name: `Bot ${seat + 1}`, isBot: true, total, placement: placements[seat], rated: false })),
  });
  return totals;
}

describe.skipIf(missing !== null)('the replay on the TV, stepped from a phone', () => {
  let server: import('@kitchen-table/server').RunningServer;
  let store: import('@kitchen-table/server').Store;
  let browser: Browser;
  let tv: Device;
  let host: Device;
  let ben: Device;
  let web: { dir: string; remove(): void };
  let url: string;
  const allErrors = () => [tv, host, ben].flatMap((d) => d.errors);

  beforeAll(async () => {
    web = await buildWebForTest();
    const { startServer, openStore } = await import('@kitchen-table/server');
    store = await openStore({ sqlitePath: ':memory:' });
    server = await startServer({ port: 0, host: '127.0.0.1', store, botDelayMs: 0, logLevel: 'warn', webRoot: web.dir, joinRate: { capacity: 1e6, refillPerSecond: 1e6 } });
    url = server.url;
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv', 'en-GB');
    const code = await openTable(tv, url);
    host = await openDevice(browser, 'host', 'phone', 'en-GB');
    await join(host.page, url, code, 'Anna');
    ben = await openDevice(browser, 'ben', 'phone', 'de-DE');
    await join(ben.page, url, code, 'Ben');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await store?.close();
    web?.remove();
  });

  /** Phones take their turns (and go on after a summary) until `done`. */
  const playUntil = (done: () => Promise<boolean>) => playPhonesUntil([host.page, ben.page], done, { game: 'fahrstuhl', call: (max) => Math.min(1, max), nextDeal: true });

  it('between deals and after the match: the host steps, the TV shows every hand and why, the others follow', async () => {
    const page = host.page;
    await page.click('[data-game=fahrstuhl]');
    await page.click('[data-option=mode] button:has-text("Up only")');
    await page.waitForSelector('[data-option=startCards]');
    for (let i = 0; i < 10 && Number(await page.textContent('[data-option=startCards] output')) !== 3; i++) {
      const value = Number(await page.textContent('[data-option=startCards] output'));
      await page.click(`[data-option=startCards] button:has-text("${value > 3 ? '−' : '+'}")`);
      await page.waitForTimeout(60);
    }
    await page.click('[data-option=summary] button:has-text("60")');
    await page.click('[data-action=start]');
    await tv.page.waitForSelector('.tv-table');

    // The end of deal 2 (2 cards each): its summary.
    await playUntil(async () => {
      const title = await host.page.$('[data-testid=summary] h2');
      return title !== null && ((await title.textContent()) ?? '').includes('2');
    });
    await tv.page.waitForSelector('[data-testid=between-deals]');
    expect(await ben.page.$('[data-action=replay-open]')).toBeNull();
    await page.click('[data-action=replay-open]');
    const problems: string[] = [];
    const frames = await stepReplayFromPhone(tv.page, page, { shots: REPLAY_SHOTS, prefix: 'summary', tvDevice: tv, phoneDevice: host, problems });
    expect(frames.steps).toBe(3); // the calls and two tricks
    expect(frames.whys.every((w) => w.length > 10)).toBe(true);
    // The follower's phone: where the TV is, the rule line, no buttons.
    await ben.page.waitForSelector('[data-testid=replay-remote][data-host=false]');
    expect(await ben.page.$('[data-testid=replay-remote] [data-action=replay-next]')).toBeNull();
    expect(await ben.page.textContent('[data-testid=replay-remote]')).toContain('Wiederholung auf dem Fernseher');
    await screenshot(ben, 'summary-phone-follower-de.png', REPLAY_SHOTS);
    await page.click('[data-action=replay-close]');
    await tv.page.waitForSelector('[data-testid=replay]', { state: 'detached' });
    await tv.page.waitForSelector('[data-testid=between-deals]');

    // Deal 3, to the end of the match.
    await playUntil(async () => (await tv.page.$('[data-phase=finished]')) !== null);
    await host.page.waitForSelector('[data-testid=results]');
    await host.page.click('[data-action=replay-open]');
    await tv.page.waitForSelector('[data-testid=replay][data-deal="1"][data-step="0"]');
    // Across the deals to deal 3, then the TV in German.
    await host.page.click('[data-action=replay-next-deal]');
    await tv.page.waitForSelector('[data-testid=replay][data-deal="2"]');
    await host.page.click('[data-action=replay-next-deal]');
    await tv.page.waitForSelector('[data-testid=replay][data-deal="3"][data-step="0"]');
    await host.page.click('[data-action=replay-jump][data-step="2"]');
    await tv.page.waitForSelector('[data-testid=replay][data-deal="3"][data-step="2"]');
    await tv.page.click('.tv-top .lang-switch button:has-text("DE")');
    await tv.page.waitForFunction(() => document.querySelector('[data-testid=replay-step]')?.textContent?.includes('Stich 1 von 3'));
    expect(await tv.page.textContent('[data-testid=replay-deal]')).toBe('Runde 3 von 3');
    expect(await tv.page.textContent('[data-testid=replay-note]')).toMatch(/^Trumpf [♠♥♦♣] \(aufgedeckt: /);
    problems.push(...(await replayBoxProblems(tv.page)));
    await screenshot(tv, 'match-trick-tv-de.png', REPLAY_SHOTS);
    await host.page.click('[data-action=replay-jump][data-step="4"]');
    await tv.page.waitForSelector('[data-testid=replay][data-deal="3"][data-step="4"]');
    // The last step shows the deal's score and the totals, which are the podium's.
    const tally = (await tv.page.textContent('[data-testid=replay]')) ?? '';
    expect(tally).toContain('Runde: '); // Fahrstuhl's word for a deal (the glossary)
    expect(tally).toContain('Gesamt');
    problems.push(...(await replayBoxProblems(tv.page)));
    await screenshot(tv, 'match-last-step-tv-de.png', REPLAY_SHOTS);
    await screenshot(host, 'match-remote-phone-en.png', REPLAY_SHOTS);
    await tv.page.click('.tv-top .lang-switch button:has-text("EN")');
    expect(problems).toEqual([]);
    expect(allErrors()).toEqual([]);
  }, 420_000);

  it('/replay/<id>: the finished match stepped with the keys; unknown and malformed ids say so', async () => {
    const matchId = await tv.page.getAttribute('[data-testid=replay]', 'data-match');
    expect(matchId).toMatch(/^[0-9a-f]{32}$/);
    const viewer = await openDevice(browser, 'viewer', 'tv', 'en-GB');
    await viewer.page.goto(`${url}/replay/${matchId}`);
    await viewer.page.waitForSelector('[data-testid=replay][data-deal="1"][data-step="0"]');
    for (let i = 0; i < 3; i++) await viewer.page.keyboard.press('ArrowRight');
    await viewer.page.waitForSelector('[data-testid=replay][data-deal="2"][data-step="0"]');
    await viewer.page.keyboard.press('ArrowLeft');
    await viewer.page.waitForSelector('[data-testid=replay][data-deal="1"][data-step="2"]');
    await viewer.page.keyboard.press('ArrowDown');
    await viewer.page.keyboard.press('ArrowDown');
    await viewer.page.keyboard.press('ArrowRight');
    await viewer.page.keyboard.press('ArrowRight');
    await viewer.page.waitForSelector('[data-testid=replay][data-deal="3"][data-step="2"]');
    expect(await viewer.page.textContent('[data-testid=replay-step]')).toBe('Trick 1 of 3');
    expect(await replayBoxProblems(viewer.page)).toEqual([]);
    await screenshot(viewer, 'page-trick-en.png', REPLAY_SHOTS);

    // A match whose log is stored but that has not finished: its seed is secret, the page says "no finished match".
    const unfinished = 'f0'.repeat(16);
    await storeFinishedMatch(store, GAMES[0], { mode: 'up', startCards: 2 }, 3, 2, unfinished, false);
    for (const bad of ['0'.repeat(32), 'not-a-match', unfinished]) {
      await viewer.page.goto(`${url}/replay/${bad}`);
      await viewer.page.waitForSelector('[data-testid=replay-missing]');
      expect(await viewer.page.textContent('[data-testid=replay-missing]')).toContain('No finished match with this id');
    }
    await viewer.page.click('.tv-top .lang-switch button:has-text("DE")');
    await viewer.page.waitForFunction(() => document.querySelector('[data-testid=replay-missing]')?.textContent?.includes('Keine beendete Partie'));
    await screenshot(viewer, 'page-unknown-de.png', REPLAY_SHOTS);
    expect(viewer.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await viewer.context.close();
  }, 60_000);

  it('/replay/<id> of matches stored by deal generator versions 1 and 2 plays them exactly', async () => {
    const viewer = await openDevice(browser, 'viewer', 'tv', 'de-DE');
    const cases: { game: string; options: Record<string, OptionValue>; seats: number; generator: 1 | 2; id: string }[] = [
      { game: 'fahrstuhl', options: { mode: 'up', startCards: 3 }, seats: 4, generator: 1, id: 'a1'.repeat(16) },
      { game: 'fahrstuhl', options: { mode: 'up', startCards: 3 }, seats: 4, generator: 2, id: 'a2'.repeat(16) },
      { game: 'lusti', options: { target: 5 }, seats: 4, generator: 1, id: 'b1'.repeat(16) },
      { game: 'elevator', options: { games: 1 }, seats: 3, generator: 1, id: 'c1'.repeat(16) },
      { game: 'fuenfzehnern', options: { hands: 1 }, seats: 3, generator: 2, id: 'd2'.repeat(16) },
    ];
    for (const c of cases) {
      const game = GAMES.find((g) => g.meta.id === c.game)!;
      const totals = await storeFinishedMatch(store, game, c.options, c.seats, c.generator, c.id);
      const loaded = (await store.loadMatch(c.id))!;
      const replay = buildReplay(game, { ...loaded.match, log: loaded.moves });
      if (!replay.ok) throw new Error(replay.error.message);
      expect(replay.value.totals).toEqual(totals);
      const last = replay.value.deals[replay.value.deals.length - 1];
      expect(last.totals).toEqual(totals);

      await viewer.page.goto(`${url}/replay/${c.id}`);
      await viewer.page.waitForSelector('[data-testid=replay][data-deal="1"][data-step="0"]');
      // The first deal's hands on the page are the engine's deal under this generator version.
      const shown = await viewer.page.$$eval('[data-testid=replay-hand]', (rows) => rows.map((r) => [...r.querySelectorAll('.card-face')].map((c) => c.getAttribute('aria-label') ?? '')));
      expect(shown.map((h) => h.length)).toEqual(replay.value.deals[0].hands.map((h) => h.length));
      // Jump to the last step of the last deal: its totals are the stored outcome's.
      for (let d = 1; d < replay.value.deals.length; d++) await viewer.page.keyboard.press('ArrowDown');
      for (let s = 0; s < last.steps.length; s++) await viewer.page.keyboard.press('ArrowRight');
      await viewer.page.waitForSelector(`[data-testid=replay][data-deal="${last.deal}"][data-step="${last.steps.length}"]`);
      const text = (await viewer.page.textContent('[data-testid=replay]')) ?? '';
      for (const total of totals) expect(text).toContain(`Gesamt: ${new Intl.NumberFormat('de-DE').format(total).replace('-', '−')}`);
      expect(await replayBoxProblems(viewer.page)).toEqual([]);
      await screenshot(viewer, `page-v${c.generator}-${c.game}-de.png`, REPLAY_SHOTS);
    }
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  }, 120_000);
});

