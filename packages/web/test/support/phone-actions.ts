/**
 * What a person does with a phone in the browser tests: join, pick a game and options as the host, and
 * take a turn by tapping the cards or buttons the screen offers (a raised card, a call button, Pass).
 */
import type { Browser, Page } from 'playwright-core';
import { followCoach } from '../evening/coach.ts';
import { openDevice, type Device } from './browser.ts';

/** The visible corner of a fanned card: other cards overlap the rest of it, as in a real hand. */
export const CARD_CORNER = { x: 24, y: 36 };

export async function join(page: Page, base: string, code: string, name: string): Promise<void> {
  await page.goto(`${base}/join/${code}`);
  await page.fill('input[name=name]', name);
  await page.click('button[type=submit]');
  await page.waitForSelector('.lobby');
}

/** A phone of its own (locale `locale`) that joined the room as `name`. */
export async function joinedPhone(browser: Browser, appUrl: string, code: string, name: string, locale = 'en-GB'): Promise<Device> {
  const phone = await openDevice(browser, name, 'phone', locale);
  await join(phone.page, appUrl, code, name);
  return phone;
}

/** The host's phone back in the lobby: from the results it taps "Other game"; in the lobby already, nothing. */
export async function hostToLobby(page: Page): Promise<void> {
  if (!(await page.$('[data-testid=results]'))) return;
  await page.click('[data-action=to-lobby]');
  await page.waitForSelector('.lobby');
}

export async function isMyTurn(page: Page): Promise<boolean> {
  // Between deals (the summary) nobody plays, even where the next deal already names whose turn it is.
  if (await page.$('[data-testid=summary]')) return false;
  const bar = await page.$('[data-testid=turn-bar][data-my-turn=true]');
  return bar !== null;
}

export async function seq(page: Page): Promise<number> {
  const value = await page.getAttribute('[data-testid=play]', 'data-seq').catch(() => null);
  return Number(value ?? -1);
}

/** Taps `count` times on the stepper's − or + of an option until it shows `target`. */
export async function setStepper(page: Page, option: string, target: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const value = Number(await page.textContent(`[data-option=${option}] output`));
    if (value === target) return;
    const sign = value > target ? '−' : '+';
    await page.click(`[data-option=${option}] button:has-text("${sign}")`);
    // The room's answer may come late on a loaded machine, or a re-render (another option's answer) may
    // have eaten the tap: after a while the loop reads the value again and taps again if still needed.
    await page.waitForFunction(
      ([sel, before]) => document.querySelector(sel)?.textContent !== before,
      [`[data-option=${option}] output`, String(value)] as const,
      { timeout: 10_000 },
    ).catch(() => undefined);
  }
  throw new Error(`stepper ${option} did not reach ${target}`);
}

/** Hand cards in the order shown, as codes. */
export async function handCodes(page: Page): Promise<string[]> {
  return page.$$eval('.hand-card', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** Waits until the phone's state moved on after its move (or the match ended). */
async function waitMoved(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (b) => {
      const play = document.querySelector('[data-testid=play]');
      if (!play) return true;
      return Number(play.getAttribute('data-seq')) > b;
    },
    before,
    { timeout: 10_000 },
  );
}

async function tapCardTwice(page: Page, selector: string): Promise<void> {
  const card = page.locator(selector).first();
  await card.click({ position: CARD_CORNER });
  await page.locator('.hand-card[data-state=selected]').first().click({ position: CARD_CORNER });
}

/**
 * One move, by tapping, when it is this phone's turn. Returns false when there was nothing to do.
 * `call` picks the Fahrstuhl call from the numbers offered.
 */
export async function takeTurn(page: Page, game: string, call: (max: number) => number = () => 0): Promise<boolean> {
  if (!(await isMyTurn(page))) return false;
  const before = await seq(page);
  // A coached player follows the coach's tip (issue 18, part 2; evening/coach.ts).
  if (await followCoach(page)) {
    await waitMoved(page, before);
    return true;
  }
  if (game === 'fahrstuhl' && (await page.$('.call-button'))) {
    const max = (await page.$$('.call-button')).length - 1;
    await page.click(`.call-button[data-call="${call(max)}"]`);
  } else if (game === 'elevator') {
    if (await page.$('[data-testid=give-picker]')) {
      await tapCardTwice(page, '.hand-card[data-state=legal]');
    } else if (await page.$('.hand-card[data-state=legal]')) {
      await page.locator('.hand-card[data-state=legal]').first().click({ position: CARD_CORNER });
      await page.click('[data-action=play-run]');
    } else {
      await page.click('[data-action=pass]');
    }
  } else {
    await tapCardTwice(page, '.hand-card[data-state=legal]');
  }
  await waitMoved(page, before);
  return true;
}

/** The explanation shown after tapping a dimmed card (null when the hand has none). */
export async function tapDimmedCard(page: Page): Promise<string | null> {
  return tapCard(page, 'illegal');
}

/** Taps the first card in the given state and returns the notice it brings up (null: no such card). */
export async function tapCard(page: Page, state: 'illegal' | 'idle'): Promise<string | null> {
  const dimmed = page.locator(`.hand-card[data-state=${state}]`);
  if ((await dimmed.count()) === 0) return null;
  const before = Number((await page.getAttribute('.toast', 'data-toast-id').catch(() => null)) ?? 0);
  await dimmed.first().click({ position: CARD_CORNER });
  // The notice for this tap, not an earlier one still on screen.
  const handle = await page.waitForFunction(
    (b) => {
      const toast = document.querySelector('.toast');
      return toast && Number(toast.getAttribute('data-toast-id')) > b ? toast.textContent : null;
    },
    before,
    { timeout: 5000 },
  );
  return (await handle.jsonValue()) ?? '';
}

export interface PlayOptions {
  game: string;
  /** The call a Fahrstuhl phone makes, from the highest it may call. */
  call?: (max: number) => number;
  /** Also tap "Next deal" on a summary (otherwise the summary's clock or the bots go on). */
  nextDeal?: boolean;
  /** Runs after each move a phone made, and while nobody could act. */
  check?: () => Promise<void>;
  /** Runs after each move a phone made, with the count so far. */
  onMove?: (moves: number) => Promise<void>;
  /** How long the whole wait may take: a loaded CI machine plays slowly, so this is time, not a count. */
  timeoutMs?: number;
}

/**
 * The phones take their turns (calls, cards, and "Next deal" when asked) until `done`; the bots play the
 * rest. Returns the moves the phones made. On time-out it says what the first page showed.
 */
export async function playPhonesUntil(phones: Page[], done: () => Promise<boolean>, options: PlayOptions): Promise<number> {
  const until = Date.now() + (options.timeoutMs ?? 150_000);
  let moves = 0;
  while (!(await done())) {
    if (Date.now() > until) {
      const shown = ((await phones[0].textContent('body').catch(() => '')) ?? '').replace(/\s+/g, ' ').slice(0, 400);
      throw new Error(`${options.game}: the match did not get there in ${(options.timeoutMs ?? 150_000) / 1000} s; the first phone showed: ${shown}`);
    }
    let acted = false;
    for (const page of phones) {
      // Asked again before each tap: a summary that came up after the check above would otherwise be
      // tapped away by every phone before `done` ever saw it (the replay test waited for a deal-2 summary so).
      if (await done()) return moves;
      if (options.nextDeal) {
        const next = await page.$('[data-action=next-deal]');
        if (next) {
          await next.click().catch(() => undefined);
          acted = true;
        }
      }
      if (await takeTurn(page, options.game, options.call)) {
        acted = true;
        moves++;
        if (options.onMove) await options.onMove(moves);
        if (options.check) await options.check();
      }
    }
    if (!acted) {
      if (options.check) await options.check();
      await phones[0].waitForTimeout(40);
    }
  }
  return moves;
}
