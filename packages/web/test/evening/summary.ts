/**
 * Issue 28, part 4 in the browser: the summary between deals says why the totals changed, on the TV and
 * on a phone, per game — Fahrstuhl's calls against tricks, Elevator's cards left, Fünfzehnern's card
 * points against 15, Lusti-Kartl'n's multiplier — with the rule told once. The TV's board is opaque over
 * the whole table, never shown together with a banner, and the top bar names the deal it shows; the
 * phone's reasons fit a 320 px screen with "Next deal" on it. Used by the evening test and by
 * browser-summary.test.ts.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, type Device } from '../support/browser.ts';

type Lang = 'en' | 'de';

/** What each side's reason must tell, per game and language (games/<id>/deal-why.ts). */
const REASON: Record<string, Record<Lang, RegExp>> = {
  fahrstuhl: { en: /^called \d+, took \d+: (right! \d+|\d+ tricks? too (many|few))/, de: /^\d+ angesagt, \d+ gemacht: (genau! \d+|\d+ Stich(e)? zu (viel|wenig))/ },
  elevator: { en: /^(out first: \d+ cards? left in the other hands|\d+ cards? left)/, de: /^(zuerst fertig: \d+ Karten? in den anderen Händen|\d+ Karten? übrig)/ },
  fuenfzehnern: { en: /^\d+ card points? − 15$/, de: /^\d+ Kartenpunkte? − 15$/ },
  lusti: { en: /^\d+ card points, \d+ tricks?$/, de: /^\d+ Kartenpunkte, \d+ Stich(e)?$/ },
};

/** The rule told once, and the headline where the game has one (the Lusti hand's multiplier). */
const RULE: Record<string, Record<Lang, RegExp>> = {
  fahrstuhl: { en: /^Called right: \d+ bonus plus \d+ for every trick\./, de: /^Richtig angesagt: \d+ Bonus plus \d+ für jeden Stich\./ },
  elevator: { en: /^Whoever lays down their last card first/, de: /^Wer zuerst die letzte Karte los ist/ },
  fuenfzehnern: { en: /^Everyone puts 15 chips in the pot\./, de: /^Jeder legt 15 Chips in den Pott\./ },
  lusti: { en: /^50 card points win the hand: 1 Strich\./, de: /^50 Kartenpunkte gewinnen das Spiel: 1 Strich\./ },
};
const HEADLINE: Record<string, Record<Lang, RegExp> | null> = {
  fahrstuhl: null,
  elevator: { en: / is out of cards first$/, de: / ist zuerst alle Karten los$/ },
  fuenfzehnern: null,
  lusti: { en: /(plain: ×1|stink: ×2|unterm Tisch: ×3|×4)|^Nobody/, de: /(einfach: ×1|stinken: ×2|unterm Tisch: ×3|×4)|^Niemand/ },
};

const langOf = async (page: Page): Promise<Lang> => ((await page.getAttribute('html', 'lang')) === 'de' ? 'de' : 'en');

/**
 * Records on the TV every moment the summary and a banner (a flash) are on screen together, from now on
 * (a MutationObserver; installed once per page).
 */
export async function watchSummaryOverlap(tv: Page): Promise<void> {
  await tv.evaluate(() => {
    const w = window as unknown as { ktOverlaps?: string[] };
    if (w.ktOverlaps) return;
    const seen: string[] = (w.ktOverlaps = []);
    new MutationObserver(() => {
      const flash = document.querySelector('[data-testid=flash]');
      if (document.querySelector('[data-testid=between-deals]') && flash) seen.push(flash.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function overlaps(tv: Page): Promise<string[]> {
  return tv.evaluate(() => (window as unknown as { ktOverlaps?: string[] }).ktOverlaps ?? []);
}

/** The TV's board: opaque over the whole table, no banner with it, the same deal as the top bar, a reason per side. */
async function checkTv(tv: Page, game: string): Promise<{ deal: number; rows: number }> {
  await tv.waitForSelector('[data-testid=between-deals] [data-testid=why-rule]', { timeout: 30_000 });
  await tv.waitForFunction(() => Number(getComputedStyle(document.querySelector('[data-testid=between-deals]')!).opacity) > 0.99);
  const lang = await langOf(tv);
  const seen = await tv.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid=between-deals]')!;
    const stage = document.querySelector('.tv-stage')!.getBoundingClientRect();
    const top = document.querySelector('.tv-top')!.getBoundingClientRect();
    // Every point of the stage below the top bar is the board's: nothing of the next deal shows through.
    const uncovered: string[] = [];
    for (let x = stage.left + 8; x < stage.right; x += stage.width / 12) {
      for (let y = top.bottom + 8; y < stage.bottom; y += (stage.bottom - top.bottom) / 8) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !board.contains(hit)) uncovered.push(`${Math.round(x)},${Math.round(y)}: ${hit?.className || hit?.tagName}`);
      }
    }
    return {
      uncovered,
      background: getComputedStyle(board).backgroundColor,
      deal: Number(board.dataset.deal),
      title: board.querySelector('h2')?.textContent ?? '',
      sub: document.querySelector('.tv-top .tv-sub')?.textContent ?? '',
      headline: board.querySelector('[data-testid=why-headline]')?.textContent ?? null,
      reasons: [...board.querySelectorAll('[data-testid=why]')].map((el) => el.textContent ?? ''),
      rule: board.querySelector('[data-testid=why-rule]')?.textContent ?? '',
    };
  });
  expect(seen.uncovered, 'the table shows through the summary').toEqual([]);
  expect(seen.background, 'the summary is opaque').toMatch(/^rgb\(/);
  expect(await overlaps(tv), 'a banner on the table together with the summary').toEqual([]);
  // The top bar names the deal the summary shows, in the same word ("Game 1 of 2" above "Game 1: the scores").
  expect(seen.sub.length).toBeGreaterThan(0);
  const head = seen.title.split(':')[0]!;
  expect(seen.sub === head || seen.sub.startsWith(`${head} `), `TV: "${seen.sub}" above "${seen.title}"`).toBe(true);
  expect(seen.title).toContain(String(seen.deal));
  expect(seen.reasons.length).toBeGreaterThan(1);
  for (const reason of seen.reasons) expect(reason, `TV ${game} ${lang}`).toMatch(REASON[game]![lang]);
  expect(seen.rule).toMatch(RULE[game]![lang]);
  const headline = HEADLINE[game];
  if (headline) expect(seen.headline ?? '').toMatch(headline[lang]);
  return { deal: seen.deal, rows: seen.reasons.length };
}

/** A phone's reasons: the same deal, a reason per side, the rule once; at 320×568 nothing wider than the screen and "Next deal" free. */
async function checkPhone(phone: Device, game: string, deal: number, rows: number, dir: string, shot: string): Promise<void> {
  const page = phone.page;
  await page.waitForSelector('[data-testid=phone-why]', { timeout: 30_000 });
  const lang = await langOf(page);
  const seen = await page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('[data-testid=phone-why]')!;
    return {
      deal: Number(panel.dataset.deal),
      header: document.querySelector('.phone-title .muted')?.textContent ?? '',
      reasons: [...panel.querySelectorAll('[data-testid=why]')].map((el) => el.textContent ?? ''),
      rules: panel.querySelectorAll('.why-rule').length,
      rule: panel.querySelector('.why-rule')?.textContent ?? '',
      mine: document.querySelector('[data-testid=my-why]')?.textContent ?? null,
      headline: panel.querySelector('.why-headline')?.textContent ?? null,
      brief: [...document.querySelectorAll('.brief')].some((el) => el.getClientRects().length > 0),
    };
  });
  expect(seen.deal).toBe(deal);
  expect(seen.header, 'the phone’s top bar names the summary’s deal').toMatch(new RegExp(`\\b${deal}\\b`));
  expect(seen.reasons).toHaveLength(rows);
  for (const reason of seen.reasons) expect(reason, `${phone.name} ${game} ${lang}`).toMatch(REASON[game]![lang]);
  expect(seen.rules, 'the rule is told once').toBe(1);
  expect(seen.rule).toMatch(RULE[game]![lang]);
  expect(seen.brief, 'the next deal’s brief table waits until the summary is over').toBe(false);
  // A phone that played the deal has its own reason beside "Next deal": one of the panel's (in a team
  // game the hand's headline: who won it, and the multiplier).
  if (seen.mine !== null) expect([...seen.reasons, seen.headline]).toContain(seen.mine);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 568 });
  // The hand lays itself out again for the narrower screen (ResizeObserver, then a render): until then its
  // cards, placed for the wider one, make the page wider. Waited for (a loaded machine takes a while);
  // what is still wider after the deadline is reported below.
  await page.waitForFunction(
    (w) => window.innerWidth <= w + 1 && [...document.querySelectorAll('.hand-card')].every((c) => c.getBoundingClientRect().right <= w + 0.5),
    320,
    { timeout: 15_000 },
  ).catch(() => undefined);
  const fit = await page.evaluate((width) => {
    const out: string[] = [];
    // Wider content makes a phone zoom the page out (the layout viewport grows): measured against 320 px.
    if (document.documentElement.scrollWidth > width + 1 || window.innerWidth > width + 1) out.push(`the page is ${Math.max(document.documentElement.scrollWidth, window.innerWidth)} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && (r.left < -0.5 || r.right > width + 0.5) && !el.closest('[aria-hidden=true]')) {
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" runs off the screen (${Math.round(r.left)}–${Math.round(r.right)})`);
      }
    }
    // "Next deal" and the phone's own reason beside it (in the dock) are on screen without scrolling.
    for (const [name, selector] of [['"Next deal"', '[data-action=next-deal]'], ['the phone’s own reason', '[data-testid=my-why]']]) {
      const el = document.querySelector<HTMLElement>(selector!);
      if (!el) {
        out.push(`${name} is missing`);
        continue;
      }
      // Its first line (a reason may wrap: the middle of its box may lie between its lines).
      const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const whole = el.getBoundingClientRect();
      if (whole.top < 0 || whole.bottom > window.innerHeight || !hit || !el.contains(hit)) out.push(`${name} is covered or off the screen`);
    }
    return [...new Set(out)];
  }, 320);
  await screenshot(phone, `${shot}-320.png`, dir);
  if (viewport) await page.setViewportSize(viewport);
  expect(fit, `${phone.name} at 320×568`).toEqual([]);
}

/**
 * The summary on the screen now says why, on the TV and on `phone`, as the family reads it; screenshots
 * of both (the phone at 320 px wide too) go to `dir` as `<shot>-tv.png`, `<shot>-phone.png`, `<shot>-phone-320.png`.
 */
export async function checkSummaryWhy(tv: Device, phone: Device, game: string, dir: string, shot: string): Promise<void> {
  const { deal, rows } = await checkTv(tv.page, game);
  await screenshot(tv, `${shot}-tv.png`, dir);
  await screenshot(phone, `${shot}-phone.png`, dir);
  await checkPhone(phone, game, deal, rows, dir, `${shot}-phone`);
}

/**
 * The podium's chart keeps its axes and its legend on the TV's screen, under whatever the podium shows
 * above it (a lesson's note, the coach's mark): issue 28, part 4.
 */
export async function checkChartOnScreen(tv: Page, where: string): Promise<void> {
  await tv.waitForSelector('[data-testid=podium] [data-testid=chart] [data-y-ticks]', { timeout: 20_000 });
  const problems = await tv.evaluate(() => {
    const out: string[] = [];
    const stage = document.querySelector('.tv-stage')!.getBoundingClientRect();
    const chart = document.querySelector('[data-testid=podium] [data-testid=chart]')!;
    const plot = chart.querySelector('.totals-svg')?.getBoundingClientRect();
    if (!plot || plot.height < 100) out.push(`the chart is ${Math.round(plot?.height ?? 0)} px high`);
    else if (plot.bottom > stage.bottom + 0.5) out.push(`the chart's axis ends ${Math.round(plot.bottom - stage.bottom)} px below the screen`);
    for (const item of chart.querySelectorAll<HTMLElement>('.chart-legend li')) {
      const r = item.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + 8, r.top + r.height / 2);
      if (r.bottom > stage.bottom + 0.5 || !hit || !item.contains(hit)) out.push(`the legend's "${item.textContent}" is off the screen or covered`);
    }
    return out;
  });
  expect(problems, `the podium's chart ${where}`).toEqual([]);
}
