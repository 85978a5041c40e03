/**
 * Issue 27, part 7: the first screens are small, the rest comes on demand. Measured as bench:web measures
 * it (scripts/bench-web-browser.ts): the gzipped JavaScript modern Chromium actually requested before the
 * TV lobby's controls are up, and before the phone's join screen and then its lobby are — not a static
 * guess from the manifest. Aims: TV ≤ 100 KB, phone ≤ 80 KB; and everything each screen may ever load
 * (bench:web's tvKB/phoneKB) stays within the 150 KB budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { browserSkipReason, launch, startApp, type RunningApp } from './support/browser.ts';
import { FIRST_SCREEN_AIMS, measureFirstScreens, type FirstScreens } from '../scripts/bench-web-browser.ts';
import { gzippedKB, legacyRatio, measureLegacy, ROUTE_MODULES, screenFiles, WEB_AIMS } from '../scripts/bench-web.ts';

const missing = browserSkipReason('the browser tests');

describe.skipIf(missing !== null)('the first screens in a browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let first: FirstScreens;

  beforeAll(async () => {
    // With the old-browser build (it takes most of the build's time): its first screens are held to the modern ones.
    app = await startApp({ production: true, legacy: true });
    browser = await launch();
    first = await measureFirstScreens(browser, app.url, app.webRoot);
    console.log(`first screens: tv ${first.tvFirstKB} KB, phone ${first.phoneFirstKB} KB`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it(`the TV lobby is interactive after at most ${FIRST_SCREEN_AIMS.tvFirstKB} KB of JavaScript, without the table, replay, statistics or charts`, () => {
    expect(first.tvFirstKB).toBeLessThanOrEqual(FIRST_SCREEN_AIMS.tvFirstKB);
    for (const lazy of [/\/engine-/, /\/TvTable-/, /\/ReplayBoard-/, /\/StatsBoard-/, /\/StatsViews-/, /\/TotalsChart-/, /\/Podium-/, /\/BetweenDeals-/, /\/[a-z]+-tv-[\w-]+\.js$/]) {
      expect(first.tvFiles.filter((f) => lazy.test(f))).toEqual([]);
    }
  });

  it('the phone’s join screen and lobby load neither the hand, the results, the replay remote, the statistics nor the rules', () => {
    for (const lazy of [/\/engine-/, /\/PhonePlay-/, /\/PhoneResults-/, /\/ReplayRemote-/, /\/StatsViews-/, /\/RulesDoc-/, /\/PlayerRules-/, /\/[a-z]+-phone-[\w-]+\.js$/]) {
      expect(first.phoneFiles.filter((f) => lazy.test(f))).toEqual([]);
    }
  });

  // The lobby reads the games from the engine's light catalogue; their rules load with the play screens.
  it(`the phone's join screen and lobby are interactive after at most ${FIRST_SCREEN_AIMS.phoneFirstKB} KB of JavaScript`, () => {
    expect(first.phoneFirstKB).toBeLessThanOrEqual(FIRST_SCREEN_AIMS.phoneFirstKB);
  });

  it(`everything each screen may load stays within the ${WEB_AIMS.budgetKB} KB budget`, () => {
    const manifest = JSON.parse(readFileSync(join(app.webRoot, '.vite', 'manifest.json'), 'utf8'));
    expect(gzippedKB(app.webRoot, screenFiles(manifest, ROUTE_MODULES.tv))).toBeLessThanOrEqual(WEB_AIMS.budgetKB);
    expect(gzippedKB(app.webRoot, screenFiles(manifest, ROUTE_MODULES.phone))).toBeLessThanOrEqual(WEB_AIMS.budgetKB);
  });

  it(`the old-browser build's first screens are within ${WEB_AIMS.legacyRatio}× the modern ones`, () => {
    const { tvLegacyKB, phoneLegacyKB } = measureLegacy(app.webRoot);
    console.log(`old-browser first screens: tv ${tvLegacyKB} KB, phone ${phoneLegacyKB} KB`);
    expect(legacyRatio(tvLegacyKB, first.tvFirstKB)).toBeLessThanOrEqual(WEB_AIMS.legacyRatio);
    expect(legacyRatio(phoneLegacyKB, first.phoneFirstKB)).toBeLessThanOrEqual(WEB_AIMS.legacyRatio);
  });
});
