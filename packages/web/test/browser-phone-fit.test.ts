/**
 * Issue 28, part 2 in real Chromium: the phone's hand and the controls of the decision at hand are always
 * on screen. For every cell of the matrix below, every card's corner (its index) and every control's centre
 * must be what `elementFromPoint` finds there, inside the viewport, at the top of the page (no scrolling),
 * while an error toast is up (a refused tap) and, in a second pass, with the pause notice as well. Notices
 * share one place, one at a time, newest first: never two on screen, none outside the notices' place, the
 * pause (the newest) shown first and the older ones a tap away.
 *
 * The matrix (chosen to cover the cases at a modest run time; the viewport is switched on the same page,
 * which costs nothing):
 * - viewports 320×568 (the smallest), 360×640, 390×844 and 430×932 (the largest);
 * - preferences: one phone with the defaults, one with large cards and high contrast (its language
 *   alternates, so that German's longer words are in the matrix too);
 * - Fahrstuhl's call with 7 cards (call buttons 0–7) and its play; Elevator's play (Pass, a run's Play)
 *   and its summary between games ("Next deal"); Fünfzehnern's play; Lusti-Kartl'n's play;
 * - Elevator's learning deal with the coach on (the lesson box, the tip, the turn bar and the game's
 *   notices all at once) at each viewport, with large cards.
 * Screenshots (320 px wide, each phone) go to test-results/phone-fit/.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../scripts/vite-api.ts';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { isMyTurn, join as joinRoom, setStepper, takeTurn } from './support/phone-actions.ts';

const DIR = join(REPO_ROOT, 'test-results', 'phone-fit');
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
/** The controls of a decision: calls, pass, a run's play, a give, zwang, the next deal. */
const CONTROLS = '.call-button, [data-action=pass], [data-action=play-run], [data-action=give], [data-action=zwang], [data-action=next-deal]';
const LARGE = JSON.stringify({ largeCards: true, highContrast: true });

const missing = browserSkipReason('the phone layout browser test');

/**
 * What is covered or off screen at the top of the page: each card's corner index and each control's
 * centre must hit that card or control; each control and card must lie inside the viewport.
 */
async function covers(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  // The hand measures its width after a resize (ResizeObserver) and lays out again; until then its cards,
  // placed for the screen before, may widen the page, which the phone then zooms out (innerWidth grows
  // with it). Waited for with a deadline; measured against the screen's own width, not innerWidth.
  await page.waitForFunction(
    (w) => window.innerWidth <= w + 1 && [...document.querySelectorAll('.hand-card')].every((c) => c.getBoundingClientRect().right <= w + 0.5),
    viewport.width,
    { timeout: 15_000 },
  ).catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(([controls, vw, vh]) => {
    const out: string[] = [];
    if (window.innerWidth > vw + 1) out.push(`the page is zoomed out to ${window.innerWidth} px`);
    const what = (el: Element | null) => (el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 24)}"` : 'nothing');
    const inside = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    for (const card of document.querySelectorAll<HTMLElement>('.hand-card')) {
      const name = `card ${card.dataset.card}`;
      const r = card.getBoundingClientRect();
      if (!inside(r)) out.push(`${name}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${vw}×${vh}`);
      // The corner index (rank and suit: 16 % of the width in, 18 % of the height down), where the card's
      // tilt puts it: the layout box, turned about the card's transform origin.
      const style = getComputedStyle(card);
      const turn = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
      const [ox, oy] = style.transformOrigin.split(' ').map(parseFloat) as [number, number];
      const at = turn.transformPoint(new DOMPoint(card.offsetWidth * 0.16 - ox, card.offsetHeight * 0.18 - oy));
      const box = (card.offsetParent ?? document.body).getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + card.offsetLeft + ox + at.x, box.top + card.offsetTop + oy + at.y);
      if (!hit || !card.contains(hit)) out.push(`${name}: its corner is under ${what(hit)}`);
    }
    // Notices share one place, one at a time (the give picker in the dock is the decision, not a notice).
    const notices = [...document.querySelectorAll<HTMLElement>('.notice')].filter((n) => !n.closest('.dock') && n.getClientRects().length > 0);
    if (notices.length > 1) out.push(`${notices.length} notices at once: ${notices.map((n) => what(n)).join(' | ')}`);
    for (const notice of notices) if (!notice.closest('[data-testid=notice-slot]')) out.push(`${what(notice)} is not in the notices' place`);
    for (const control of document.querySelectorAll<HTMLElement>(controls)) {
      const name = `${what(control)}`;
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      if (!inside(r)) out.push(`${name}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} outside ${vw}×${vh}`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !control.contains(hit)) out.push(`${name}: its centre is under ${what(hit)}`);
    }
    return out;
  }, [CONTROLS, viewport.width, viewport.height] as const);
}

/** A refused tap brings up an error toast: a card that may not be played now, or Pass when it is not allowed. */
async function showErrorToast(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => Number(document.querySelector('.toast')?.getAttribute('data-toast-id') ?? 0));
  // Tapped in the page (not with the pointer): before the fix the toast itself may lie over the card.
  const tapped = await page.evaluate(() => {
    // While paused the hand does not answer at all (issue 28 §6: no live control), so there is no toast.
    const target = document.querySelector<HTMLElement>('.hand-card[data-state=illegal]:not(:disabled), .hand-card[data-state=idle]:not(:disabled), .pass-button.not-allowed:not(:disabled)');
    target?.click();
    return target !== null;
  });
  if (!tapped) return false;
  await page.waitForFunction((b) => Number(document.querySelector('.toast')?.getAttribute('data-toast-id') ?? 0) > b, before, { timeout: 5000 });
  return true;
}

/**
 * The pause is the newest notice: it shows in the notices' place, alone; the older ones (a Kopile, "you
 * drew", bound, watching) are a tap away, one at a time, and the pause comes back after them.
 */
async function newestFirst(page: Page): Promise<string[]> {
  const out: string[] = [];
  const shown = () => page.$$eval('[data-testid=notice-slot] .notice', (els) => els.map((e) => e.getAttribute('data-notice') ?? ''));
  const first = await shown();
  if (first.join() !== 'paused') out.push(`the newest notice (the pause) is not the one shown: ${first.join(', ')}`);
  const count = Number((await page.getAttribute('[data-testid=notice-slot]', 'data-count')) ?? 0);
  const seen = new Set(first);
  for (let i = 1; i < count; i++) {
    await page.click('[data-action=next-notice]');
    const now = await shown();
    if (now.length !== 1) out.push(`${now.length} notices shown after ${i} taps`);
    now.forEach((id) => seen.add(id));
  }
  if (seen.size !== count) out.push(`stepping showed ${[...seen].join(', ')} of ${count} notices`);
  if (count > 1) {
    await page.click('[data-action=next-notice]');
    if ((await shown()).join() !== 'paused') out.push('stepping on did not come back to the newest');
  }
  return out;
}

interface Cell {
  phone: Device;
  phase: string;
  toast: boolean;
  problems: string[];
}

/** One phone at its decision: every viewport, with a toast, then with the pause notice too. */
async function checkCell(phone: Device, phase: string, host: Device, pauseToo: boolean): Promise<Cell[]> {
  const cells: Cell[] = [];
  const page = phone.page;
  const pass = async (label: string) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const toast = await showErrorToast(page);
      const problems = (await covers(page, viewport)).map((p) => `${phone.name} ${phase}${label} ${viewport.width}×${viewport.height}: ${p}`);
      cells.push({ phone, phase: `${phase}${label}`, toast, problems });
      if (viewport.width === 320) await screenshot(phone, `${phase}${label}-${phone.name}-320.png`, DIR);
    }
  };
  await pass('');
  if (pauseToo) {
    await host.page.click('[data-action=pause]');
    await page.waitForSelector('[data-testid=paused]');
    cells.push({ phone, phase: `${phase}-notices`, toast: false, problems: (await newestFirst(page)).map((p) => `${phone.name} ${phase}: ${p}`) });
    await pass('-paused');
    await host.page.click('[data-action=resume]');
    await page.waitForSelector('[data-testid=paused]', { state: 'detached' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  return cells;
}

describe.skipIf(missing !== null)('the phone’s hand and decision are always on screen (issue 28, part 2)', () => {
  let app: RunningApp;
  let browser: Browser;
  const cells: Cell[] = [];

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    app = await startApp({ coach: true });
    browser = await launch();
    console.log(`phone layout screenshots: ${DIR}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A TV and two phones: the host with default preferences, the other with large cards and high contrast. */
  async function table(largeLocale: string): Promise<{ tv: Device; plain: Device; large: Device }> {
    const tv = await openDevice(browser, 'tv', 'tv');
    const code = await openTable(tv, app.url);
    const plain = await openDevice(browser, 'plain-en', 'phone', 'en-GB');
    const large = await openDevice(browser, `large-${largeLocale.slice(0, 2)}`, 'phone', largeLocale);
    await large.context.addInitScript((prefs) => localStorage.setItem('kt.prefs', prefs), LARGE);
    for (const phone of [plain, large]) {
      // Nothing moves: a card is where it lands, not on its way there.
      await phone.page.emulateMedia({ reducedMotion: 'reduce' });
      await joinRoom(phone.page, app.url, code, phone === plain ? 'Anna' : 'Bernd');
    }
    return { tv, plain, large };
  }

  async function close(devices: Device[]): Promise<void> {
    for (const d of devices) expect(d.errors, d.name).toEqual([]);
    await Promise.all(devices.map((d) => d.context.close()));
  }

  /** The phase a phone decides in now (null: not its decision). */
  async function decision(page: Page): Promise<string | null> {
    if (await page.$('[data-action=next-deal]')) return 'summary';
    if (!(await isMyTurn(page))) return null;
    if (await page.$('.call-button')) return 'call';
    if (await page.$('[data-testid=give-picker]')) return 'give';
    return 'play';
  }

  /** Plays on (every phone taking its turns) until each phone was checked in each of `phases`. */
  async function walk(game: string, host: Device, phones: Device[], phases: string[], prefix: string): Promise<void> {
    const todo = new Set(phones.flatMap((p) => phases.map((phase) => `${p.name}:${phase}`)));
    const until = Date.now() + 60_000;
    while (todo.size > 0 && Date.now() < until) {
      let acted = false;
      for (const phone of phones) {
        const phase = await decision(phone.page);
        if (!phase) continue;
        if (todo.delete(`${phone.name}:${phase}`)) {
          cells.push(...(await checkCell(phone, `${prefix}-${phase}`, host, phase !== 'summary')));
        }
        if (phase === 'summary') {
          await phone.page.click('[data-action=next-deal]').catch(() => undefined);
          acted = true;
        } else if (await takeTurn(phone.page, game, (max) => Math.min(2, max))) acted = true;
      }
      if (!acted) await phones[0]!.page.waitForTimeout(50);
    }
    if (todo.size > 0) for (const phone of phones) await screenshot(phone, `STUCK-${prefix}-${phone.name}.png`, DIR);
    expect([...todo], `${game}: decisions never reached`).toEqual([]);
  }

  async function pick(host: Device, game: string): Promise<void> {
    await host.page.click(`[data-game=${game}]`);
    await host.page.waitForSelector(`[data-game=${game}][aria-pressed=true]`);
    // No clock: a cell's checks take a few seconds, and the clock must not play for the phone meanwhile.
    await host.page.click('[data-option=clock] button:has-text("off")');
    await host.page.waitForSelector('[data-option=clock] button[aria-pressed=true]:has-text("off")');
  }

  async function start(game: string, phones: Device[]): Promise<void> {
    await phones[0]!.page.click('[data-action=start]');
    for (const phone of phones) await phone.page.waitForSelector(`[data-testid=play][data-game=${game}]`);
  }

  it('Fahrstuhl: the call with seven cards and the play', async () => {
    const { tv, plain, large } = await table('de-DE');
    await pick(plain, 'fahrstuhl');
    await plain.page.click('[data-option=mode] button:has-text("single round")');
    await setStepper(plain.page, 'cards', 7);
    await start('fahrstuhl', [plain, large]);
    await walk('fahrstuhl', plain, [plain, large], ['call', 'play'], 'fahrstuhl');
    await close([tv, plain, large]);
  }, 120_000);

  it('Elevator: the play and the summary between games', async () => {
    const { tv, plain, large } = await table('en-GB');
    await pick(plain, 'elevator');
    await start('elevator', [plain, large]);
    await walk('elevator', plain, [plain, large], ['play', 'summary'], 'elevator');
    await close([tv, plain, large]);
  }, 120_000);

  it.each([['fuenfzehnern', 'de-DE'], ['lusti', 'en-GB']])('%s: the play', async (game, locale) => {
    const { tv, plain, large } = await table(locale);
    await pick(plain, game);
    await start(game, [plain, large]);
    await walk(game, plain, [plain, large], ['play'], game);
    await close([tv, plain, large]);
  }, 120_000);

  it('Elevator’s learning deal with the coach on, large cards, in German', async () => {
    const { tv, plain, large } = await table('de-DE');
    await pick(plain, 'elevator');
    // The host switches the coach on for the large-card phone (seat 1).
    await plain.page.click('[data-action=coach][data-seat="1"]');
    await plain.page.waitForSelector('[data-action=coach][data-seat="1"][aria-pressed=true]');
    await plain.page.click('[data-action=start-lesson]');
    await large.page.waitForSelector('[data-testid=phone-lesson]');
    const until = Date.now() + 60_000;
    let checked = false;
    while (!checked && Date.now() < until) {
      for (const phone of [plain, large]) {
        const move = await phone.page.$('[data-testid=lesson-move]');
        if (!move || !(await isMyTurn(phone.page))) continue;
        if (phone === large && (await phone.page.$('[data-testid=coach-hint]'))) {
          cells.push(...(await checkCell(large, 'elevator-lesson-coach', plain, false)));
          checked = true;
          break;
        }
        const data = JSON.parse((await move.getAttribute('data-move')) ?? '{}') as Record<string, unknown>;
        await playLessonMove(phone.page, data);
      }
      await plain.page.waitForTimeout(50);
    }
    expect(checked, 'the coached phone’s lesson turn came').toBe(true);
    await close([tv, plain, large]);
  }, 120_000);

  it('every card’s corner and every control’s centre is on screen and uncovered, toasts and notices included', () => {
    const problems = cells.flatMap((c) => c.problems);
    expect(cells.length).toBeGreaterThanOrEqual(60);
    // A toast was up in (nearly) every cell where a tap may be refused: every decision but a lead of any
    // card; not while paused (the hand does not answer) and not in the notices' own check.
    const tappable = cells.filter((c) => !/-(paused|notices)$/.test(c.phase));
    expect(tappable.filter((c) => c.toast).length).toBeGreaterThan(tappable.length / 2);
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  });
});

/** The lesson's move, tapped: the call, Pass, or the cards (then the run's Play or a second tap). */
async function playLessonMove(page: Page, move: Record<string, unknown>): Promise<void> {
  if (move.pass === true) {
    await page.click('[data-action=pass]');
    return;
  }
  const cards = (Array.isArray(move.play) ? move.play : typeof move.give === 'string' ? [move.give] : []) as string[];
  for (const card of cards) await page.evaluate((c) => document.querySelector<HTMLElement>(`.hand-card[data-card="${c}"]`)?.click(), card);
  if (typeof move.give === 'string') await page.evaluate((c) => document.querySelector<HTMLElement>(`.hand-card[data-card="${c}"]`)?.click(), move.give);
  else await page.click('[data-action=play-run]');
  await page.waitForTimeout(150);
}
