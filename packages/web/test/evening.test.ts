/**
 * The evening test (issue 14, `npm run test:evening`): a family's evening in real Chromium. One TV
 * (1920×1080) and three phones (390×844) play four matches in a row on the same TV — Fahrstuhl (up
 * only, two short deals), Lusti-Kartl'n (to 5 Striche, two teams), Elevator (two games, in German) and
 * Fünfzehnern (two hands, in German). The first summary of each match says why the totals changed, on
 * the TV and the host's phone (issue 28, part 4: evening/summary.ts).
 * On the way: a fourth phone joins late as a watcher and takes a bot's seat before the second match,
 * a clock runs out once (the card the player had selected is played, and the phone says so), a phone
 * reloads mid-deal, a player pauses and resumes; hands come sorted. At every step it checks what a player would: the trick area and the seats are not
 * covered while a deal is played (document.elementFromPoint on their centres), no text on the TV table
 * below 24 px, nothing from a previous deal or match on screen, the summary between deals ends when
 * everyone tapped "Next deal", the podium and the team results are right, no console error. Screenshots
 * of the TV and every phone at each step go to test-results/evening/ (PNG, numbered by step).
 *
 * Pace: bots without delay; one clock second lasts 250 ms (a 30 s clock runs out after 7.5 s, the
 * 60 s summary after 15 s), so that the run stays short.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { findGame } from '@kitchen-table/engine';
import { sortHand } from '../src/games/order.ts';
import { CARD_CORNER, handCodes, hostToLobby, isMyTurn, join as joinRoom, setStepper, takeTurn } from './support/phone-actions.ts';
import { lessonToLobby, playLesson } from './evening/lesson.ts';
import { coachOnFor, eveningCoachResults, eveningCoachStep, eveningMatchHook } from './evening/coach.ts';
import { replayFinishedMatch } from './evening/replay.ts';
import { checkAwardsOnPodium, checkPhoneStatistics, checkTvStatistics, closeTvStatistics, lateComer, matchesOfRoom } from './evening/stats.ts';
import { checkSummaryWhy, watchSummaryOverlap } from './evening/summary.ts';

const DIR = join(REPO_ROOT, 'test-results', 'evening');
const CLOCK_SECOND_MS = 250;

const missing = browserSkipReason('the evening test');

interface Placement {
  place: number;
  name: string;
}

describe.skipIf(missing !== null)('an evening at the table: one TV, four phones, four matches', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let phones: Device[] = [];
  let code: string;
  let step = 0;

  const host = () => phones[0]!;
  const byName = (name: string) => phones.find((p) => p.name === name)!;
  const allErrors = () => [tv, ...phones].flatMap((d) => d.errors);

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp({ clockSecondMs: CLOCK_SECOND_MS, coach: true });
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv');
    code = await openTable(tv, app.url);
    for (const name of ['Anna', 'Ben', 'Cara']) {
      const phone = await openDevice(browser, name, 'phone');
      await joinRoom(phone.page, app.url, code, name);
      phones.push(phone);
    }
    console.log(`evening screenshots: ${DIR}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A screenshot of the TV and of every phone, numbered by step. */
  async function shootAll(what: string): Promise<void> {
    step++;
    const prefix = `${String(step).padStart(2, '0')}-${what}`;
    await screenshot(tv, `${prefix}-tv.png`, DIR);
    for (const phone of phones) await screenshot(phone, `${prefix}-phone-${phone.name}.png`, DIR);
  }

  async function waitTv(selector: string, timeout = 30_000): Promise<void> {
    try {
      await tv.page.waitForSelector(selector, { timeout });
    } catch (error) {
      await screenshot(tv, `FAILED-${selector.replace(/[^a-z0-9]+/gi, '_')}-tv.png`, DIR);
      throw new Error(`the TV did not show ${selector}; it showed: ${(await tv.page.textContent('body'))?.slice(0, 600)}\n${(error as Error).message}`);
    }
  }

  /**
   * While a deal is played: the seats and the trick area are not covered (the element at each centre is
   * the seat itself, or part of the table and not an overlay), and no text on the TV is below 24 px.
   */
  async function checkTable(when: string): Promise<void> {
    const problems = await tv.page.evaluate(() => {
      const out: string[] = [];
      // The deal just ended: the summary is on (after it, `summary()` checks that it is gone); or the
      // match's last move has just taken the TV to the results (the podium has its own checks).
      if (document.querySelector('.between-deals') || !document.querySelector('.tv-table')) return out;
      const covering = '.between-deals, .overlay, .banner, [data-testid=pause-overlay]';
      const centre = (el: Element) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      };
      for (const seat of document.querySelectorAll('.seat-plate')) {
        const hit = centre(seat);
        if (!hit || !seat.contains(hit)) out.push(`seat ${seat.getAttribute('data-seat')} covered by ${hit?.className || hit?.tagName}`);
      }
      const felt = document.querySelector('.felt');
      if (felt) {
        const hit = centre(felt);
        if (!hit || hit.closest(covering) || !hit.closest('.tv-table')) out.push(`trick area covered by ${hit?.className || hit?.tagName}`);
      }
      const stage = document.querySelector('.tv-stage')!;
      const scale = stage.getBoundingClientRect().width / 1920;
      const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const el = node.parentElement;
        // Card faces and backs are pictures (their corner indices are the card's, not text to read).
        if (!text || !el || el.getClientRects().length === 0 || el.closest('.between-deals, .overlay, [aria-hidden=true], .seat-backs, .card-face')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        let px = parseFloat(style.fontSize);
        const svg = el.closest('svg');
        if (svg) {
          // SVG text is drawn in the picture's own units: its size on screen is the font size times the picture's scale.
          const box = svg.viewBox.baseVal;
          const r = svg.getBoundingClientRect();
          if (box && box.height > 0) px *= r.height / box.height / scale;
        }
        if (px < 23.5) out.push(`text "${text.slice(0, 30)}" is ${px.toFixed(1)} px (${el.getAttribute('class') ?? el.tagName})`);
      }
      return [...new Set(out)];
    });
    expect(problems, `TV at ${when}`).toEqual([]);
  }

  /** Nothing of the previous match: no scoreboard, flash, old trick or old toast; not its name. */
  async function checkFreshStart(previousGame: string | null): Promise<void> {
    expect(await tv.page.$('.between-deals')).toBeNull();
    expect(await tv.page.$('[data-testid=flash]')).toBeNull();
    const cards = await tv.page.getAttribute('[data-testid=trick]', 'data-cards').catch(() => null);
    if (cards !== null) expect(Number(cards)).toBe(0);
    if (previousGame) expect(await tv.page.textContent('.tv-stage')).not.toContain(previousGame);
    for (const phone of phones) {
      const toast = await phone.page.$eval('.toast', (el) => el.textContent).catch(() => null);
      expect(toast, `${phone.name}: no toast from before`).toBeNull();
      expect(await phone.page.$('[data-testid=summary]')).toBeNull();
    }
  }

  /**
   * The summary between deals: shown on the TV and the phones, ended by everybody's "Next deal". The
   * first of each match says why the totals changed, on the TV and the host's phone (issue 28, part 4).
   */
  async function summary(label: string, n: number, game: string): Promise<void> {
    await waitTv('.between-deals');
    await tv.page.waitForFunction(() => Number(getComputedStyle(document.querySelector('.between-deals')!).opacity) > 0.99);
    expect(await tv.page.textContent('[data-testid=summary-footer]')).toMatch(/\d+ s/);
    const seated: Device[] = [];
    for (const phone of phones) if (await phone.page.$('[data-action=next-deal]')) seated.push(phone);
    expect(seated.length).toBeGreaterThan(0);
    if (n === 1) {
      step++;
      await checkSummaryWhy(tv, host(), game, DIR, `${String(step).padStart(2, '0')}-${label}-why`);
    }
    await shootAll(`${label}-summary-${n}`);
    for (const phone of seated) {
      await phone.page.click('[data-action=next-deal]');
      await phone.page.waitForSelector('[data-action=next-deal]', { state: 'detached' });
    }
    // Every seated phone tapped: the summary ends at once (well before its 15 s).
    await tv.page.waitForSelector('.between-deals', { state: 'detached', timeout: 5000 });
    for (const phone of phones) await phone.page.waitForSelector('[data-testid=summary]', { state: 'detached' });
  }

  /** Plays until the TV shows the podium: phones take their turns by tapping; bots play the rest. */
  async function playMatch(label: string, game: string, onMove?: (moves: number) => Promise<boolean | void>): Promise<{ moves: number; summaries: number }> {
    let moves = 0;
    let summaries = 0;
    for (let round = 0; round < 4000; round++) {
      if (await tv.page.$('[data-phase=finished]')) return { moves, summaries };
      let inSummary = false;
      for (const phone of phones) if (await phone.page.$('[data-action=next-deal]')) inSummary = true;
      if (inSummary) {
        await summary(label, ++summaries, game);
        await checkTable(`${label}, after summary ${summaries}`);
        continue;
      }
      let acted = false;
      for (const [i, phone] of phones.entries()) {
        // Different calls (0 or 1), so that the places differ.
        if (await takeTurn(phone.page, game, (max) => Math.min(i % 2, max))) {
          acted = true;
          moves++;
          if (moves % 7 === 1) await checkTable(`${label}, move ${moves}`);
          if (onMove && (await onMove(moves))) break;
        }
      }
      if (!acted) await tv.page.waitForTimeout(40);
    }
    throw new Error(`${label}: the match did not end`);
  }

  async function placementsOnPhone(page: Page): Promise<Placement[]> {
    await page.waitForSelector('[data-testid=results]');
    return page.$$eval('[data-testid=results] .placements li', (lis) =>
      lis.map((li) => ({ place: parseInt(li.querySelector('.place')?.textContent ?? '0', 10), name: (li.querySelector('.who')?.textContent ?? '').trim() })),
    );
  }

  /** The podium on the TV puts everybody in the first three places on the step the server placed them. */
  async function checkPodium(label: string, teams?: [string, string][]): Promise<Placement[]> {
    await waitTv('[data-testid=podium]');
    const placements = await placementsOnPhone(host().page);
    expect(placements.length).toBeGreaterThan(0);
    expect(placements[0]!.place).toBe(1);
    for (const { place, name } of placements) {
      if (place > 3) continue;
      // One step per place somebody holds (tied players share it); a team's row reads "Team 2: Ben & Dora".
      const step = await tv.page.textContent(`[data-testid=podium] .step[data-place="${place}"]`);
      const people = name.includes(': ') ? name.slice(name.indexOf(': ') + 2).split(' & ') : [name];
      for (const person of people) expect(step, `${label}: ${person} on the step of place ${place}`).toContain(person);
    }
    for (const [a, b] of teams ?? []) {
      // Partners share their result.
      const pa = placements.find((p) => p.name === a || p.name.includes(`: ${a} &`) || p.name.endsWith(`& ${a}`))!;
      const pb = placements.find((p) => p.name === b || p.name.includes(`: ${b} &`) || p.name.endsWith(`& ${b}`))!;
      expect(pa.place, `${label}: ${a} and ${b} are a team`).toBe(pb.place);
    }
    await shootAll(`${label}-podium`);
    return placements;
  }

  async function toLobby(): Promise<void> {
    await hostToLobby(host().page);
    await waitTv('[data-phase=lobby]');
  }

  async function pick(game: string): Promise<void> {
    await host().page.click(`[data-game=${game}]`);
    await host().page.waitForSelector(`[data-game=${game}][aria-pressed=true]`);
    await waitTv('[data-testid=tv-game]');
  }

  async function start(game: string): Promise<void> {
    await host().page.click('[data-action=start]');
    for (const phone of phones) await phone.page.waitForSelector(`[data-testid=play][data-game=${game}]`);
    await waitTv('.tv-table');
    // From here on the TV notes a banner shown together with the summary (evening/summary.ts).
    await watchSummaryOverlap(tv.page);
    // Hands come sorted (by suit, then rank) without anybody asking.
    for (const phone of phones) {
      await phone.page.waitForSelector('.hand-card');
      const codes = await handCodes(phone.page);
      expect(codes, `${phone.name}'s hand sorted`).toEqual(sortHand(codes, game, findGame(game)!.meta.pack, 'suit'));
    }
  }

  it('the lobby: the code, the QR code, the join address warning on loopback, the host’s options', async () => {
    expect(code).toMatch(/^[A-Z]{4}$/);
    await tv.page.waitForFunction(() => document.querySelectorAll('.tv-seat-card.human').length === 3);
    // The TV was opened on 127.0.0.1 and the test server knows no LAN address: phones could not use it.
    expect(await tv.page.textContent('[data-testid=join-warning]')).toContain('127.0.0.1');
    await pick('fahrstuhl');
    const page = host().page;
    await page.click('[data-option=mode] button:has-text("Up only")');
    await setStepper(page, 'startCards', 2);
    await page.click('[data-option=clock] button:has-text("30 s")');
    await page.click('[data-option=summary] button:has-text("60 s")');
    await page.waitForSelector('[data-option=summary] button[aria-pressed=true]:has-text("60 s")');
    // A player who is not the host sees the options too.
    // Waited for, not read at once: on a loaded machine Ben's phone hears of the host's last tap a moment later.
    await byName('Ben').page.waitForFunction(() => document.querySelector('[data-testid=options-summary]')?.textContent?.includes('Up only'), undefined, { timeout: 30_000 });
    expect(await byName('Ben').page.textContent('[data-testid=options-summary]')).toContain('Up only');
    await shootAll('lobby');
    expect(allErrors()).toEqual([]);
  }, 60_000);

  // issue 18 part 3: a learning deal in English before the first match; the lobby is as the host left it.
  it('a learning deal in English: Fahrstuhl’s, open hands, a wrong tap explained, back to the same lobby', async () => {
    const options = await host().page.textContent('[data-option=mode]');
    await playLesson({ tv, phones, host: host(), game: 'fahrstuhl', dir: DIR, prefix: '02b-lesson-en' });
    expect(await tv.page.textContent('[data-testid=lesson-not-ranked]')).toContain('not ranked');
    await lessonToLobby(host().page, tv.page);
    expect(await host().page.textContent('[data-option=mode]')).toBe(options);
    // The lesson taught these phones to tap a card twice, so they no longer show "tap again to play";
    // match 1 checks that hint as a first-time player sees it: the phones forget they learned it.
    for (const phone of phones) await phone.page.evaluate(() => localStorage.removeItem('kt.tapAgainSeen'));
    await byName('Ben').page.waitForFunction(() => document.querySelector('[data-testid=options-summary]')?.textContent?.includes('Up only'), undefined, { timeout: 30_000 });
    expect(allErrors()).toEqual([]);
  }, 120_000);

  it('match 1, Fahrstuhl: a late watcher takes a bot’s seat, the clock plays Cara’s selected card, the summary ends when all tapped', async () => {
    await start('fahrstuhl');
    await checkFreshStart(null);
    await shootAll('fahrstuhl-start');
    let dora: Device | null = null;
    let clocked: string | null = null;
    const result = await playMatch('fahrstuhl', 'fahrstuhl', async (moves) => {
      if (!dora && moves >= 2) {
        // Dora comes late: she watches, and taps the bot's seat; she gets it when this round ends (Fahrstuhl's word).
        dora = await openDevice(browser, 'Dora', 'phone');
        await dora.page.goto(`${app.url}/join/${code}`);
        await dora.page.fill('input[name=name]', 'Dora');
        await dora.page.click('button[type=submit]');
        await dora.page.waitForSelector('[data-testid=take-seat]');
        expect(await dora.page.textContent('[data-testid=play]')).toContain('You are watching');
        await dora.page.click('[data-action=take-seat]');
        // Issue 28 §2: said in the notices' place, the newest notice.
        await dora.page.waitForFunction(() => /when this round ends/.test(document.querySelector('[data-testid=notice-slot] [data-notice=take-seat]')?.textContent ?? ''));
        phones.push(dora);
        await shootAll('fahrstuhl-dora-asks');
      }
      const cara = byName('Cara').page;
      if (clocked === null && dora && (await isMyTurn(cara)) && !(await cara.$('.call-button')) && (await cara.$('.hand-card[data-state=legal]'))) {
        // Cara selects a card and looks away: the clock runs out and plays that card for her.
        const legal = await cara.$$eval('.hand-card[data-state=legal]', (els) => els.map((e) => e.getAttribute('data-card')!));
        const choice = legal[legal.length - 1]!;
        await cara.locator(`.hand-card[data-card="${choice}"]`).first().click({ position: CARD_CORNER });
        await cara.waitForSelector('[data-testid=tap-again]');
        await byName('Cara').page.waitForSelector('[data-testid=turn-bar] .clock-text');
        expect(await cara.textContent('[data-testid=turn-bar] .clock-text')).toMatch(/\d+ s/);
        await cara.waitForFunction(() => document.querySelector('.toast')?.textContent?.includes('Time ran out'), undefined, { timeout: 20_000 });
        const toast = (await cara.textContent('.toast'))!;
        expect(toast).toContain('the clock played');
        expect(await handCodes(cara)).not.toContain(choice);
        await tv.page.waitForSelector('.seat-plate[data-seat="2"] .clock-badge');
        clocked = choice;
        await shootAll('fahrstuhl-clock-ran-out');
        return true;
      }
    });
    expect(clocked).not.toBeNull();
    expect(result.summaries).toBe(1);
    // Issue 28 §1: Dora played only the last deal: the podium shows the seat under both names.
    await waitTv('[data-testid=podium]');
    expect(await tv.page.textContent('[data-testid=podium]')).toMatch(/Bot \d → Dora/);
    await checkPodium('fahrstuhl');
    // Issue 18, part 4: the podium's awards are the ones the match's replay gives.
    await checkAwardsOnPodium(tv.page, (await matchesOfRoom(app.url, code, tv.page))[0]!);
    expect(allErrors()).toEqual([]);
  }, 240_000);

  it('match 1, the replay: the host steps the finished match on the TV from the phone, the others follow (issue 18)', async () => {
    await replayFinishedMatch({ tv, host: host(), others: phones.slice(1), dir: DIR, deals: 2 });
    expect(allErrors()).toEqual([]);
  }, 90_000);
  it('issue 18: the host switches the coach on for Cara; Dora’s phone gets large cards and reduced motion', async () => {
    await toLobby();
    await eveningCoachStep(host().page, tv.page, app.url, 'Cara', byName('Dora').page);
    await shootAll('coach-on');
    expect(allErrors()).toEqual([]);
  }, 60_000);

  it('match 2, Lusti-Kartl’n: four people in two teams; a phone reloads mid-deal; team results', async () => {
    expect(phones.map((p) => p.name)).toEqual(['Anna', 'Ben', 'Cara', 'Dora']);
    await toLobby();
    await pick('lusti');
    await setStepper(host().page, 'target', 5);
    // The clock ran out once, in match 1; from here on it is off.
    await host().page.click('[data-option=clock] button:has-text("off")');
    await host().page.waitForSelector('[data-option=clock] button[aria-pressed=true]:has-text("off")');
    await tv.page.waitForFunction(() => document.querySelectorAll('.tv-seat-card.human').length === 4);
    await shootAll('lusti-lobby');
    await start('lusti');
    await checkFreshStart('Fahrstuhl');
    await shootAll('lusti-start');
    let reloaded = false;
    await playMatch('lusti', 'lusti', async (moves) => {
      await eveningMatchHook(byName('Dora'), byName('Cara'), DIR);
      if (!reloaded && moves >= 6) {
        const ben = byName('Ben').page;
        const before = await handCodes(ben);
        await ben.reload();
        await ben.waitForSelector('[data-testid=play]');
        await ben.waitForFunction((n) => document.querySelectorAll('.hand-card').length === n, before.length);
        expect(await handCodes(ben)).toEqual(before);
        reloaded = true;
        await checkTable('lusti, after a reload');
        await shootAll('lusti-reloaded');
        // Ben presses pause: every screen shows it; only he (or the host) resumes.
        await ben.click('[data-action=pause]');
        await waitTv('[data-testid=pause-overlay]');
        expect(await tv.page.textContent('[data-testid=pause-overlay]')).toContain('Ben paused the game');
        await byName('Cara').page.waitForSelector('[data-testid=paused]');
        expect(await byName('Cara').page.$('[data-action=resume]')).toBeNull();
        await host().page.waitForSelector('[data-action=resume]');
        await shootAll('lusti-paused');
        await ben.click('[data-action=resume]');
        await tv.page.waitForSelector('[data-testid=pause-overlay]', { state: 'detached' });
        return true;
      }
    });
    expect(reloaded).toBe(true);
    // Seats 0 and 2 play together, 1 and 3.
    await checkPodium('lusti', [['Anna', 'Cara'], ['Ben', 'Dora']]);
    // Issue 18, part 4: the awards the replay gives (often none: Lusti's one award is for Brands).
    // Checked while the podium is up: the coach's check below ends with the room back in the lobby.
    await checkAwardsOnPodium(tv.page, (await matchesOfRoom(app.url, code, tv.page))[1]!);
    // Cara had the coach: she followed its tips, the match is marked and the ranking did not move.
    await eveningCoachResults(host().page, byName('Cara').page, tv.page, phones.map((p) => p.page), app.url);
    expect(allErrors()).toEqual([]);
  }, 400_000);

  it('the statistics after two matches: the TV lobby’s and Cara’s phone’s numbers are what was played', async () => {
    await toLobby();
    const played = await matchesOfRoom(app.url, code, tv.page);
    expect(played.map((p) => p.record.game)).toEqual(['fahrstuhl', 'lusti']);
    // Dora took the bot's seat for match 1's second (last) deal: not her match, only her deal's measures.
    lateComer(played[0]!, 'Dora', 2);
    // Cara had the coach in match 2: nobody won it tonight.
    expect(played[1]!.coached).toBe(true);
    step++;
    const prefix = `${String(step).padStart(2, '0')}-stats`;
    await checkTvStatistics(tv, played, DIR, `${prefix}-tv`, 'Dora');
    await closeTvStatistics(tv);
    await checkPhoneStatistics(byName('Cara'), played, DIR, `${prefix}-phone-Cara`);
    expect(allErrors()).toEqual([]);
  }, 90_000);

  it('match 3, Elevator in German', async () => {
    await toLobby();
    await tv.page.click('.tv-top .lang-switch button[lang=de]');
    for (const phone of phones) {
      await phone.page.click('.lang-switch button[lang=de]');
      await phone.page.waitForSelector('.lang-switch button[lang=de][aria-pressed=true]');
    }
    await pick('elevator');
    // Two games: the summary between them says why (issue 28, part 4).
    await setStepper(host().page, 'games', 2);
    await host().page.click('[data-option=clock] button:has-text("aus")');
    await host().page.waitForSelector('[data-option=clock] button[aria-pressed=true]:has-text("Aus")');
    await shootAll('elevator-lobby-de');
    await start('elevator');
    await checkFreshStart("Lusti-Kartl'n");
    expect(await tv.page.textContent('.tv-top')).toContain('Lift');
    await shootAll('elevator-start-de');
    let shot = false;
    await playMatch('elevator', 'elevator', async (moves) => {
      if (!shot && moves >= 8) {
        shot = true;
        await shootAll('elevator-play-de');
      }
    });
    await checkPodium('elevator');
    expect(await tv.page.textContent('[data-testid=podium]')).toContain('Partie');
    expect(allErrors()).toEqual([]);
  }, 400_000);

  // Issue 28, part 4: the fourth game, so that the summary's why is seen for every game tonight.
  it('match 4, Fünfzehnern in German: two hands, the summary tells card points against 15 and the chips', async () => {
    await toLobby();
    await pick('fuenfzehnern');
    await setStepper(host().page, 'hands', 2);
    await shootAll('fuenfzehnern-lobby-de');
    await start('fuenfzehnern');
    await checkFreshStart('Lift');
    const { summaries } = await playMatch('fuenfzehnern', 'fuenfzehnern');
    expect(summaries).toBe(1);
    await checkPodium('fuenfzehnern');
    expect(allErrors()).toEqual([]);
  }, 300_000);

  // issue 18 part 3: a learning deal in German at the end of the evening (Lusti-Kartl'n's: the shortest).
  // Issue 28 §3 and its "done means": Cara learns with the coach on; every tip is the lesson's move.
  it('a learning deal in German: Lusti-Kartl’n’s, Cara with the coach, played to its end', async () => {
    await toLobby();
    await coachOnFor(host().page, tv.page, 'Cara');
    const { coachTips } = await playLesson({ tv, phones, host: host(), game: 'lusti', dir: DIR, prefix: '99-lesson-de', coached: ['Cara'] });
    expect(coachTips, 'Cara had the lesson’s move from the coach').toBeGreaterThan(0);
    expect(await tv.page.textContent('[data-testid=lesson-not-ranked]')).toContain('zählt nicht');
    expect(allErrors()).toEqual([]);
  }, 120_000);
});
