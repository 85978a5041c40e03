/**
 * Issue 27, part 5 in the browser: the TV page driven by a remote's keys only — the arrows, Enter and
 * Back (Escape here; the browser's own Back too). Every control (sound, voice, language, statistics and
 * what is inside them) is reached in a sensible order with a visible ring; the statistics board keeps
 * the focus inside itself and gives it back; Back never leaves the table without asking. The same keys
 * work over a learning deal and over a replay on the TV (the host is a socket client here: no phone page
 * is needed to set them up). Screenshots of the focus ring go to test-output/screenshots/remote/.
 */
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createClient, type KitchenTableClient } from '@kitchen-table/protocol';
import { browserSkipReason, launch, openDevice, screenshot, SCREENSHOTS, startApp, type Device, type RunningApp } from './support/browser.ts';
import { playOneDeal } from '../scripts/bench-web-browser.ts';

const missing = browserSkipReason('the browser tests');

const DIR = join(SCREENSHOTS, 'remote');

/** What has the focus: its data-action, else its text; and whether the ring is drawn around it. */
async function focused(page: Page): Promise<{ id: string; ring: boolean; inBoard: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: '(none)', ring: false, inBoard: false };
    const style = getComputedStyle(el);
    return {
      id: el.dataset.action ?? el.dataset.game ?? el.textContent?.trim() ?? el.tagName,
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 4,
      inBoard: el.closest('[data-testid=stats-board]') !== null,
    };
  });
}

async function press(page: Page, key: string): Promise<{ id: string; ring: boolean; inBoard: boolean }> {
  await page.keyboard.press(key);
  return focused(page);
}

describe.skipIf(missing !== null)('the TV by remote control (keyboard only)', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let code: string;
  let host: KitchenTableClient;
  let eveningNotFound = 0;
  /** The TV's console errors, but for the evening table's expected 404s (see beforeAll). */
  const errors = () => {
    let allowed = eveningNotFound;
    return tv.errors.filter((e) => !(e.includes('status of 404') && allowed-- > 0));
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv');
    // A room without a finished match answers the evening's table with 404 (its API contract, shown
    // as "no matches yet"); Chromium logs every 404 as a console error. Those, and only those, are expected.
    tv.page.on('response', (r) => {
      if (r.status() === 404 && /\/api\/rooms\/[A-Z]+\/tonight$/.test(new URL(r.url()).pathname)) eveningNotFound++;
    });
    await tv.page.goto(`${app.url}/tv`);
    await tv.page.waitForSelector('[data-action=open-stats]');
    code = (await tv.page.textContent('[data-testid=room-code]'))!.replace(/\s/g, '');
    host = createClient(app.url, { autoResume: false, socket: { transports: ['websocket'], forceNew: true } });
    await host.join(code, 'Host');
  }, 120_000);

  afterAll(async () => {
    host?.socket.disconnect();
    await browser?.close();
    await app?.close();
  });

  it('the lobby: the arrows walk the top bar left to right, down reaches the statistics, with a ring each time', async () => {
    const page = tv.page;
    const first = await press(page, 'ArrowDown');
    expect(first).toMatchObject({ id: 'sound', ring: true }); // nothing focused: top left first
    const row = [first.id];
    for (let i = 0; i < 6; i++) {
      const next = await press(page, 'ArrowRight');
      if (next.id === row[row.length - 1]) break;
      expect(next.ring).toBe(true);
      row.push(next.id);
    }
    // Sound, then the voice switches where the browser can speak, then the language: left to right.
    expect(row[0]).toBe('sound');
    expect(row.slice(-2)).toEqual(['EN', 'DE']);
    expect(row.filter((id) => !['sound', 'speech', 'table-voice', 'EN', 'DE'].includes(id))).toEqual([]);
    await screenshot(tv, 'lobby-focus-language.png', DIR);
    // Back along the row to the sound switch, and down to the statistics button.
    for (let i = 0; i < row.length; i++) await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).id).toBe('sound');
    const down = await press(page, 'ArrowDown');
    expect(down).toMatchObject({ id: 'open-stats', ring: true });
    await screenshot(tv, 'lobby-focus-statistics.png', DIR);
    expect(errors()).toEqual([]);
  });

  it('Enter presses what has the focus: the sound switch and the language', async () => {
    const page = tv.page;
    await page.keyboard.press('ArrowUp'); // back to the top bar
    while ((await focused(page)).id !== 'sound') await page.keyboard.press('ArrowLeft');
    const before = await page.getAttribute('[data-action=sound]', 'aria-pressed');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('[data-action=sound]', 'aria-pressed')).not.toBe(before);
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('[data-action=sound]', 'aria-pressed')).toBe(before);
    while ((await focused(page)).id !== 'DE') await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[lang=de]', { state: 'attached' });
    expect(await page.textContent('[data-action=open-stats]')).toContain('Statistik');
    expect((await focused(page)).ring).toBe(true); // the ring stays on the switch just pressed
    await screenshot(tv, 'lobby-focus-deutsch.png', DIR);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForSelector('html[lang=en]', { state: 'attached' });
  });

  it('the statistics: Enter opens them with the focus inside, the arrows stay inside, Back closes them and gives the focus back', async () => {
    const page = tv.page;
    while ((await focused(page)).id !== 'sound') await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).id).toBe('open-stats');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=stats-board]');
    expect(await focused(page)).toMatchObject({ id: 'close-stats', ring: true, inBoard: true });
    await screenshot(tv, 'stats-focus-close.png', DIR);
    // Every arrow, many times: the focus never leaves the board; a game's tab is reached and chosen.
    const seen = new Set<string>();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft']) {
      const f = await press(page, key);
      expect(f.inBoard).toBe(true);
      seen.add(f.id);
    }
    expect(seen.has('EN') || seen.has('DE')).toBe(true); // the board's own language switch
    // Down from the top row reaches the game tabs; Enter chooses one.
    while ((await focused(page)).id !== 'close-stats') await page.keyboard.press('ArrowRight');
    let tab = await press(page, 'ArrowDown');
    for (let i = 0; i < 4 && !(await page.$('[role=tab]:focus')); i++) tab = await press(page, 'ArrowDown');
    expect(await page.$('[role=tab]:focus')).not.toBeNull();
    await page.keyboard.press('ArrowLeft');
    const chosen = (await focused(page)).id;
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(`[role=tab][data-game=${chosen}]`, 'aria-selected')).toBe('true');
    await screenshot(tv, 'stats-focus-tab.png', DIR);
    expect(tab.ring).toBe(true);
    // Back closes the board (not the page) and the focus is where it was.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=stats-board]', { state: 'detached' });
    await expect.poll(async () => (await focused(page)).id).toBe('open-stats');
    expect(new URL(page.url()).pathname).toBe('/tv');
    expect(errors()).toEqual([]);
  });

  it('Back on the table asks first: "Stay" has the focus, Enter stays; the browser’s own Back asks too', async () => {
    const page = tv.page;
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=leave-question]');
    expect(await focused(page)).toMatchObject({ id: 'stay', ring: true });
    await screenshot(tv, 'back-asks.png', DIR);
    // The arrows stay in the question: Right reaches Leave, Left comes back to Stay.
    expect((await press(page, 'ArrowRight')).id).toBe('leave');
    expect((await press(page, 'ArrowLeft')).id).toBe('stay');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=leave-question]', { state: 'detached' });
    // Back twice: asked, then answered "stay" by Back itself.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=leave-question]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=leave-question]', { state: 'detached' });
    // The browser's Back (history) does not leave either: the same question.
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await page.waitForSelector('[data-testid=leave-question]');
    expect(new URL(page.url()).pathname).toBe('/tv');
    expect(await page.$('[data-testid=room-code]')).not.toBeNull(); // still the same table
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=leave-question]', { state: 'detached' });
    expect(errors()).toEqual([]);
  });

  it('a learning deal and a replay on the TV: the top bar stays reachable, the ring shows, Back asks', async () => {
    const page = tv.page;
    await host.configure({ game: 'fahrstuhl' });
    await host.startLesson();
    await page.waitForSelector('[data-testid=lesson-line]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect((await press(page, 'ArrowDown')).id).toBe('sound');
    expect((await press(page, 'ArrowRight')).ring).toBe(true);
    await screenshot(tv, 'lesson-focus.png', DIR);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=leave-question]');
    await page.keyboard.press('Enter');
    await host.end('abort');
    await page.waitForSelector('[data-action=open-stats]');

    // A deal of Fahrstuhl with three bots; between deals the host shows the replay on the TV.
    await host.configure({ game: 'fahrstuhl', botDelayMs: 0 });
    await host.arrange([{ kind: 'human', memberId: host.state.you!.memberId! }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }]);
    await host.start();
    await playOneDeal(host, 0);
    await host.openReplay();
    await page.waitForSelector('[data-testid=replay]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect((await press(page, 'ArrowDown')).id).toBe('sound');
    const next = await press(page, 'ArrowRight');
    expect(next.ring).toBe(true);
    await screenshot(tv, 'replay-focus.png', DIR);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=leave-question]');
    await screenshot(tv, 'replay-back-asks.png', DIR);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=leave-question]', { state: 'detached' });
    await host.closeReplay();
    expect(errors()).toEqual([]);
  }, 240_000);

  it('nothing on the TV needs hover: its style sheets have no :hover rule', () => {
    const src = join(import.meta.dirname, '..', 'src');
    const hovers = ['tv', 'stats', 'replay', 'cards', 'styles'].flatMap((dir) =>
      readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.css') && readFileSync(join(src, dir, f), 'utf8').includes(':hover'))
        .map((f) => `${dir}/${f}`),
    );
    expect(hovers).toEqual([]);
  });
});
