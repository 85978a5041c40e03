/**
 * The family's statistics in a browser (issue 18, part 4), as steps the evening test and the statistics
 * browser test share. What the pages show is checked against what was played, worked out here on its
 * own: each finished match's record (`GET /api/matches/:id`: game, options, seats, seed, moves) is
 * replayed with the engine and measured, and the people's matches, wins and measures are added up from
 * those replays — not read back from the statistics API the pages use.
 *
 * Issue 28 §1: a seat that changed hands ("Bot 1 → Dora" in the record) counts for nobody's matches
 * or wins; each holder's own deals' measures count for them (the test says which deals: `lateComer`).
 * A coached match adds no win.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseAwards, combineMeasure, findGame, measureHolders, measureMatch, type Award, type MatchLog, type OptionValue } from '@kitchen-table/engine';
import type { EveningResponse, MatchReplayRecord } from '@kitchen-table/protocol';
import { screenshot, type Device } from '../support/browser.ts';

export interface PlayedMatch {
  record: MatchReplayRecord;
  measures: Record<string, number>[];
  awards: Award[];
  /** A seat had the coach (tonight's list says so): its first place is nobody's win. */
  coached: boolean;
  /** Seats that changed hands: who held the seat in each deal (the last name for the deals after). */
  holders: Map<number, string[]>;
}

function logOf(record: MatchReplayRecord): MatchLog {
  return {
    options: record.options as Record<string, OptionValue>,
    seats: record.seats,
    seed: record.seed,
    generator: record.generator as never,
    entries: record.moves.map((m) => ({ seat: m.seat, move: m.move })),
  };
}

/**
 * `name` took a seat (shown "Bot 1 → name") for deal `fromDeal` on: the deals before were its first
 * holder's. Returns the match, for chaining.
 */
export function lateComer(match: PlayedMatch, name: string, fromDeal: number): PlayedMatch {
  const player = match.record.players.find((p) => p.name.endsWith(` → ${name}`));
  if (!player) throw new Error(`no seat taken over by ${name} in ${match.record.id}`);
  const first = player.name.slice(0, player.name.indexOf(' → '));
  match.holders.set(player.seat, [...Array.from({ length: fromDeal - 1 }, () => first), name]);
  return match;
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A finished match as played: its record, measured by replaying it, and the awards that follow. */
export async function playedMatch(appUrl: string, matchId: string, coached = false): Promise<PlayedMatch> {
  const record = await getJson<MatchReplayRecord>(`${appUrl}/api/matches/${matchId}`);
  const game = findGame(record.game)!;
  const measures = measureMatch(game, logOf(record));
  return { record, measures, awards: chooseAwards(game.stats.measures, measures), coached, holders: new Map() };
}

/**
 * This room's finished matches, oldest first, as the server lists tonight's (the ids only are used);
 * asked with the room's TV token, read from the TV page's storage (the table is the room's own).
 */
export async function matchesOfRoom(appUrl: string, code: string, tvPage: Page): Promise<PlayedMatch[]> {
  const stored = await tvPage.evaluate(() => localStorage.getItem('kitchen-table.tv'));
  const token = stored ? (JSON.parse(stored) as { token: string }).token : undefined;
  const evening = await getJson<EveningResponse>(`${appUrl}/api/rooms/${code}/tonight`, token);
  return Promise.all(evening.matches.map((m) => playedMatch(appUrl, m.matchId, m.coached)));
}

interface Expected {
  matches: number;
  wins: number;
  /** Per game: matches, wins and each measure combined as the game says. */
  games: Map<string, { matches: number; wins: number; measures: Record<string, number> }>;
}

/** What each player (by name) played: added up from the replays. */
export function expectedByName(played: readonly PlayedMatch[]): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const { record, measures, coached, holders } of played) {
    const gameDef = findGame(record.game)!;
    const defs = gameDef.stats.measures;
    const entry = (name: string) => {
      const person = out.get(name) ?? { matches: 0, wins: 0, games: new Map() };
      const game = person.games.get(record.game) ?? { matches: 0, wins: 0, measures: Object.fromEntries(defs.map((d) => [d.id, 0])) };
      person.games.set(record.game, game);
      out.set(name, person);
      return { person, game };
    };
    for (const p of record.players) {
      const byDeal = holders.get(p.seat);
      if (byDeal) {
        // Changed hands: nobody's match; each holder's own deals' measures.
        expect(p.name, `seat ${p.seat} of ${record.id} is named by both holders`).toBe(`${byDeal[0]} → ${byDeal.at(-1)}`);
        for (const part of measureHolders(gameDef, logOf(record), p.seat, byDeal, (a, b) => a === b)) {
          const { game } = entry(part.holder);
          for (const d of defs) game.measures[d.id] = combineMeasure(d, game.measures[d.id]!, part.values[d.id]!);
        }
        continue;
      }
      expect(p.name, `seat ${p.seat} of ${record.id}: say which deals its holders played (lateComer)`).not.toContain(' → ');
      const { person, game } = entry(p.name);
      person.matches++;
      game.matches++;
      if (p.placement === 1 && !coached) {
        person.wins++;
        game.wins++;
      }
      for (const d of defs) game.measures[d.id] = combineMeasure(d, game.measures[d.id]!, measures[p.seat]![d.id]!);
    }
  }
  return out;
}

/** The podium shows exactly the awards the replay gives (title per measure, the seats that share it). */
export async function checkAwardsOnPodium(tv: Page, match: PlayedMatch): Promise<number> {
  await tv.waitForSelector('[data-testid=podium]');
  if (match.awards.length === 0) {
    // Give the awards' request time to come back, then make sure nothing is claimed.
    await tv.waitForTimeout(800);
    expect(await tv.$('[data-testid=awards]')).toBeNull();
    return 0;
  }
  await tv.waitForSelector('[data-testid=awards] li');
  const shown = await tv.$$eval('[data-testid=awards] li', (lis) =>
    lis.map((li) => ({ measure: li.getAttribute('data-award'), value: Number(li.getAttribute('data-value')), seats: li.getAttribute('data-seats'), text: li.textContent ?? '' })),
  );
  expect(shown.map(({ measure, value, seats }) => ({ measure, value, seats }))).toEqual(
    match.awards.map((a) => ({ measure: a.measure, value: a.value, seats: a.seats.join(',') })),
  );
  const defs = findGame(match.record.game)!.stats.measures;
  for (const [i, a] of match.awards.entries()) {
    const def = defs.find((d) => d.id === a.measure)!;
    const lang = (await tv.getAttribute('html', 'lang')) === 'de' ? 'de' : 'en';
    expect(shown[i]!.text).toContain(def.award![lang]);
    for (const seat of a.seats) expect(shown[i]!.text).toContain(match.record.players[seat]!.name);
  }
  return shown.length;
}

/** Problems a family 3 m away would see: text below `minPx`, text cut off or outside the screen. */
export async function readabilityProblems(page: Page, root: string, minPx: number): Promise<string[]> {
  return page.evaluate(
    ([sel, min]) => {
      const out: string[] = [];
      const rootEl = document.querySelector(sel as string);
      if (!rootEl) return [`${sel} is missing`];
      const stage = document.querySelector('.tv-stage');
      const scale = stage ? stage.getBoundingClientRect().width / 1920 : 1;
      const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const el = node.parentElement;
        if (!text || !el || el.getClientRects().length === 0) continue;
        const size = parseFloat(getComputedStyle(el).fontSize) * scale;
        if (size < (min as number) - 0.5) out.push(`"${text.slice(0, 30)}" is ${size.toFixed(1)} px`);
        const r = el.getBoundingClientRect();
        if (r.right > innerWidth + 1 || r.bottom > innerHeight + 1 || r.left < -1) out.push(`"${text.slice(0, 30)}" is off the screen`);
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow === 'hidden') out.push(`"${text.slice(0, 30)}" is cut off`);
      }
      return out;
    },
    [root, minPx] as const,
  );
}

/** A table row's measure cells (data-measure) as numbers, with the share shown beside a percentage. */
async function measureCells(page: Page, container: string): Promise<Record<string, { value: number; share: number | null }>> {
  return page.$$eval(`${container} [data-measure]`, (cells) =>
    Object.fromEntries(
      cells.map((c) => {
        const text = (c.textContent ?? '').replace(/\s+/g, ' ');
        const share = /·\s*(\d+)\s*%/.exec(text);
        return [c.getAttribute('data-measure')!, { value: parseInt(text.replace(/[^\d-].*$/, ''), 10), share: share ? Number(share[1]) : null }];
      }),
    ),
  );
}

function expectMeasures(where: string, game: string, shown: Record<string, { value: number; share: number | null }>, expected: Record<string, number>): void {
  for (const d of findGame(game)!.stats.measures) {
    expect(shown[d.id]?.value, `${where}: ${d.id}`).toBe(expected[d.id]);
    if (d.percentOf && expected[d.percentOf]! > 0) {
      expect(shown[d.id]?.share, `${where}: ${d.id} %`).toBe(Math.round((100 * expected[d.id]!) / expected[d.percentOf]!));
    }
  }
}

/**
 * The TV: Statistics from the lobby (or the podium). The evening's table has every human's matches and
 * wins of tonight; each game's tab its measures per person; one person's page their own.
 */
export async function checkTvStatistics(tv: Device, played: readonly PlayedMatch[], dir: string, shot: string, person: string): Promise<void> {
  const page = tv.page;
  const expected = expectedByName(played);
  await page.click('[data-action=open-stats]');
  await page.waitForSelector('[data-testid=stats-evening] tbody tr');
  for (const [name, e] of expected) {
    // Only a match counts for a row (someone with only a late seat's deals has none tonight).
    if (e.matches === 0) {
      expect(await page.$(`[data-testid=stats-evening] tr[data-name="${name}"]`), `${name} has no row tonight`).toBeNull();
      continue;
    }
    const row = page.locator(`[data-testid=stats-evening] tr[data-name="${name}"]`).first();
    expect([name, Number(await row.getAttribute('data-matches')), Number(await row.getAttribute('data-wins'))]).toEqual([name, e.matches, e.wins]);
  }
  const matchItems = await page.$$eval('[data-testid=stats-evening] .stats-matches li', (lis) => lis.map((li) => ({ id: li.getAttribute('data-match'), text: li.textContent ?? '' })));
  expect(matchItems.map((m) => m.id)).toEqual(played.map((p) => p.record.id));
  // Tonight names the winners — a seat that changed hands by both holders — or says "with a coach".
  const lang = (await page.getAttribute('html', 'lang')) === 'de' ? 'de' : 'en';
  for (const [i, p] of played.entries()) {
    if (p.coached) expect(matchItems[i]!.text).toContain(lang === 'de' ? 'mit Trainer' : 'with a coach');
    else for (const w of p.record.players.filter((x) => x.placement === 1)) expect(matchItems[i]!.text).toContain(w.name);
  }

  for (const game of new Set(played.map((p) => p.record.game))) {
    await page.click(`.stats-tabs button[data-game=${game}]`);
    await page.waitForSelector(`[data-testid=stats-game-table][data-game=${game}] tbody tr`);
    for (const [name, e] of expected) {
      const g = e.games.get(game);
      if (!g || g.matches === 0) continue;
      const row = `[data-testid=stats-game-table][data-game=${game}] tr[data-name="${name}"]`;
      const cells = await page.$$eval(`${row} td.num`, (tds) => tds.map((td) => td.textContent ?? ''));
      expect([name, parseInt(cells[0]!, 10), parseInt(cells[1]!, 10)]).toEqual([name, g.matches, g.wins]);
      expectMeasures(`TV ${game} ${name}`, game, await measureCells(page, row), g.measures);
    }
    expect(await readabilityProblems(page, '[data-testid=stats-board]', 22)).toEqual([]);
    await screenshot(tv, `${shot}-${game}.png`, dir);
  }

  // One person's page, from their name.
  await page.click(`[data-testid=stats-game-table] tr[data-name="${person}"] button.link`);
  await checkPersonPage(page, '[data-testid=stats-board]', person, expected.get(person)!);
  expect(await readabilityProblems(page, '[data-testid=stats-board]', 22)).toEqual([]);
  await screenshot(tv, `${shot}-person.png`, dir);
  await page.click('[data-action=stats-back]');
  await page.waitForSelector('[data-testid=stats-evening]');
}

export async function closeTvStatistics(tv: Device): Promise<void> {
  await tv.page.click('[data-action=close-stats]');
  await tv.page.waitForSelector('[data-testid=stats-board]', { state: 'detached' });
}

async function checkPersonPage(page: Page, root: string, name: string, e: Expected): Promise<void> {
  await page.waitForSelector(`${root} [data-testid=stats-person] [data-testid=stats-game]`);
  expect(await page.textContent(`${root} .stats-name`)).toContain(name);
  const games = await page.$$eval(`${root} [data-testid=stats-game]`, (els) => els.map((el) => el.getAttribute('data-game')));
  expect(games.sort()).toEqual([...e.games.keys()].sort());
  for (const [game, g] of e.games) {
    const card = `${root} [data-testid=stats-game][data-game=${game}]`;
    const cells = await measureCells(page, card);
    expect([game, cells.matches?.value, cells.wins?.value]).toEqual([game, g.matches, g.wins]);
    expectMeasures(`${name}'s ${game}`, game, cells, g.measures);
    // The game's rating sits beside the overall one: a number, or "not rated yet".
    expect((await page.textContent(`${card} [data-measure=rating]`))?.trim().length).toBeGreaterThan(0);
  }
}

/** A phone: its own statistics, from the lobby's or the results' "My statistics". */
export async function checkPhoneStatistics(phone: Device, played: readonly PlayedMatch[], dir: string, shot: string): Promise<void> {
  const page = phone.page;
  await page.click('[data-action=my-stats]');
  await checkPersonPage(page, '[data-testid=my-stats]', phone.name, expectedByName(played).get(phone.name)!);
  expect(await readabilityProblems(page, '[data-testid=my-stats]', 14)).toEqual([]);
  await screenshot(phone, `${shot}.png`, dir);
  await page.click('[data-action=close-my-stats]');
  await page.waitForSelector('[data-testid=my-stats]', { state: 'detached' });
}
