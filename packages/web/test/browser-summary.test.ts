/**
 * Issue 28, part 4 in real Chromium: the summary between deals says why, for each of the four games, on
 * the TV in English and in German and on a phone in each language (and at 320×568): Fahrstuhl's calls
 * against tricks, Elevator's cards left and Kopiles, Fünfzehnern's card points against 15 with the chips,
 * Lusti-Kartl'n's multiplier. The TV's board is opaque over the whole table, never on screen with a
 * banner, and the top bars name the deal it shows (evening/summary.ts has the checks). Screenshots go to
 * test-results/summary/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { join as joinRoom, setStepper, takeTurn } from './support/phone-actions.ts';
import { checkSummaryWhy, watchSummaryOverlap } from './evening/summary.ts';

const DIR = join(REPO_ROOT, 'test-results', 'summary');

const missing = browserSkipReason('the summary browser test');

describe.skipIf(missing !== null)('the summary between deals says why (issue 28, part 4)', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp();
    browser = await launch();
    console.log(`summary screenshots: ${DIR}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A TV in English, an English phone (the host) and a German one; bots take the other seats. */
  async function table(): Promise<{ tv: Device; anna: Device; bernd: Device }> {
    const tv = await openDevice(browser, 'tv', 'tv', 'en-GB');
    const code = await openTable(tv, app.url);
    const anna = await openDevice(browser, 'Anna', 'phone', 'en-GB');
    const bernd = await openDevice(browser, 'Bernd', 'phone', 'de-DE');
    await joinRoom(anna.page, app.url, code, 'Anna');
    await joinRoom(bernd.page, app.url, code, 'Bernd');
    return { tv, anna, bernd };
  }

  async function play(game: string, tv: Device, phones: Device[]): Promise<void> {
    const until = Date.now() + 150_000;
    while (Date.now() < until) {
      if (await tv.page.$('[data-testid=between-deals]')) return;
      let acted = false;
      for (const phone of phones) if (await takeTurn(phone.page, game, (max) => Math.min(1, max))) acted = true;
      if (!acted) await tv.page.waitForTimeout(50);
    }
    for (const d of [tv, ...phones]) await screenshot(d, `STUCK-${game}-${d.name}.png`, DIR);
    throw new Error(`${game}: no summary`);
  }

  it.each([
    ['fahrstuhl', async (host: Device) => {
      await host.page.click('[data-option=mode] button:has-text("Up only")');
      // The options of the chosen mode are drawn anew: the stepper is tapped once they are.
      await host.page.waitForSelector('[data-option=mode] button[aria-pressed=true]:has-text("Up only")');
      await setStepper(host.page, 'startCards', 3);
    }],
    ['elevator', async () => undefined],
    ['fuenfzehnern', async () => undefined],
    ['lusti', async () => undefined],
  ] as const)('%s: the TV and the phones, in English and German', async (game, options) => {
    const { tv, anna, bernd } = await table();
    await anna.page.click(`[data-game=${game}]`);
    await anna.page.waitForSelector(`[data-game=${game}][aria-pressed=true]`);
    await options(anna);
    await anna.page.click('[data-option=clock] button:has-text("off")');
    await anna.page.click('[data-option=summary] button:has-text("60 s")');
    await anna.page.waitForSelector('[data-option=summary] button[aria-pressed=true]:has-text("60 s")');
    await anna.page.click('[data-action=start]');
    for (const phone of [anna, bernd]) await phone.page.waitForSelector(`[data-testid=play][data-game=${game}]`);
    await tv.page.waitForSelector('.tv-table');
    await watchSummaryOverlap(tv.page);
    await play(game, tv, [anna, bernd]);
    await checkSummaryWhy(tv, anna, game, DIR, `${game}-en`);
    // The same summary in German: the TV switched, and the German phone.
    await tv.page.click('.tv-top .lang-switch button[lang=de]');
    await tv.page.waitForFunction(() => document.documentElement.lang === 'de');
    await checkSummaryWhy(tv, bernd, game, DIR, `${game}-de`);
    for (const d of [tv, anna, bernd]) expect(d.errors, d.name).toEqual([]);
    await Promise.all([tv, anna, bernd].map((d) => d.context.close()));
  }, 300_000);
});
