/**
 * Issue 18, part 4 in real Chromium: a TV and two phones (English and German) play two Fahrstuhl
 * matches, five cards then one. The podium shows the awards the replay of each match gives; then the
 * TV's lobby opens the statistics (the evening's table, the game's page, a person's page) and each phone
 * its own, and every number is checked against the matches' replays (evening/stats.ts). Readable from
 * 3 m (no TV text below 22 px, nothing cut off or off screen), in English and German. Screenshots go to
 * test-results/stats/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { hostToLobby, joinedPhone, playPhonesUntil, setStepper } from './support/phone-actions.ts';
import { checkAwardsOnPodium, checkPhoneStatistics, checkTvStatistics, closeTvStatistics, matchesOfRoom, readabilityProblems } from './evening/stats.ts';

const DIR = join(REPO_ROOT, 'test-results', 'stats');

const missing = browserSkipReason('the statistics browser test');

describe.skipIf(missing !== null)('the family\'s statistics and the awards in a browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let tv: Device;
  let anna: Device;
  let bernd: Device;
  let code: string;
  let awardsShown = 0;
  const phones = () => [anna, bernd];
  const allErrors = () => [tv, anna, bernd].flatMap((d) => d.errors);

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp();
    browser = await launch();
    tv = await openDevice(browser, 'tv', 'tv');
    code = await openTable(tv, app.url);
    anna = await joinedPhone(browser, app.url, code, 'Anna');
    bernd = await joinedPhone(browser, app.url, code, 'Bernd', 'de-DE');
    console.log(`statistics screenshots: ${DIR}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Both phones call 0 and play their first legal card until the TV shows the podium. */
  async function playToPodium(): Promise<void> {
    await playPhonesUntil(phones().map((p) => p.page), async () => (await tv.page.$('[data-testid=podium]')) !== null, { game: 'fahrstuhl', call: () => 0 });
  }

  async function playMatch(cards: number): Promise<void> {
    const page = anna.page;
    await hostToLobby(page);
    await tv.page.waitForSelector('.tv-viewport[data-phase=lobby]');
    if (!(await page.$('[data-option=cards] output'))) {
      await page.click('[data-game=fahrstuhl]');
      await page.waitForSelector('[data-game=fahrstuhl][aria-pressed=true]');
      await page.click('[data-option=mode] button:has-text("single round")');
      await page.click('[data-option=clock] button:has-text("off")');
    }
    await setStepper(page, 'cards', cards);
    await page.click('[data-action=start]');
    await tv.page.waitForSelector('.tv-table');
    await playToPodium();
  }

  it('match 1 (five cards, counts for the ranking): the podium shows the awards its replay gives', async () => {
    await playMatch(5);
    const [first] = await matchesOfRoom(app.url, code, tv.page);
    awardsShown += await checkAwardsOnPodium(tv.page, first!);
    await screenshot(tv, '01-podium-match-1.png', DIR);
    expect(allErrors()).toEqual([]);
  }, 180_000);

  it('match 2 (one card, both phones call 0: somebody calls exactly): awards on the podium, EN and DE', async () => {
    await playMatch(1);
    const played = await matchesOfRoom(app.url, code, tv.page);
    expect(played).toHaveLength(2);
    awardsShown += await checkAwardsOnPodium(tv.page, played[1]!);
    expect(awardsShown, 'one trick, two phones calling 0: at least one of them called exactly').toBeGreaterThan(0);
    expect(await readabilityProblems(tv.page, '[data-testid=awards]', 22)).toEqual([]);
    await screenshot(tv, '02-podium-match-2.png', DIR);
    await tv.page.click('.tv-top .lang-switch button[lang=de]');
    await tv.page.waitForFunction(() => document.querySelector('[data-testid=awards] h2')?.textContent?.includes('Auszeichnungen'));
    await checkAwardsOnPodium(tv.page, played[1]!);
    await screenshot(tv, '03-podium-match-2-de.png', DIR);
    await tv.page.click('.tv-top .lang-switch button[lang=en]');
    expect(allErrors()).toEqual([]);
  }, 180_000);

  it('after two matches: the TV lobby\'s statistics and each phone\'s own agree with what was played', async () => {
    await hostToLobby(anna.page);
    await tv.page.waitForSelector('.tv-viewport[data-phase=lobby]');
    await screenshot(tv, '04-lobby.png', DIR);
    const played = await matchesOfRoom(app.url, code, tv.page);
    await checkTvStatistics(tv, played, DIR, '05-tv-stats', 'Anna');
    // Both matches were Fahrstuhl: the game's rating is the overall rating, and the ranked match gave one.
    const annaCard = '[data-testid=stats-board] [data-testid=stats-game][data-game=fahrstuhl]';
    await tv.page.click('[data-testid=stats-game-table] tr[data-name="Anna"] button.link');
    await tv.page.waitForSelector(annaCard);
    const gameRating = (await tv.page.textContent(`${annaCard} [data-measure=rating]`))!.trim();
    const overall = (await tv.page.textContent('[data-testid=stats-board] [data-testid=stats-overall] strong'))!.trim();
    expect(gameRating).toBe(overall);
    expect(gameRating).toMatch(/^[-−]?\d/);
    await tv.page.click('[data-action=stats-back]');

    // German: the same board, every string translated (the board has the language switch).
    await tv.page.click('[data-testid=stats-board] .lang-switch button[lang=de]');
    await tv.page.waitForFunction(() => document.querySelector('[data-testid=stats-evening] h2')?.textContent?.includes('Heute Abend'));
    expect(await tv.page.textContent('[data-testid=stats-board]')).toContain('Genaue Ansagen');
    expect(await readabilityProblems(tv.page, '[data-testid=stats-board]', 22)).toEqual([]);
    await screenshot(tv, '06-tv-stats-de.png', DIR);
    await tv.page.click('[data-testid=stats-game-table] tr[data-name="Bernd"] button.link');
    await tv.page.waitForSelector('[data-testid=stats-board] [data-testid=stats-person]');
    expect(await tv.page.textContent('[data-testid=stats-board] [data-testid=stats-person]')).toContain('Gesamtwertung');
    await screenshot(tv, '07-tv-person-de.png', DIR);
    await tv.page.click('[data-testid=stats-board] .lang-switch button[lang=en]');
    await closeTvStatistics(tv);

    await checkPhoneStatistics(anna, played, DIR, '08-phone-Anna');
    await checkPhoneStatistics(bernd, played, DIR, '09-phone-Bernd-de');
    expect(await bernd.page.textContent('body')).toContain('Meine Statistik');
    expect(allErrors()).toEqual([]);
  }, 180_000);
});
