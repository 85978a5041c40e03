/**
 * Issue 30 part 4 in real Chromium: the host's phone (English, 320 px wide) invites an outside bot into an
 * open seat and shows the room code and the invitation code; the example bot (examples/outside-bot, a
 * child process) joins with them; every screen marks it "🤖 outside" (Ben's German phone: "extern"), the
 * TV's lobby and table too; after the match the host removes it with the ordinary "Remove" and the
 * example ends. Screenshots go to test-results/outside-bot/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { join as joinRoom, joinedPhone, setStepper, takeTurn } from './support/phone-actions.ts';

const DIR = join(REPO_ROOT, 'test-results', 'outside-bot');
const EXAMPLE = join(REPO_ROOT, 'examples', 'outside-bot', 'bot.mjs');
const missing = browserSkipReason('the outside bot browser test');

/** The elements matching `selector` that reach past the viewport's right edge, with by how much (none: they all fit). */
const overflow = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((sel) => {
    const edge = document.documentElement.clientWidth;
    return [...document.querySelectorAll(sel)].flatMap((el) => {
      const over = Math.round(el.getBoundingClientRect().right - edge);
      return over > 0 ? [`${el.tagName.toLowerCase()}.${String(el.className)} ${(el.textContent ?? '').slice(0, 30)}: ${over}px`] : [];
    });
  }, selector);
/** The lobby, the seat rows with the invitation and the marks, and the invitation's sheet. */
const OURS = '.lobby *, [data-testid=invite-sheet] *';

describe.skipIf(missing !== null)('an outside bot at the table', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let anna: Device;
  let ben: Device;
  let bot: ChildProcess | undefined;
  let botOutput = '';
  let botExit: Promise<number | null> = Promise.resolve(null);
  let code = '';
  const all = () => [tv, anna, ben];

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv');
    code = await openTable(tv, app.url);
    anna = await openDevice(browser, 'Anna', 'phone');
    await anna.page.setViewportSize({ width: 320, height: 568 });
    await joinRoom(anna.page, app.url, code, 'Anna');
    ben = await joinedPhone(browser, app.url, code, 'Ben', 'de-DE');
  }, 180_000);

  afterAll(async () => {
    bot?.kill();
    await browser?.close();
    await app?.close();
  });

  it('the host invites an outside bot into an open seat and reads the code on a 320 px phone (English)', async () => {
    await anna.page.click('[data-game=fahrstuhl]');
    await anna.page.waitForSelector('[data-game=fahrstuhl][aria-pressed=true]');
    await anna.page.click('[data-option=mode] button:has-text("A single round")');
    await setStepper(anna.page, 'cards', 2);
    await anna.page.click('[data-option=clock] button:has-text("off")');
    await anna.page.waitForSelector('[data-option=clock] button[aria-pressed=true]:has-text("off")');
    // Seats 3 and 4 are open: each offers the invitation to the host, and to nobody else.
    const invite = anna.page.locator('[data-action=invite-bot][data-seat="2"]');
    expect(await invite.textContent()).toContain('Invite an outside bot');
    expect(await ben.page.$('[data-action=invite-bot]')).toBeNull();
    await invite.scrollIntoViewIfNeeded();
    await screenshot(anna, '01-lobby-host-320.png', DIR);
    expect(await overflow(anna.page, OURS)).toEqual([]);

    await invite.click();
    await anna.page.waitForSelector('[data-testid=invite-sheet]');
    expect(await anna.page.textContent('#invite-title')).toBe('An outside bot for seat 3');
    expect(await anna.page.textContent('[data-testid=invite-room]')).toBe(code);
    const shown = (await anna.page.textContent('[data-testid=invite-code]'))!;
    expect(shown).toMatch(/^([0-9a-f]{4}-){7}[0-9a-f]{4}$/);
    expect(await anna.page.textContent('[data-testid=invite-sheet]')).toContain('for 15 minutes');
    await screenshot(anna, '02-invitation-320.png', DIR);
    // The sheet covers the screen; none of its lines runs out of it (the long code and command wrap).
    expect(await overflow(anna.page, OURS)).toEqual([]);
    // In German, on the same narrow phone, for seat 4.
    await anna.page.click('[data-action=close-invite]');
    await anna.page.click('.phone-top button[lang=de]');
    const inviteDe = anna.page.locator('[data-action=invite-bot][data-seat="3"]');
    expect((await inviteDe.textContent())!.trim()).toBe('Externen Bot einladen');
    await inviteDe.click();
    await anna.page.waitForSelector('[data-testid=invite-sheet]');
    expect(await anna.page.textContent('#invite-title')).toBe('Ein externer Bot für Platz 4');
    expect(await anna.page.textContent('[data-testid=invite-sheet]')).toContain('15 Minuten lang');
    await screenshot(anna, '02-invitation-320-de.png', DIR);
    expect(await overflow(anna.page, OURS)).toEqual([]);
    await anna.page.click('[data-action=close-invite]');
    await anna.page.click('.phone-top button[lang=en]');
    // The TV shows that seat 3 has an invitation waiting, never the code.
    await anna.page.waitForSelector('[data-slot="2"] .badge.invited');
    expect(await tv.page.textContent('body')).not.toContain(shown.replace(/-/g, ''));

    // The example bot, as a researcher runs it, with the code as the phone shows it (dashes and all).
    bot = spawn(process.execPath, [EXAMPLE, '--server', app.url, '--room', code, '--invite', shown, '--name', 'Robo'], { stdio: ['ignore', 'pipe', 'pipe'] });
    bot.stdout!.on('data', (d: Buffer) => (botOutput += d.toString()));
    bot.stderr!.on('data', (d: Buffer) => (botOutput += d.toString()));
    const child = bot;
    botExit = new Promise((resolve) => child.on('exit', (c) => resolve(c)));
    await anna.page.waitForSelector('[data-slot="2"] [data-testid=outside-badge]', { timeout: 30_000 });
    expect(await anna.page.textContent('[data-slot="2"]')).toContain('Robo');
    expect((await anna.page.textContent('[data-slot="2"] [data-testid=outside-badge]'))!.trim()).toBe('outside');
    expect(await anna.page.$('[data-slot="2"] [data-testid=outside-badge] svg')).not.toBeNull();
    expect(await anna.page.$('[data-slot="2"] [data-action=coach]')).toBeNull();
    await ben.page.waitForSelector('[data-slot="2"] [data-testid=outside-badge]');
    expect((await ben.page.textContent('[data-slot="2"] [data-testid=outside-badge]'))!.trim()).toBe('extern');
    await tv.page.waitForSelector('[data-testid=tv-seats] [data-testid=outside-badge]');
    await anna.page.locator('[data-slot="2"]').scrollIntoViewIfNeeded();
    expect(await overflow(anna.page, OURS)).toEqual([]);
    await screenshot(anna, '03-lobby-with-bot-320.png', DIR);
    await screenshot(ben, '03-lobby-with-bot-de.png', DIR);
    await screenshot(tv, '03-lobby-tv.png', DIR);
    expect(all().flatMap((d) => d.errors)).toEqual([]);
  }, 90_000);

  it('plays its seat: the table marks it; after the match the host removes it like any player', async () => {
    await anna.page.click('[data-action=start]');
    await tv.page.waitForSelector('.tv-table .seat-plate[data-seat="2"] [data-testid=outside-badge]');
    await screenshot(tv, '04-table-tv.png', DIR);
    const deadline = Date.now() + 90_000;
    while (!(await tv.page.$('[data-testid=podium]'))) {
      if (Date.now() > deadline) throw new Error(`the match did not end; the bot said: ${botOutput}`);
      const moved = (await takeTurn(anna.page, 'fahrstuhl')) || (await takeTurn(ben.page, 'fahrstuhl'));
      if (!moved) await anna.page.waitForTimeout(50);
    }
    await tv.page.waitForSelector('[data-testid=podium] [data-testid=outside-badge]');
    await screenshot(tv, '05-podium-tv.png', DIR);
    expect(botOutput).toContain('match over (fahrstuhl)');
    expect(botOutput).toContain('rated false');

    await anna.page.click('[data-action=to-lobby]');
    await anna.page.waitForSelector('.lobby [data-slot="2"] [data-testid=outside-badge]');
    anna.page.once('dialog', (dialog) => void dialog.accept());
    await anna.page.click('[data-slot="2"] [data-action=kick]');
    expect(await botExit).toBe(0);
    expect(botOutput).toContain('kicked');
    await anna.page.waitForSelector('[data-slot="2"] [data-action=invite-bot]');
    await screenshot(anna, '06-lobby-bot-removed-320.png', DIR);
    expect(all().flatMap((d) => d.errors)).toEqual([]);
  }, 150_000);
});
