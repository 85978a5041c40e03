/**
 * The replay's steps for the browser tests (issue 18, part 1): the host's phone steps the replay on the
 * TV — next through every step, back once, a jump — and each frame is checked as a family would read it
 * from the sofa: the board's step follows the phone, every seat shows a hand, the rule line is there,
 * nothing is clipped or below 24 px. Used by browser-replay.test.ts and by the evening test's match 1.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, type Device } from '../support/browser.ts';

/**
 * What is wrong with the replay board as it stands: text boxes whose content spills, a box outside the
 * stage, a text below 24 px on the 1920×1080 stage, a seat row without a hand.
 */
export async function replayBoxProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const board = document.querySelector('[data-testid=replay]');
    if (!board) return ['no replay board'];
    const stage = document.querySelector('.tv-stage')!.getBoundingClientRect();
    const scale = stage.width / 1920;
    for (const el of board.querySelectorAll<HTMLElement>('.replay-head, .replay-why, .rs-person, .rs-tally span, .rs-text, .replay-foot, .rs-play, .rs-hand')) {
      const r = el.getBoundingClientRect();
      const what = `${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (el.scrollWidth > el.clientWidth + 1 && !el.classList.contains('rs-hand')) out.push(`${what}: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
      if (el.scrollHeight > el.clientHeight + 1 && !el.classList.contains('rs-hand')) out.push(`${what}: ${el.scrollHeight}px tall in ${el.clientHeight}px`);
      if (r.right > stage.right + 0.5 || r.bottom > stage.bottom + 0.5 || r.left < stage.left - 0.5) out.push(`${what}: outside the stage`);
      const px = parseFloat(getComputedStyle(el).fontSize);
      if ((el.textContent ?? '').trim() && !el.classList.contains('rs-hand') && !el.classList.contains('rs-play') && px < 23.5) out.push(`${what}: ${px}px`);
      // Cards in a hand end inside the hand's box.
      if (el.classList.contains('rs-hand')) {
        for (const card of el.querySelectorAll('.rs-card')) if (card.getBoundingClientRect().right > r.right + 1) out.push(`${what}: a card sticks out of the hand`);
      }
    }
    for (const row of board.querySelectorAll('.replay-seat')) {
      if (row.querySelectorAll('.rs-hand .card-face').length === 0) out.push(`seat ${row.getAttribute('data-seat')} shows no hand`);
      if (row.getBoundingClientRect().bottom > stage.bottom + 0.5) out.push(`seat ${row.getAttribute('data-seat')} below the screen`);
    }
    void scale;
    return out;
  });
}

export interface SteppedReplay {
  /** Steps of the deal stepped through. */
  steps: number;
  /** The TV's rule line at each step after the first. */
  whys: string[];
}

async function tvAt(tv: Page, step: number): Promise<void> {
  await tv.waitForSelector(`[data-testid=replay][data-step="${step}"]`, { timeout: 10_000 });
}

/**
 * With a replay open on the TV, steps the shown deal from the host's phone: Next through every step, Back
 * once, then a jump to the first trick. Screenshots (TV and phone) as `<prefix>-…png` in `shots`.
 */
export async function stepReplayFromPhone(
  tv: Page,
  phone: Page,
  options: { shots: string; prefix: string; tvDevice: Device; phoneDevice: Device; problems: string[] },
): Promise<SteppedReplay> {
  await tvAt(tv, 0);
  await phone.waitForSelector('[data-testid=replay-remote][data-host=true][data-step="0"]');
  const steps = Number(await tv.getAttribute('[data-testid=replay]', 'data-steps'));
  expect(steps).toBeGreaterThan(0);
  expect(await tv.textContent('[data-testid=replay-step]')).toMatch(/As dealt|Wie gegeben/);
  options.problems.push(...(await replayBoxProblems(tv)));
  await screenshot(options.tvDevice, `${options.prefix}-0-dealt-tv.png`, options.shots);
  const whys: string[] = [];
  for (let step = 1; step <= steps; step++) {
    await phone.click('[data-action=replay-next]');
    await tvAt(tv, step);
    await phone.waitForSelector(`[data-testid=replay-remote][data-step="${step}"]`);
    const why = ((await tv.textContent('[data-testid=replay-why]')) ?? '').trim();
    whys.push(why);
    // A trick names its taker, and the taker's row is marked.
    const label = (await tv.textContent('[data-testid=replay-step]')) ?? '';
    if (/Trick|Stich/.test(label)) {
      expect(await tv.$('.replay-seat.winner')).not.toBeNull();
      expect(why).toMatch(/takes it|take a trick|sticht|bekommen/);
    }
    options.problems.push(...(await replayBoxProblems(tv)));
    if (step === 1 || step === 2 || step === steps) await screenshot(options.tvDevice, `${options.prefix}-${step}-tv.png`, options.shots);
  }
  await screenshot(options.phoneDevice, `${options.prefix}-remote-phone.png`, options.shots);
  // At the deal's last step Next goes on into the next deal, if there is one; Back comes back.
  await phone.click('[data-action=replay-back]');
  await tvAt(tv, steps - 1);
  await phone.click('[data-action=replay-jump][data-step="1"]');
  await tvAt(tv, 1);
  return { steps, whys };
}

/**
 * The evening test's replay (after match 1): from the results the host opens the match's replay on the
 * TV, steps deal 1 and deal 2 from the phone, the other phones follow, and the host closes it again.
 */
export async function replayFinishedMatch(o: { tv: Device; host: Device; others: Device[]; dir: string; deals: number }): Promise<void> {
  const tv = o.tv.page;
  const phone = o.host.page;
  await phone.waitForSelector('[data-testid=results]');
  for (const other of o.others) expect(await other.page.$('[data-action=replay-open]'), `${other.name} is not the host`).toBeNull();
  await phone.click('[data-action=replay-open]');
  await tv.waitForSelector('[data-testid=replay][data-deal="1"]');
  const problems: string[] = [];
  for (let deal = 1; deal <= o.deals; deal++) {
    await tv.waitForSelector(`[data-testid=replay][data-deal="${deal}"][data-step="0"]`);
    const stepped = await stepReplayFromPhone(tv, phone, { shots: o.dir, prefix: `replay-deal-${deal}`, tvDevice: o.tv, phoneDevice: o.host, problems });
    // Fahrstuhl: the calls, then one trick per card.
    expect(stepped.steps, `deal ${deal}`).toBe(deal + 1);
    for (const other of o.others) {
      await other.page.waitForSelector(`[data-testid=replay-remote][data-host=false][data-deal="${deal}"][data-step="1"]`);
    }
    if (deal < o.deals) await phone.click('[data-action=replay-next-deal]');
  }
  expect(problems).toEqual([]);
  await phone.click('[data-action=replay-close]');
  await tv.waitForSelector('[data-testid=replay]', { state: 'detached' });
  await tv.waitForSelector('[data-testid=podium]');
  for (const other of o.others) await other.page.waitForSelector('[data-testid=replay-remote]', { state: 'detached' });
}
