/**
 * Issue 18 part 3 in real Chromium: a learning deal played to its end from the host's lobby, in English
 * (Fahrstuhl) and in German (Fünfzehnern and Lusti-Kartl'n, a TV and phones set to German), with a wrong
 * tap explained once. Screenshots of the TV and the phones go to test-results/lesson/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, startApp, type Device, type RunningApp } from './support/browser.ts';
import { join as joinRoom } from './support/phone-actions.ts';
import { playLesson } from './evening/lesson.ts';

const DIR = join(REPO_ROOT, 'test-results', 'lesson');

const missing = browserSkipReason('the lesson browser test');

describe.skipIf(missing !== null)('a learning deal in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp();
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function table(locale: string, names: string[]): Promise<{ tv: Device; phones: Device[] }> {
    const tv = await openDevice(browser, 'tv', 'tv', locale);
    const code = await openTable(tv, app.url);
    const phones: Device[] = [];
    for (const name of names) {
      const phone = await openDevice(browser, name, 'phone', locale);
      await joinRoom(phone.page, app.url, code, name);
      phones.push(phone);
    }
    return { tv, phones };
  }

  it('English: Fahrstuhl’s learning deal, from the lobby to the podium', async () => {
    const { tv, phones } = await table('en-GB', ['Anna', 'Ben']);
    await playLesson({ tv, phones, host: phones[0]!, game: 'fahrstuhl', dir: DIR, prefix: 'en-fahrstuhl' });
    expect(await tv.page.textContent('[data-testid=lesson-not-ranked]')).toContain('not ranked');
    for (const d of [tv, ...phones]) expect(d.errors).toEqual([]);
    await Promise.all([tv, ...phones].map((d) => d.context.close()));
  }, 240_000);

  it.each(['fuenfzehnern', 'lusti', 'elevator'])('German: the learning deal of %s', async (game) => {
    const { tv, phones } = await table('de-DE', ['Bernd', 'Clara']);
    expect(await phones[0]!.page.textContent('[data-action=start-lesson]')).toContain('Spielen lernen');
    await playLesson({ tv, phones, host: phones[0]!, game, dir: DIR, prefix: `de-${game}` });
    expect(await tv.page.textContent('[data-testid=lesson-not-ranked]')).toContain('zählt nicht');
    for (const d of [tv, ...phones]) expect(d.errors).toEqual([]);
    await Promise.all([tv, ...phones].map((d) => d.context.close()));
  }, 240_000);
});
