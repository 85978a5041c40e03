/**
 * Issue 28, section 5: the teams you can see. In a real browser against the real server, with names of
 * 20 letters that the lobbies must cut off: Lusti-Kartl'n's TV lobby and phone lobby (a 320 px phone, the
 * host's with all its seat tools, and a guest's) show every seat's team — "Team 1" for the first and
 * third seat, "Team 2" for the second and fourth — whole and uncovered, in the team's one colour, in
 * English and in German; the host is told the game is for exactly four players (not "Players (4–4)").
 * On the 320 px host phone every game can be picked (the fourth cover ran off the screen before) and no
 * seat's name is squeezed to nothing by the host's tools (they go under the name).
 * On the table the seat plates carry the same colours as the lobby, and the phone's brief says its Striche
 * in words. Screenshots: test-output/screenshots/teams-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SCREENSHOTS, browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { join, takeTurn } from './support/phone-actions.ts';
import { TEAM_COLOURS } from '../src/shared/teams.ts';

const missing = browserSkipReason('the teams browser test');

const NAMES = ['Maximiliane Rosalind', 'Bartholomäus Wendel', 'Konstantinopolitana'];
/** The seats' teams: partners sit opposite (rule 1.1). */
const TEAM_OF_SEAT = [1, 2, 1, 2];

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

interface SeenTeam {
  seat: number;
  text: string;
  colour: string;
  problems: string[];
}

/**
 * Each seat's team label as the screen shows it: its text, its colour, and what hides any of it — text
 * wider than its box, a box beyond the screen or beyond a clipping box around it, or another element on
 * top of its middle or its ends.
 */
async function seenTeams(page: Page, seatSelector: string, labelSelector: string, colourOf: 'background' | 'border'): Promise<SeenTeam[]> {
  return page.$$eval(seatSelector, (seats, [label, colourKind]) => seats.map((seat, i) => {
    const el = seat.querySelector(label) as HTMLElement | null;
    const problems: string[] = [];
    if (!el) return { seat: i, text: '', colour: '', problems: ['no team label'] };
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) problems.push('no size');
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`text ${el.scrollWidth}px in ${el.clientWidth}px`);
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5) problems.push(`box ${Math.round(r.left)}–${Math.round(r.right)} beyond the screen`);
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) problems.push(`clipped by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
    }
    for (const x of [r.left + 2, (r.left + r.right) / 2, r.right - 2]) {
      const hit = document.elementFromPoint(x, (r.top + r.bottom) / 2);
      if (hit && hit !== el && !el.contains(hit)) problems.push(`covered at x=${Math.round(x)} by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`);
    }
    const colour = colourKind === 'background' ? getComputedStyle(el).backgroundColor : getComputedStyle(seat).borderLeftColor;
    return { seat: i, text: (el.textContent ?? '').trim(), colour, problems };
  }), [labelSelector, colourOf] as const);
}

describe.skipIf(missing !== null)('Lusti-Kartl’n: the teams in both lobbies and on the table (issue 28 §5)', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let phones: Device[];
  const host = () => phones[0]!;
  const guest = () => phones[1]!;

  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv', 'en-GB');
    const code = await openTable(tv, app.url);
    phones = [];
    for (const name of NAMES) {
      const phone = await openDevice(browser, name.split(' ')[0]!, 'phone', 'en-GB');
      await phone.page.setViewportSize({ width: 320, height: 568 });
      await join(phone.page, app.url, code, name);
      phones.push(phone);
    }
    await host().page.click('[data-game=lusti]');
    await host().page.waitForSelector('[data-game=lusti][aria-pressed=true]');
    // The fourth seat gets a bot, so that every row of the host's list carries its tools.
    await host().page.click('[data-slot="3"] [data-action=toggle-bot]');
    await tv.page.waitForFunction(() => document.querySelectorAll('.tv-seat-card.bot').length === 1, undefined, { timeout: 30_000 });
    await guest().page.waitForFunction(() => document.querySelectorAll('.seat-row [data-testid=seat-team]').length === 4, undefined, { timeout: 30_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function setLanguage(lang: 'en' | 'de'): Promise<void> {
    await tv.page.click(`.tv-top .lang-switch button[lang=${lang}]`);
    for (const phone of [host(), guest()]) await phone.page.click(`.phone-top .lang-switch button[lang=${lang}]`);
    const seats = lang === 'de' ? 'Plätze' : 'Seats';
    await tv.page.waitForFunction((s) => document.querySelector('[data-testid=tv-seats] h2')?.textContent?.startsWith(s), seats, { timeout: 30_000 });
  }

  it.each(['en', 'de'] as const)('%s: every seat shows its team, whole, in its colour, on the TV and on 320 px phones', async (lang) => {
    await setLanguage(lang);
    const expected = TEAM_OF_SEAT.map((n) => ({ text: `Team ${n}`, colour: rgb(TEAM_COLOURS[n - 1]!) }));

    const onTv = await seenTeams(tv.page, '[data-testid=tv-seats] .tv-seat-card', '.team-tag', 'background');
    expect(onTv.map(({ text, colour }) => ({ text, colour }))).toEqual(expected);
    expect(onTv.flatMap((s) => s.problems.map((p) => `TV seat ${s.seat + 1}: ${p}`))).toEqual([]);
    const tvBorders = await seenTeams(tv.page, '[data-testid=tv-seats] .tv-seat-card', '.team-tag', 'border');
    expect(tvBorders.map((s) => s.colour)).toEqual(expected.map((e) => e.colour));
    await screenshot(tv, `teams-lobby-tv-${lang}.png`);

    for (const [who, phone] of [['host', host()], ['guest', guest()]] as const) {
      const seen = await seenTeams(phone.page, '.seat-list .seat-row', '[data-testid=seat-team]', 'background');
      expect(seen.map(({ text, colour }) => ({ text, colour })), who).toEqual(expected);
      expect(seen.flatMap((s) => s.problems.map((p) => `${who} seat ${s.seat + 1}: ${p}`))).toEqual([]);
      // The names are long enough to be cut off: the team must not go with them.
      const cut = await phone.page.$$eval('.seat-list .seat-name', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
      if (who === 'host') expect(cut, 'the host’s rows are tight enough to cut a name').toBeGreaterThan(0);
      const borders = await seenTeams(phone.page, '.seat-list .seat-row', '[data-testid=seat-team]', 'border');
      expect(borders.map((s) => s.colour), who).toEqual(expected.map((e) => e.colour));
      await screenshot(phone, `teams-lobby-phone-320-${who}-${lang}.png`);
      await phone.page.screenshot({ path: `${SCREENSHOTS}/teams-lobby-phone-320-${who}-${lang}-full.png`, fullPage: true });
    }

    const players = await host().page.textContent('[data-option=seats] .option-label');
    expect(players).toBe(lang === 'de' ? 'Spieler: immer 4' : 'Players: always 4');
    expect(await host().page.$('[data-option=seats] .stepper')).toBeNull();
    const tvOptions = await tv.page.textContent('[data-testid=tv-game] .option-summary');
    expect(tvOptions).toContain(lang === 'de' ? 'Striche zum Sieg' : 'Striche to win the match');
  }, 120_000);

  it('the table keeps the lobby’s colours, and the phone counts Striche in words', async () => {
    await setLanguage('en');
    await host().page.click('[data-option=botDelay] button:has-text("fast")');
    // A long summary, so that it is still there while the test reads it in both languages.
    await host().page.click('[data-option=summary] button:has-text("60 s")');
    await host().page.click('[data-action=start]');
    await tv.page.waitForSelector('[data-testid=teams]', { timeout: 60_000 });
    const plates = await tv.page.$$eval('.seat-plate', (els) => els.map((e) => ({ seat: Number((e as HTMLElement).dataset.seat), colour: getComputedStyle(e).borderTopColor })));
    expect(plates.sort((a, b) => a.seat - b.seat).map((p) => p.colour)).toEqual(TEAM_OF_SEAT.map((n) => rgb(TEAM_COLOURS[n - 1]!)));
    const panels = await tv.page.$$eval('.lusti-team h3', (els) => els.map((e) => ({ text: e.textContent, colour: getComputedStyle(e).color })));
    expect(panels).toEqual([1, 2].map((n) => ({ text: `Team ${n}`, colour: rgb(TEAM_COLOURS[n - 1]!) })));

    const page = guest().page;
    await page.waitForSelector('[data-testid=brief] .team-box');
    const boxes = await page.$$eval('[data-testid=brief] .team-box', (els) => els.map((e) => ({
      label: e.querySelector('.team-label')?.textContent,
      striche: e.querySelector('.striche')?.textContent?.replace(/\s+/g, ' ').trim(),
      colour: getComputedStyle(e).borderTopColor,
    })));
    expect(boxes).toEqual([1, 2].map((n) => ({ label: `Team ${n}`, striche: '0 of 11 Striche', colour: rgb(TEAM_COLOURS[n - 1]!) })));
    await screenshot(guest(), 'teams-play-phone-320-en.png');
    await screenshot(tv, 'teams-play-tv-en.png');
    expect([tv, ...phones].flatMap((d) => d.errors)).toEqual([]);
  }, 120_000);

  it('the summary after a hand names a hand, and counts Striche in German', async () => {
    const deadline = Date.now() + 150_000;
    while (!(await tv.page.$('[data-testid=between-deals]'))) {
      if (Date.now() > deadline) throw new Error('no summary after the first hand within 150 s');
      let acted = false;
      for (const phone of phones) if (await takeTurn(phone.page, 'lusti')) acted = true;
      if (!acted) await tv.page.waitForTimeout(200);
    }
    await guest().page.waitForSelector('[data-testid=summary] [data-action=next-deal]', { timeout: 30_000 });
    expect(await tv.page.textContent('[data-testid=between-deals] h2')).toBe('Hand 1: the scores');
    expect((await guest().page.textContent('[data-testid=summary] h2'))?.trim()).toBe('Hand 1 is over');
    expect((await guest().page.textContent('[data-testid=summary] [data-action=next-deal]'))?.trim()).toMatch(/^Next hand/);
    await screenshot(tv, 'teams-summary-tv-en.png');
    await screenshot(guest(), 'teams-summary-phone-320-en.png');
    await tv.page.click('.tv-top .lang-switch button[lang=de]');
    await guest().page.click('.menu-button');
    await guest().page.click('.menu-sheet .lang-switch button[lang=de]');
    await guest().page.click('.menu-button');
    await tv.page.waitForFunction(() => document.querySelector('[data-testid=between-deals] h2')?.textContent === 'Spiel 1: die Striche', undefined, { timeout: 30_000 });
    expect((await guest().page.textContent('[data-testid=summary] [data-action=next-deal]'))?.trim()).toMatch(/^Nächstes Spiel/);
    expect((await guest().page.textContent('[data-testid=summary] h2'))?.trim()).toBe('Spiel 1 ist vorbei');
    await screenshot(tv, 'teams-summary-tv-de.png');
    await screenshot(guest(), 'teams-summary-phone-320-de.png');
    expect([tv, ...phones].flatMap((d) => d.errors)).toEqual([]);
  }, 240_000);
});
