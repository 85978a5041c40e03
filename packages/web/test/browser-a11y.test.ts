/**
 * Issue 18, part 5 in real Chromium: a TV and two phones (English and German) play a Fahrstuhl round of
 * ten cards. Both phones switch on large cards, high contrast, four colours and the automatic forced
 * move through their preferences sheet, and the system's "reduce motion" is on for every device. Checked
 * as a player would see it: the cards grew, diamonds are blue and clubs green, the page is black on
 * white-outlined panels, nothing moves (no animation or transition with a duration, on the phones and
 * the TV), and the last card of a hand plays by itself. Screenshots go to test-results/a11y/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { isMyTurn, joinedPhone, seq, setStepper, takeTurn } from './support/phone-actions.ts';
import { a11yLook, closePreferences, motionReport, openPreferences, switchOnA11yModes } from './support/a11y.ts';

const DIR = join(REPO_ROOT, 'test-results', 'a11y');

const missing = browserSkipReason('the accessibility browser test');

describe.skipIf(missing !== null)('large cards, high contrast, four colours, reduced motion and forced moves in a browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let anna: Device;
  let bernd: Device;
  const phones = () => [anna, bernd];
  const allErrors = () => [tv, anna, bernd].flatMap((d) => d.errors);

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv');
    await tv.page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await openTable(tv, app.url);
    anna = await joinedPhone(browser, app.url, code, 'Anna');
    bernd = await joinedPhone(browser, app.url, code, 'Bernd', 'de-DE');
    console.log(`accessibility screenshots: ${DIR}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Plays the other turns (and this phone's calls) until this phone is to play a card. */
  async function waitForMyPlayTurn(page: Page, timeout = 30_000): Promise<void> {
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      // A turn with a choice shows the most (raised and greyed cards); a forced one will do after a while.
      const legal = (await page.$$('.hand-card[data-state=legal]')).length;
      if ((await isMyTurn(page)) && (legal >= 2 || (legal === 1 && Date.now() > until - timeout / 2))) return;
      for (const phone of phones()) {
        // A forced move plays by itself: no tap may race it.
        if (await phone.page.$('[data-testid=forced-move]')) continue;
        if (phone.page === page && (await page.$('.hand-card[data-state=legal]'))) continue;
        await takeTurn(phone.page, 'fahrstuhl', () => 0);
      }
      await page.waitForTimeout(50);
    }
    throw new Error('no playing turn came');
  }

  it('the host sets up a ten-card Fahrstuhl round; the phones start with normal cards', async () => {
    const page = anna.page;
    await screenshot(bernd, 'lobby-Bernd.png', DIR);
    await page.click('[data-game=fahrstuhl]');
    await page.waitForSelector('[data-game=fahrstuhl][aria-pressed=true]');
    await page.click('[data-option=mode] button:has-text("single round")');
    await setStepper(page, 'cards', 10);
    await page.click('[data-action=start]');
    for (const phone of phones()) await phone.page.waitForSelector('[data-testid=play][data-game=fahrstuhl]');
    await tv.page.waitForSelector('.tv-table');
    for (const phone of phones()) {
      await phone.page.waitForFunction(() => document.querySelectorAll('.hand-card').length === 10);
      expect((await a11yLook(phone.page)).classes).toEqual([]);
    }
  });

  it('each phone switches the modes on: cards grow, four colours, high contrast, in English and German', async () => {
    for (const phone of phones()) {
      const before = (await a11yLook(phone.page)).handCardWidth!;
      await switchOnA11yModes(phone.page, undefined, { keepOpen: true });
      await screenshot(phone, `preferences-${phone.name}.png`, DIR);
      const sheet = await phone.page.textContent('[data-testid=preferences]');
      expect(sheet).toContain(phone === anna ? 'Large cards' : 'Große Karten');
      expect(sheet).toContain(phone === anna ? 'Play forced moves by themselves' : 'Erzwungene Züge von selbst spielen');
      await closePreferences(phone.page);
      const after = await a11yLook(phone.page);
      expect(after.classes.sort()).toEqual(['four-colour', 'high-contrast', 'large-cards']);
      expect(after.handCardWidth!).toBeGreaterThan(before * 1.3);
      const colours = await phone.page.evaluate(() => {
        const fill = (sel: string) => {
          const el = document.querySelector(sel);
          return el ? getComputedStyle(el).fill : null;
        };
        return {
          diamond: fill('.hand-card .card-face[data-suit=D] .suit-D'),
          club: fill('.hand-card .card-face[data-suit=C] .suit-C'),
          heart: fill('.hand-card .card-face[data-suit=H] .suit-H'),
          spade: fill('.hand-card .card-face[data-suit=S] .suit-S'),
          page: getComputedStyle(document.querySelector('.phone')!).backgroundColor,
          text: getComputedStyle(document.querySelector('.phone')!).color,
        };
      });
      // A ten-card hand of 4 × 13 cards may lack a suit; the ones it has are in their four colours.
      if (colours.diamond) expect(colours.diamond).toBe('rgb(20, 87, 184)');
      if (colours.club) expect(colours.club).toBe('rgb(23, 128, 58)');
      if (colours.heart) expect(colours.heart).toBe('rgb(200, 16, 46)');
      if (colours.spade) expect(colours.spade).toBe('rgb(27, 27, 31)');
      expect(colours.page).toBe('rgb(0, 0, 0)');
      expect(colours.text).toBe('rgb(255, 255, 255)');
    }
    expect(allErrors()).toEqual([]);
  });

  it('a player’s turn with large, high-contrast, four-colour cards: screenshots, and nothing moves', async () => {
    for (const phone of phones()) {
      await waitForMyPlayTurn(phone.page);
      await screenshot(phone, `turn-${phone.name}.png`, DIR);
      const report = await motionReport(phone.page);
      expect(report.moving, `${phone.name}: ${report.moving.join('; ')}`).toEqual([]);
      expect(report.running).toEqual([]);
      // Every card's corner index is left free by its neighbour (the layout's promise, on the page).
      const covered = await phone.page.evaluate(() => {
        const out: string[] = [];
        for (const card of document.querySelectorAll('.hand-card')) {
          const r = card.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 0.5 + (card as HTMLElement).offsetWidth * 0.16, r.top + (card as HTMLElement).offsetWidth * 0.2);
          if (!hit || !card.contains(hit)) out.push(card.getAttribute('data-card') ?? '?');
        }
        return out;
      });
      expect(covered, `indices covered on ${phone.name}'s phone`).toEqual([]);
    }
    await screenshot(tv, 'table-tv-reduced-motion.png', DIR);
    const tvReport = await motionReport(tv.page);
    expect(tvReport.moving, tvReport.moving.join('; ')).toEqual([]);
    expect(tvReport.running).toEqual([]);
  });

  it('the round is played to its end; a single legal move plays by itself, after a moment', async () => {
    const forced: Record<string, number> = { Anna: 0, Bernd: 0 };
    for (let round = 0; round < 3000; round++) {
      if (await tv.page.$('[data-phase=finished], .podium')) break;
      let acted = false;
      for (const phone of phones()) {
        if (!(await isMyTurn(phone.page))) continue;
        if (await phone.page.$('[data-testid=forced-move]')) {
          const before = await seq(phone.page);
          if (forced[phone.name] === 0) await screenshot(phone, `forced-move-${phone.name}.png`, DIR);
          // Nobody taps: the phone sends the move itself.
          await phone.page.waitForFunction((b) => {
            const play = document.querySelector('[data-testid=play]');
            return !play || Number(play.getAttribute('data-seq')) > b;
          }, before, { timeout: 5000 }).catch(async (error: Error) => {
            await screenshot(phone, `FAILED-forced-${phone.name}.png`, DIR);
            const toast = await phone.page.textContent('.toast').catch(() => null);
            throw new Error(`${phone.name}'s forced move was not played (toast: ${toast}; errors: ${phone.errors.join(' | ')}): ${error.message}`);
          });
          forced[phone.name]!++;
          acted = true;
        } else if (await takeTurn(phone.page, 'fahrstuhl', () => 0)) acted = true;
      }
      if (!acted) await tv.page.waitForTimeout(40);
    }
    await tv.page.waitForSelector('[data-phase=finished]', { timeout: 30_000 });
    // Each hand's last card is forced.
    expect(forced.Anna).toBeGreaterThanOrEqual(1);
    expect(forced.Bernd).toBeGreaterThanOrEqual(1);
    expect(allErrors()).toEqual([]);
  });
});
