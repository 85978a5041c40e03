/**
 * Issue 27: the app on the oldest engine it supports — Chromium 64, the class of the 2019–2020 smart TVs
 * (Samsung Tizen 5.0–5.5, LG webOS 5). The real server serves the full build (modern and old-browser);
 * a TV (1920×1080) and one phone (390×844, touch) in Chromium 64 play a short whole match of each game,
 * bots in the other seats, by tapping as people do. No page error and no console error anywhere; the
 * page runs the old-browser chunks, and talks over a websocket (no long-polling fallback: the CSP names
 * the host's ws:/wss:). The same build in today's Chromium runs the modern chunks, over a websocket too.
 * Pictures of the catalogue, the TV lobby, a table mid-trick, a summary between deals, the podium and
 * the phone's hand go to test-results/old-browser/, to be looked at beside modern Chromium's
 * (test-output/screenshots/).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserUnavailable, launch, startApp, type RunningApp } from './support/browser.ts';
import {
  exists, launchOldChromium, openOldDevice, tap, textOf, until, untilSelector,
  type OldBrowser, type OldDevice, type OldPage,
} from './support/old-chromium.ts';
import { mkdirSync } from 'node:fs';

const SHOTS = join(REPO_ROOT, 'test-results', 'old-browser');
/** The visible corner of a fanned card (as in phone-actions.ts). */
const CARD_CORNER = { x: 24, y: 36 };

const missing = browserUnavailable();
if (missing && process.env.REQUIRE_SERVICES === '1') throw new Error(`browser tests required but ${missing}`);

describe('Chromium 64 (2019 smart TVs): a whole match of each game, TV and phone', () => {
  let app: RunningApp;
  let browser: OldBrowser;
  let tv: OldDevice;
  let phone: OldDevice;
  const errors = () => [...tv.errors, ...phone.errors];

  const shoot = async (device: OldDevice, file: string): Promise<void> => {
    mkdirSync(SHOTS, { recursive: true });
    await device.page.screenshot({ path: join(SHOTS, file) });
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** Taps the first `selector` whose text contains `text`. */
  async function tapText(page: OldPage, selector: string, text: string): Promise<void> {
    const found = await page.evaluate((s: string, t: string) => {
      const el = Array.from(document.querySelectorAll(s)).find((e) => (e.textContent || '').indexOf(t) >= 0);
      if (el) el.setAttribute('data-test-tap', '1');
      return el !== undefined;
    }, selector, text);
    if (!found) throw new Error(`nothing to tap: ${selector} with "${text}"`);
    await tap(page, '[data-test-tap="1"]');
    await page.evaluate(() => {
      const el = document.querySelector('[data-test-tap="1"]');
      if (el) el.removeAttribute('data-test-tap');
    });
  }

  /** Taps again when the first tap did not take (a list still scrolling into place, as a person would). */
  async function tapUntil(page: OldPage, selector: string, done: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await tap(page, selector);
      try {
        await untilSelector(page, done, 4000);
        return;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  }

  async function setStepper(page: OldPage, option: string, target: number): Promise<void> {
    await untilSelector(page, `[data-option=${option}] output`, 15_000);
    for (let i = 0; i < 60; i++) {
      const value = Number(await textOf(page, `[data-option=${option}] output`));
      if (value === target) return;
      await tapText(page, `[data-option=${option}] button`, value > target ? '−' : '+');
      await until(page, (s: string, v: string) => {
        const el = document.querySelector(s);
        return el !== null && el.textContent !== v;
      }, [`[data-option=${option}] output`, String(value)], `${option} to change`, 15_000);
    }
    throw new Error(`stepper ${option} did not reach ${target}`);
  }

  const seq = (page: OldPage) => page.evaluate(() => {
    const play = document.querySelector('[data-testid=play]');
    return Number(play ? play.getAttribute('data-seq') : -1);
  });
  const myTurn = (page: OldPage) =>
    page.evaluate(() => !document.querySelector('[data-testid=summary]') && document.querySelector('[data-testid=turn-bar][data-my-turn=true]') !== null);

  async function tapCardTwice(page: OldPage): Promise<void> {
    await tap(page, '.hand-card[data-state=legal]', CARD_CORNER);
    await untilSelector(page, '.hand-card[data-state=selected]', 15_000);
    await tap(page, '.hand-card[data-state=selected]', CARD_CORNER);
  }

  /** The phone's move when it is its turn, by tapping; false when it was not its turn. */
  async function takeTurn(game: string): Promise<boolean> {
    const page = phone.page;
    if (!(await myTurn(page))) return false;
    const before = await seq(page);
    if (game === 'fahrstuhl' && (await exists(page, '.call-button'))) {
      await tap(page, (await exists(page, '.call-button[data-call="1"]')) ? '.call-button[data-call="1"]' : '.call-button[data-call="0"]');
    } else if (game === 'elevator') {
      if (await exists(page, '[data-testid=give-picker]')) await tapCardTwice(page);
      else if (await exists(page, '.hand-card[data-state=legal]')) {
        await tap(page, '.hand-card[data-state=legal]', CARD_CORNER);
        await untilSelector(page, '[data-action=play-run]', 15_000);
        await tap(page, '[data-action=play-run]');
      } else await tap(page, '[data-action=pass]');
    } else {
      await tapCardTwice(page);
    }
    await until(page, (b: number) => {
      const play = document.querySelector('[data-testid=play]');
      return !play || Number(play.getAttribute('data-seq')) > b;
    }, [before], 'the move to land', 30_000);
    return true;
  }

  beforeAll(async () => {
    app = await startApp({ legacy: true });
    browser = await launchOldChromium();
    tv = await openOldDevice(browser, 'tv', 'tv');
    phone = await openOldDevice(browser, 'Anna', 'phone');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('runs the old-browser build on Chromium 64, over a websocket: catalogue, TV lobby, phone lobby', async () => {
    expect(await browser.version()).toMatch(/Chrome\/64\./);
    await tv.page.goto(`${app.url}/`);
    await untilSelector(tv.page, '.game-tile');
    await shoot(tv, 'catalogue.png');
    await tv.page.goto(`${app.url}/tv`);
    await untilSelector(tv.page, '[data-testid=room-code]');
    const code = (await textOf(tv.page, '[data-testid=room-code]'))!.replace(/\s/g, '');
    expect(code).toMatch(/^[A-Z]{4}$/);
    await phone.page.goto(`${app.url}/join/${code}`);
    await untilSelector(phone.page, 'input[name=name]');
    await phone.page.focus('input[name=name]');
    await phone.page.keyboard.type('Anna');
    await tap(phone.page, 'button[type=submit]');
    await untilSelector(phone.page, '.lobby');
    await until(tv.page, () => document.querySelectorAll('.tv-seat-card.human').length === 1, [], 'Anna on the TV');
    // The old-browser chunks (SystemJS), not the modern ones.
    for (const device of [tv, phone]) {
      const scripts = await device.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
      expect(scripts.some((s) => /-legacy-/.test(s)), device.name).toBe(true);
      expect(scripts.filter((s) => !/-legacy-/.test(s)), device.name).toEqual([]);
      // One websocket to the page's own host, no polling.
      expect(device.websockets.length, device.name).toBeGreaterThan(0);
      for (const url of device.websockets) expect(url.startsWith(`ws://${new URL(app.url).host}/socket.io/`), url).toBe(true);
      expect(device.polling, device.name).toEqual([]);
    }
    expect(errors()).toEqual([]);
  }, 120_000);

  for (const game of ['fahrstuhl', 'elevator', 'fuenfzehnern', 'lusti'] as const) {
    it(`${game}: a whole match with bots, tapped on the phone, shown on the TV`, async () => {
      const page = phone.page;
      if (await exists(page, '[data-testid=results]')) {
        await tap(page, '[data-action=to-lobby]');
        await untilSelector(page, '.lobby');
      }
      await tapUntil(page, `[data-game=${game}]`, `[data-game=${game}][aria-pressed=true]`);
      await untilSelector(tv.page, '[data-testid=tv-game]');
      // Short options: one deal, but two in Fünfzehnern (for the summary between deals).
      if (game === 'fahrstuhl') {
        await tapText(page, '[data-option=mode] button', 'single round');
        await setStepper(page, 'cards', 2);
      }
      if (game === 'elevator') await setStepper(page, 'games', 1);
      if (game === 'fuenfzehnern') await setStepper(page, 'hands', 2);
      await sleep(300);
      await shoot(tv, `${game}-lobby-tv.png`);
      await shoot(phone, `${game}-lobby-phone.png`);
      await tap(page, '[data-action=start]');
      await untilSelector(page, `[data-testid=play][data-game=${game}]`);
      await untilSelector(tv.page, '.tv-table');
      if (game === 'lusti') {
        // The host ends the match after this deal, from the phone's menu.
        await tap(page, '.menu-button');
        await untilSelector(page, '[role=menuitem]');
        await tapText(page, '[role=menuitem]', 'End after this hand');
      }
      let moves = 0;
      let tableShot = false;
      let handShot = false;
      let summaryShot = false;
      for (let round = 0; round < 3000; round++) {
        if (await exists(tv.page, '[data-phase=finished]')) break;
        if (await exists(page, '[data-action=next-deal]')) {
          if (!summaryShot) {
            await untilSelector(tv.page, '[data-testid=summary-footer]');
            // The summary fades in once the last trick has been seen (1.6 s, motion.css).
            await sleep(2500);
            await shoot(tv, `${game}-summary-tv.png`);
            await shoot(phone, `${game}-summary-phone.png`);
            summaryShot = true;
          }
          await tap(page, '[data-action=next-deal]');
          await until(page, () => !document.querySelector('[data-action=next-deal]'), [], 'the summary to close');
          continue;
        }
        // Mid-trick: the phone's turn with cards already on the table.
        if (!tableShot && (await myTurn(page))
          && (await exists(tv.page, '[data-testid=trick][data-cards="1"], [data-testid=trick][data-cards="2"], [data-testid=trick][data-cards="3"], [data-testid=pile]'))) {
          await sleep(300);
          await shoot(tv, `${game}-table-tv.png`);
          tableShot = true;
        }
        if (!handShot && moves >= 1 && (await myTurn(page)) && (await exists(page, '.hand-card[data-state=legal]'))) {
          await sleep(300);
          await shoot(phone, `${game}-hand-phone.png`);
          handShot = true;
        }
        if (await takeTurn(game)) {
          moves++;
          // Where the phone leads every trick: right after its card.
          if (!tableShot && moves >= 3 && (await exists(tv.page, '[data-testid=trick]:not([data-cards="0"]), [data-testid=pile]'))) {
            await shoot(tv, `${game}-table-tv.png`);
            tableShot = true;
          }
        } else await sleep(50);
      }
      await untilSelector(tv.page, '[data-testid=podium]');
      await sleep(500);
      await shoot(tv, `${game}-podium-tv.png`);
      await untilSelector(page, '[data-testid=results]');
      await shoot(phone, `${game}-results-phone.png`);
      expect(moves).toBeGreaterThan(0);
      if (game === 'fuenfzehnern') expect(summaryShot).toBe(true);
      expect(tableShot).toBe(true);
      expect(handShot).toBe(true);
      expect(phone.polling).toEqual([]);
      expect(errors()).toEqual([]);
    }, 240_000);
  }

  it.skipIf(missing !== null)('the same build in a current Chromium runs the modern chunks, over a websocket', async () => {
    const modern = await launch();
    try {
      const page = await (await modern.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      const problems: string[] = [];
      const sockets: string[] = [];
      const polling: string[] = [];
      page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
      page.on('pageerror', (err) => problems.push(err.message));
      page.on('websocket', (ws) => sockets.push(ws.url()));
      page.on('request', (r) => { if (r.url().includes('transport=polling')) polling.push(r.url()); });
      await page.goto(`${app.url}/tv`);
      await page.waitForSelector('[data-testid=room-code]');
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /-legacy-/.test(s))).toEqual([]);
      expect(sockets.length).toBeGreaterThan(0);
      for (const url of sockets) expect(url.startsWith(`ws://${new URL(app.url).host}/socket.io/`), url).toBe(true);
      expect(polling).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await modern.close();
    }
  }, 60_000);
});
