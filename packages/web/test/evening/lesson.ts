/**
 * Issue 18 part 3 in the browser: a learning deal played to its end, as a family would. The host picks the
 * game and taps "Learn to play"; on every phone whose move is due, the player taps what the lesson
 * highlights (the call button, the card, Pass). Once, a player taps another card first: the phone
 * explains and nothing is played. Checks on the way: the TV shows the lesson's line before each move and
 * every hand face up; the highlighted control is the lesson's; the lesson ends on the podium, marked as
 * not ranked. Used by the evening test and by browser-lesson.test.ts.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { findGame, lessonMoveAt, lessonMoveWhy, lessonScript, sameMove } from '@kitchen-table/engine';
import { describeMove } from '../../src/shared/lesson.ts';
import { labelsOverTrickCards, screenshot, type Device } from '../support/browser.ts';
import { CARD_CORNER, seq } from '../support/phone-actions.ts';
import { checkChartOnScreen } from './summary.ts';

export interface LessonRun {
  tv: Device;
  phones: Device[];
  host: Device;
  game: string;
  /** Where the screenshots go, and the prefix of their names. */
  dir: string;
  prefix: string;
  /** Tap a wrong card once and check the explanation (default true). */
  wrongTap?: boolean;
  /**
   * Issue 28 §3: the learners have the coach on. Whenever a tip shows it must be the lesson's move, and
   * the player taps "Play it" (which must be accepted); a phone not due shows no tip at all. `true`: every
   * phone has the coach; a list: the phones of these names (the others move by the lesson's highlight).
   */
  coached?: boolean | string[];
}

async function shoot(run: LessonRun, what: string): Promise<void> {
  await screenshot(run.tv, `${run.prefix}-${what}-tv.png`, run.dir);
  for (const phone of run.phones) await screenshot(phone, `${run.prefix}-${what}-phone-${phone.name}.png`, run.dir);
}

const lang = (attr: string | null): 'en' | 'de' => (attr?.startsWith('de') ? 'de' : 'en');

/** The TV's lesson line as shown (step id and text). */
async function tvLine(tv: Page): Promise<{ step: string; text: string }> {
  const step = (await tv.getAttribute('[data-testid=lesson-line]', 'data-step')) ?? '';
  const text = (await tv.textContent('[data-testid=lesson-line] .lesson-say')) ?? '';
  return { step, text };
}

async function tapHandCard(page: Page, code: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator(`.hand-card[data-card="${code}"]`).first().click({ position: CARD_CORNER });
}

/** Makes the lesson's move on this phone by tapping what it highlights. */
export async function tapLessonMove(page: Page, move: Record<string, unknown>): Promise<void> {
  if (typeof move.call === 'number') return page.click(`.call-button[data-call="${move.call}"]`);
  if (move.pass === true) return page.click('[data-action=pass]');
  if (typeof move.give === 'string') return tapHandCard(page, move.give, 2);
  if (Array.isArray(move.play)) {
    for (const card of move.play as string[]) await tapHandCard(page, card, 1);
    return page.click('[data-action=play-run]');
  }
  if (move.zwang === true) await page.click('[data-action=zwang]');
  return tapHandCard(page, move.play as string, 2);
}

/** Is the lesson's highlight on the control it names (its computed outline is the lesson's yellow)? */
async function highlighted(page: Page, move: Record<string, unknown>): Promise<boolean> {
  const selector = typeof move.call === 'number' ? `.call-button[data-call="${move.call}"]`
    : move.pass === true ? '[data-action=pass]'
      : `.hand-card[data-card="${Array.isArray(move.play) ? (move.play as string[])[0] : (move.give ?? move.play) as string}"]`;
  return page.$eval(selector, (el) => getComputedStyle(el).outlineColor.replace(/\s/g, '') === 'rgb(255,210,63)').catch(() => false);
}

/**
 * A phone taps a card the lesson does not want (legal, or not): it is explained, nothing is sent. The
 * explanation is about this phone's own move: the move the lesson wants from it, in words, and that
 * move's own line (issue 28 §8: not the step's general line, which may be about another hand).
 * Returns false when this phone has no other card to tap now.
 */
async function tryWrongTap(page: Page, move: Record<string, unknown>, game: string): Promise<boolean> {
  const wanted = new Set(Array.isArray(move.play) ? (move.play as string[]) : [String(move.play ?? move.give ?? '')]);
  const other = await page.$$eval('.hand-card[data-state=legal]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  const card = other.find((c) => !wanted.has(c));
  const run = Array.isArray(move.play) && move.play.length === 1;
  if (!card || (typeof move.play !== 'string' && !run) || move.zwang) return false;
  const before = await seq(page);
  if (run) {
    await tapHandCard(page, card, 1);
    await page.click('[data-action=play-run]');
  } else await tapHandCard(page, card, 2);
  await page.waitForSelector('[data-testid=lesson-wrong]', { timeout: 5000 });
  expect(await seq(page), 'a wrong tap is not played').toBe(before);
  const language = lang(await page.getAttribute('html', 'lang'));
  const definition = findGame(game)!;
  const line = (await page.textContent('[data-testid=lesson-wrong]')) ?? '';
  expect(line, 'the wrong tap is told the move the lesson wants from this phone').toContain(describeMove(move, definition.meta.pack, language));
  expect(line, 'and why, in that move’s own words').toContain(lessonMoveWhy(definition.lesson, before)![language]);
  return true;
}

/** Starts the game's learning deal from the host's lobby and plays it to the podium. */
const hasCoach = (run: LessonRun, phone: Device): boolean => run.coached === true || (Array.isArray(run.coached) && run.coached.includes(phone.name));

export async function playLesson(run: LessonRun): Promise<{ moves: number; steps: string[]; coachTips: number }> {
  const { tv, host, phones, game } = run;
  const lesson = findGame(game)!.lesson;
  // The game is picked only when another one is chosen (picking it again changes nothing).
  if (!(await host.page.$(`.game-pick[data-game=${game}][aria-pressed=true]`))) await host.page.click(`.game-pick[data-game=${game}]`);
  await host.page.waitForSelector(`.game-pick[data-game=${game}][aria-pressed=true]`);
  await host.page.click('[data-action=start-lesson]');
  await tv.page.waitForSelector('[data-testid=lesson-line]', { timeout: 20_000 });
  // Every hand face up on the TV, as many as the lesson has seats.
  expect(await tv.page.$$eval('[data-testid=open-hand]', (els) => els.length)).toBe(lesson.players);
  await shoot(run, '1-start');

  const steps: string[] = [];
  let moves = 0;
  let wrongDone = run.wrongTap === false;
  let shotMove = false;
  let coachTips = 0;
  const checkedTricks = new Set<string>();
  for (let round = 0; round < 3000; round++) {
    if (await tv.page.$('[data-phase=finished]')) break;
    // Once with three cards in a trick and once with four: no label of the felt over a played card (Lusti's
    // led-rank pill once covered the top seat's card, the trick's badge the bottom seat's).
    const cards = await tv.page.$eval('[data-testid=trick]', (el) => el.getAttribute('data-cards') ?? '').catch(() => '');
    if ((cards === '3' || cards === '4') && !checkedTricks.has(cards)) {
      checkedTricks.add(cards);
      expect(await labelsOverTrickCards(tv.page), `with ${cards} cards in the trick`).toEqual([]);
    }
    const next = await phones[0]!.page.$('[data-action=next-deal]');
    if (next) {
      for (const phone of phones) if (await phone.page.$('[data-action=next-deal]')) await phone.page.click('[data-action=next-deal]').catch(() => undefined);
      await tv.page.waitForTimeout(100);
      continue;
    }
    let acted = false;
    for (const phone of phones) {
      const el = await phone.page.$('[data-testid=lesson-move]');
      if (!el) continue;
      const move = JSON.parse((await el.getAttribute('data-move')) ?? '{}') as Record<string, unknown>;
      const before = await seq(phone.page);
      if (!(await phone.page.$('[data-testid=turn-bar][data-my-turn=true]'))) {
        if (run.coached) expect(await phone.page.$('[data-testid=coach-hint]'), `${phone.name}: no tip while not due in the lesson`).toBeNull();
        continue;
      }
      expect(await highlighted(phone.page, move), `${phone.name}: the lesson's move is highlighted`).toBe(true);
      // Before the move, the TV shows the line of the step it belongs to.
      const expected = lessonMoveAt(lesson, before)!.stepDef;
      await tv.page.waitForSelector(`[data-testid=lesson-line][data-step="${expected.id}"]`, { timeout: 5000 });
      const line = await tvLine(tv.page);
      expect(line.text).toBe(expected.say[lang(await tv.page.getAttribute('html', 'lang'))]);
      if (steps.at(-1) !== line.step) steps.push(line.step);
      if (!shotMove) {
        shotMove = true;
        await shoot(run, '2-highlight');
      }
      if (!wrongDone && (await tryWrongTap(phone.page, move, game))) {
        wrongDone = true;
        await shoot(run, '3-wrong-tap');
      }
      // The coach, if it says anything, points at the lesson's move ("Play it" is then accepted).
      const tip = hasCoach(run, phone) ? await phone.page.waitForSelector('[data-testid=coach-move]', { timeout: 3000 }).catch(() => null) : null;
      if (tip) {
        const advised = JSON.parse((await tip.getAttribute('data-move')) ?? 'null') as unknown;
        expect(sameMove(findGame(game)!, advised, move), `${phone.name}: the coach's tip is the lesson's move`).toBe(true);
        if (coachTips === 0) await shoot(run, '2b-coach-tip');
        coachTips++;
        await phone.page.click('[data-action=coach-play]');
      } else await tapLessonMove(phone.page, move);
      await phone.page.waitForFunction((b) => {
        const play = document.querySelector('[data-testid=play]');
        return !play || Number(play.getAttribute('data-seq')) > b;
      }, before, { timeout: 10_000 });
      moves++;
      acted = true;
      if (moves === 3) await shoot(run, '4-midway');

    }
    if (!acted) await tv.page.waitForTimeout(50);
  }
  await tv.page.waitForSelector('[data-testid=podium]', { timeout: 20_000 });
  expect(await host.page.textContent('body')).toMatch(/not ranked|zählt nicht/);
  expect(wrongDone, 'a wrong tap was tried and explained').toBe(true);
  // The TV's line was checked before every move a phone made (bots' steps are shown too, but not waited for).
  expect(steps.length).toBeGreaterThan(0);
  expect(moves).toBeGreaterThan(0);
  expect(moves).toBeLessThanOrEqual(lessonScript(lesson).length);
  // The lesson's end screen keeps the chart's axes and legend on screen under its note (issue 28, part 4).
  await checkChartOnScreen(tv.page, `after ${run.game}'s lesson`);
  await shoot(run, '5-done');
  return { moves, steps, coachTips };
}

/** The host's phone from the lesson's podium back to the lobby, as it was before the lesson. */
export async function lessonToLobby(host: Page, tv: Page): Promise<void> {
  await host.click('[data-action=to-lobby]');
  await host.waitForSelector('.lobby');
  await tv.waitForSelector('[data-phase=lobby]');
}
