/**
 * Readable in both languages, in a real browser (Chromium through playwright-core) against the real
 * server: a German TV (1920×1080) and three phones (390×844; the host in English, two in German, one of
 * them named with 20 × "W"). Checked as a player would see it:
 * - the phone's rules sheet: the host's explanation, then the players' rules, then the points, in English
 *   and German, without a trace of the engineering spec; the catalogue's game page shows the same rules;
 * - the TV lobby of every game: no panel clipped, only the options that apply to the chosen mode;
 * - Fahrstuhl "up only": the lift says it goes up; long flashes, totals, the scores between deals and the
 *   results stay inside their boxes; numbers in German; the chart's axis in whole numbers;
 * - Fünfzehnern: the score table's columns (chips too) fit their panel;
 * - Lusti-Kartl'n: podium, chart and results per team.
 * Screenshots go to test-output/screenshots/readable-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GAMES } from '@kitchen-table/engine';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { hostToLobby, join, playPhonesUntil, setStepper } from './support/phone-actions.ts';
import { specMarkers } from './support/spec-markers.ts';
import { TEAM_COLOURS } from '../src/shared/teams.ts';

const missing = browserSkipReason('the readability browser tests');

const LONG_NAME = 'W'.repeat(20);

/** Each "Team n" entry's dot colour is team n's one colour (issue 28 §5: the table's blue and red everywhere). */
async function teamDotsProblems(page: Page, entries: string): Promise<string[]> {
  const seen = await page.$$eval(entries, (els) => els.map((e) => ({ text: e.textContent ?? '', colour: getComputedStyle(e.querySelector('.dot')!).backgroundColor })));
  const rgb = (hex: string) => { const n = parseInt(hex.slice(1), 16); return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`; };
  if (seen.length !== 2) return [`${entries}: ${seen.length} entries`];
  return seen.flatMap(({ text, colour }) => {
    const team = Number(/Team ([12])/.exec(text)?.[1]);
    return colour === rgb(TEAM_COLOURS[team - 1] ?? '#000000') ? [] : [`${entries} "${text.slice(0, 30)}": ${colour}`];
  });
}

/**
 * What sticks out: every element matched whose content is wider or taller than its box, or whose box
 * leaves the viewport (or, with `within`, the box of its closest `within` ancestor). For what `scrolls`
 * down (a rules sheet), only the width counts.
 */
async function overflows(page: Page, selector: string, within?: string, scrolls = false): Promise<string[]> {
  return page.$$eval(
    selector,
    (els, [outer, down]) => els.flatMap((el) => {
      const e = el as HTMLElement;
      const r = e.getBoundingClientRect();
      const what = `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
      const out: string[] = [];
      if (e.scrollWidth > e.clientWidth + 1) out.push(`${what}: content ${e.scrollWidth}px wide in ${e.clientWidth}px`);
      if (!down && e.scrollHeight > e.clientHeight + 1) out.push(`${what}: content ${e.scrollHeight}px tall in ${e.clientHeight}px`);
      const box = outer ? e.parentElement?.closest(outer)?.getBoundingClientRect() : null;
      const frame = box ?? { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      const outside = r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || (!down && (r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5));
      if (outside) {
        out.push(`${what}: box ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${Math.round(frame.left)},${Math.round(frame.top)}–${Math.round(frame.right)},${Math.round(frame.bottom)}`);
      }
      return out;
    }),
    [within ?? null, scrolls] as const,
  );
}

/** What on the page reaches beyond the screen's sides (the page would scroll sideways, or text is cut off). */
async function widerThanScreen(page: Page): Promise<string[]> {
  // The device's width, not window.innerWidth: a mobile browser widens its layout to fit what spills.
  return page.evaluate((screenWidth) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Text wider than its own box spills out (a long word does not wrap): count where it ends.
      const spills = el instanceof HTMLElement && style.overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      const right = spills ? r.left + (el as HTMLElement).scrollWidth : r.right;
      if (r.width === 0 || (right <= screenWidth + 0.5 && r.left >= -0.5)) continue;
      // Cut off with an ellipsis by a box that ends inside the screen: the screen says it goes on.
      let clip = el.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      if (clip && clip !== document.body && clip.getBoundingClientRect().right <= screenWidth + 0.5 && getComputedStyle(clip).textOverflow === 'ellipsis') continue;
      if (style.position === 'fixed') continue;
      out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(right)}`);
    }
    return out.slice(0, 5);
  }, page.viewportSize()!.width);
}

/** The value axis's ticks of every chart on the page (as numbers; the labels are written in the UI's language). */
async function chartTicks(page: Page): Promise<number[]> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=chart] [data-y-ticks]')].length > 0);
  const ticks = await page.$$eval('[data-testid=chart] [data-y-ticks]', (els) => els.flatMap((e) => (e as HTMLElement).dataset.yTicks!.split(' ')));
  return ticks.map(Number);
}

describe.skipIf(missing !== null)('readable in English and German: rules, lobby, table and results', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let phones: Device[];
  let code: string;

  const host = () => phones[0];
  const allErrors = () => [tv, ...phones].flatMap((d) => d.errors);

  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv', 'de-DE');
    code = await openTable(tv, app.url);
    phones = [];
    for (const [name, locale] of [['Anna', 'en-GB'], [LONG_NAME, 'de-DE'], ['Cara', 'de-DE']] as const) {
      const phone = await openDevice(browser, name === LONG_NAME ? 'W' : name, 'phone', locale);
      await join(phone.page, app.url, code, name);
      phones.push(phone);
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function pickGame(id: string): Promise<void> {
    const page = host().page;
    await hostToLobby(page);
    await page.click(`[data-game=${id}]`);
    await page.waitForSelector(`[data-game=${id}][aria-pressed=true]`);
    const name = GAMES.find((g) => g.meta.id === id)!.meta.name.de;
    await tv.page.waitForFunction((n) => document.querySelector('[data-testid=tv-game] h2')?.textContent === n, name);
  }

  async function start(game: string): Promise<void> {
    await host().page.click('[data-action=start]');
    for (const phone of phones) await phone.page.waitForSelector(`[data-testid=play][data-game=${game}]`);
    await tv.page.waitForSelector('.tv-table');
  }

  /** Every phone takes its turns until the TV shows the podium; `check` runs after every move. */
  async function playUntilOver(game: string, check?: () => Promise<void>): Promise<void> {
    await playPhonesUntil(phones.map((p) => p.page), async () => (await tv.page.$('[data-phase=finished]')) !== null, { game, call: (max) => Math.min(1, max), check });
  }

  async function openRulesSheet(phone: Device): Promise<string> {
    await phone.page.click('[data-action=rules]');
    await phone.page.waitForSelector('[data-testid=player-rules] .rules-doc h1');
    // The order a player reads: the host's explanation, the players' rules, the points at a glance.
    const order = await phone.page.$$eval('[data-testid=player-rules] > *', (els) => els.map((e) => e.getAttribute('data-testid') ?? e.className));
    expect(order).toEqual(['rules-explain', 'rules-doc', 'rules-glance']);
    return (await phone.page.textContent('.rules-sheet-body')) ?? '';
  }

  it('the rules sheet reads like a rules page, in English and in German, with no trace of the spec', async () => {
    await pickGame('fahrstuhl');
    for (const phone of phones) expect(await widerThanScreen(phone.page), phone.name).toEqual([]);
    const english = await openRulesSheet(host());
    expect(english).toContain('How the host explains it');
    expect(english).toContain('How to play Fahrstuhl');
    expect(english).toContain('If you hold trump, you must play trump');
    expect(english).toContain('Points at a glance');
    expect(specMarkers(english)).toEqual([]);
    await screenshot(host(), 'readable-rules-fahrstuhl-phone-en.png');
    await host().page.click('[data-action=close-rules]');

    const w = phones[1];
    await w.page.waitForSelector('[data-action=rules]');
    const german = await openRulesSheet(w);
    expect(german).toContain('So erklärt es der Gastgeber');
    expect(german).toContain('So spielt man Fahrstuhl');
    expect(german).toContain('Hast du Trumpf, musst du Trumpf spielen');
    expect(german).toContain('Punkte auf einen Blick');
    expect(specMarkers(german)).toEqual([]);
    expect(await overflows(w.page, '.rules-sheet-body, .rules-doc, .player-rules section', undefined, true)).toEqual([]);
    await screenshot(w, 'readable-rules-fahrstuhl-phone-de.png');
    await w.page.click('[data-action=close-rules]');
    expect(allErrors()).toEqual([]);
  });

  it('the catalogue’s game page shows the players’ rules, not the spec', async () => {
    const reader = await openDevice(browser, 'reader', 'phone', 'de-DE');
    await reader.page.goto(`${app.url}/games/lusti`);
    await reader.page.waitForSelector('.rules-doc h1');
    expect(await reader.page.textContent('.rules-doc h1')).toBe("So spielt man Lusti-Kartl'n");
    expect(specMarkers((await reader.page.textContent('.rules-doc')) ?? '')).toEqual([]);
    expect(await reader.page.textContent('body')).not.toContain('Engine:');
    await screenshot(reader, 'readable-catalogue-lusti-phone-de.png');
    expect(reader.errors).toEqual([]);
    await reader.context.close();
  });

  it('the German TV lobby of every game: no panel clipped, no text out of its box', async () => {
    for (const { meta } of GAMES) {
      await pickGame(meta.id);
      await tv.page.waitForSelector('[data-testid=intro]');
      const clipped = await overflows(tv.page, '.tv-lobby .tv-panel, .tv-lobby .tv-panel h2, .tv-seat-card, .option-summary li');
      await screenshot(tv, `readable-lobby-${meta.id}-tv-de.png`);
      expect(clipped, meta.id).toEqual([]);
    }
  }, 120_000);

  it('Fahrstuhl: only the options of the chosen mode; "up only" goes up; everything stays in its box, numbers in German', async () => {
    await pickGame('fahrstuhl');
    const page = host().page;
    await page.click('[data-option=mode] button:has-text("A single round")');
    await page.waitForSelector('[data-option=cards]');
    expect(await page.$('[data-option=startCards]')).toBeNull();
    await tv.page.waitForFunction(() => document.querySelector('.option-summary')?.textContent?.includes('einzelnen Runde'));
    expect(await tv.page.textContent('.option-summary')).not.toContain('Oberstes Stockwerk');
    await page.click('[data-option=mode] button:has-text("Up only")');
    await page.waitForSelector('[data-option=startCards]');
    expect(await page.$('[data-option=cards]')).toBeNull();
    await setStepper(page, 'startCards', 2);
    await tv.page.waitForFunction(() => !document.querySelector('.option-summary')?.textContent?.includes('einzelnen Runde'));
    await screenshot(host(), 'readable-fahrstuhl-options-phone-en.png');
    await start('fahrstuhl');

    const way = await tv.page.getAttribute('[data-testid=lift-way]', 'data-way');
    expect(way).toBe('up');
    const lift = (await tv.page.textContent('[data-testid=lift-way]')) ?? '';
    expect(lift).toContain('aufwärts');
    expect(lift).not.toContain('abwärts');
    expect(await phones[1].page.textContent('[data-testid=brief]')).toContain('rauf ⬆');

    const problems: string[] = [];
    await screenshot(host(), 'readable-fahrstuhl-play-phone-en.png');
    let phonesChecked = 0;
    let flashes = 0;
    let between = 0;
    await playUntilOver('fahrstuhl', async () => {
      if (await tv.page.$('[data-testid=flash]')) {
        flashes++;
        problems.push(...(await overflows(tv.page, '[data-testid=flash]')));
        if (flashes === 1) await screenshot(tv, 'readable-fahrstuhl-flash-tv-de.png');
      }
      // Not textContent(selector): it would wait for a turn bar that the summary between deals replaces.
      const bar = await host().page.$('[data-testid=turn-bar]');
      const turn = (bar && (await bar.textContent())) ?? '';
      if (phonesChecked < 3 && turn.includes(LONG_NAME)) {
        // Every phone while the long name is to act ("WWW… is thinking"), with the calls and the hand.
        phonesChecked++;
        for (const phone of phones) problems.push(...(await widerThanScreen(phone.page)).map((p) => `${phone.name}: ${p}`));
      }
      // The scoreboard: a 20-character name must not push the totals out of the panel.
      problems.push(...(await overflows(tv.page, '[data-testid=calls] td.num, [data-testid=calls] th, [data-testid=trump] > div', '.tv-panel')));
      if (between === 0 && (await tv.page.$('[data-testid=between-deals] [data-y-ticks]'))) {
        between++;
        problems.push(...(await overflows(tv.page, '.deal-scores td.num', '.between-deals')));
        expect(await tv.page.textContent('.deal-scores')).toContain(LONG_NAME.slice(0, 10));
        for (const tick of await chartTicks(tv.page)) expect(Number.isInteger(tick), `axis tick ${tick}`).toBe(true);
        await screenshot(tv, 'readable-fahrstuhl-between-tv-de.png');
      }
    });
    expect(flashes).toBeGreaterThan(0);
    expect(phonesChecked).toBeGreaterThan(0);
    expect(between).toBe(1);
    expect(problems).toEqual([]);

    await tv.page.waitForSelector('[data-testid=podium]');
    // Every step holds somebody; places below the podium are numbered once.
    const steps = await tv.page.$$eval('.podium .step', (els) => els.map((e) => e.querySelectorAll('[data-testid=podium-side]').length));
    expect(steps.every((n) => n > 0)).toBe(true);
    for (const line of await tv.page.$$eval('.others li', (els) => els.map((e) => e.textContent ?? ''))) expect(line).not.toMatch(/^\d+\.\s*\d+\./);
    for (const tick of await chartTicks(tv.page)) expect(Number.isInteger(tick), `axis tick ${tick}`).toBe(true);
    expect(await overflows(tv.page, '.step-total, .podium-screen h1')).toEqual([]);
    await screenshot(tv, 'readable-fahrstuhl-podium-tv-de.png');

    const w = phones[1];
    await w.page.waitForSelector('[data-testid=results]');
    expect(await w.page.textContent('[data-testid=results] h1')).toContain('Die Partie ist aus');
    expect(await overflows(w.page, '[data-testid=standing] .pts, [data-testid=standing] .place')).toEqual([]);
    expect(await overflows(w.page, '[data-testid=standing]')).toEqual([]);
    expect(await widerThanScreen(w.page)).toEqual([]);
    await screenshot(w, 'readable-fahrstuhl-results-phone-de.png');
    expect(allErrors()).toEqual([]);
  }, 240_000);

  it('Fünfzehnern: every column of the score table, chips too, fits its panel', async () => {
    await pickGame('fuenfzehnern');
    await setStepper(host().page, 'hands', 1);
    await start('fuenfzehnern');
    await tv.page.waitForSelector('[data-testid=f15]');
    const problems: string[] = [];
    let shot = false;
    await playUntilOver('fuenfzehnern', async () => {
      if (!(await tv.page.$('[data-testid=f15]'))) return;
      problems.push(...(await overflows(tv.page, '[data-testid=f15] td.num, [data-testid=f15] th:not(:first-child), [data-testid=f15] table', '.tv-panel')));
      if (!shot && !(await tv.page.$('[data-testid=between-deals]')) && (await tv.page.$('[data-testid=trick][data-cards="2"]'))) {
        shot = true;
        await screenshot(tv, 'readable-fuenfzehnern-play-tv-de.png');
      }
    });
    expect([...new Set(problems)]).toEqual([]);
    expect(allErrors()).toEqual([]);
  }, 240_000);

  it("Lusti-Kartl'n: podium, chart and results count the teams", async () => {
    await pickGame('lusti');
    await start('lusti');
    await host().page.click('.menu-button');
    await host().page.click('[role=menuitem]:has-text("End after this hand")');
    let between = false;
    await playUntilOver('lusti', async () => {
      if (!between && (await tv.page.$('[data-testid=between-deals] [data-y-ticks]'))) {
        between = true;
        expect(await tv.page.$$eval('.deal-scores tbody tr', (rows) => rows.map((r) => r.textContent ?? ''))).toEqual([
          expect.stringContaining('Team'), expect.stringContaining('Team'),
        ]);
        expect(await teamDotsProblems(tv.page, '.deal-scores tbody tr')).toEqual([]);
        expect(await teamDotsProblems(tv.page, '[data-testid=between-deals] .chart-legend li')).toEqual([]);
      }
    });
    await tv.page.waitForSelector('[data-testid=podium][data-teams=true]');
    const sides = await tv.page.$$eval('[data-testid=podium-side]', (els) => els.map((e) => e.querySelectorAll('.step-person').length));
    expect(sides).toEqual([2, 2]);
    const legend = await tv.page.$$eval('.podium-screen .chart-legend li', (els) => els.map((e) => e.textContent ?? ''));
    expect(legend).toHaveLength(2);
    for (const entry of legend) expect(entry).toMatch(/^Team [12]: .+ & .+$/);
    expect(await teamDotsProblems(tv.page, '.podium-screen .chart-legend li')).toEqual([]);
    for (const tick of await chartTicks(tv.page)) expect(Number.isInteger(tick), `axis tick ${tick}`).toBe(true);
    await screenshot(tv, 'readable-lusti-podium-tv-de.png');

    for (const phone of [host(), phones[1]]) {
      await phone.page.waitForSelector('[data-testid=results]');
      const rows = await phone.page.$$eval('[data-testid=standing]', (els) => els.map((e) => e.textContent ?? ''));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toContain('Team');
      expect(await overflows(phone.page, '[data-testid=standing]')).toEqual([]);
    }
    await screenshot(host(), 'readable-lusti-results-phone-en.png');
    await screenshot(phones[1], 'readable-lusti-results-phone-de.png');
    expect(allErrors()).toEqual([]);
  }, 240_000);

  it('the German TV lobby after three matches (rankings filled) and with six seats: still nothing clipped', async () => {
    for (const { meta } of GAMES) {
      await pickGame(meta.id);
      if (meta.maxPlayers >= 6) await setStepper(host().page, 'seats', 6);
      await tv.page.waitForSelector('[data-testid=ranking] table');
      const clipped = await overflows(tv.page, '.tv-lobby .tv-panel, .tv-lobby .tv-panel h2, .tv-lobby th, .tv-lobby td.num, .tv-seat-card, .option-summary li, .tv-lobby > *');
      await screenshot(tv, `readable-lobby-after-${meta.id}-tv-de.png`);
      expect(clipped, meta.id).toEqual([]);
    }
    expect(allErrors()).toEqual([]);
  }, 120_000);
});
