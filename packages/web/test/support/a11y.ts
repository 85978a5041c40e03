/**
 * Issue 18, part 5 in the browser: switch a phone's accessibility modes on as a person would (the
 * preferences sheet, from the lobby's top bar or the ⋯ menu during a match) and the system's "reduce
 * motion" (Playwright's media emulation), and read back what they changed on the page. The evening test
 * can call `switchOnA11yModes(phone.page)` for any phone.
 */
import type { Page } from 'playwright-core';

export interface A11yModes {
  largeCards: boolean;
  highContrast: boolean;
  fourColour: boolean;
  autoForcedMove: boolean;
  /** `prefers-reduced-motion: reduce`, as the device's own setting. */
  reducedMotion: boolean;
}

export const ALL_A11Y_MODES: A11yModes = { largeCards: true, highContrast: true, fourColour: true, autoForcedMove: true, reducedMotion: true };

const SHEET_KEYS = ['largeCards', 'highContrast', 'fourColour', 'autoForcedMove'] as const;

/** Opens the preferences sheet: the lobby has a button in its top bar, a match has it in the ⋯ menu. */
export async function openPreferences(page: Page): Promise<void> {
  if (await page.$('[data-testid=preferences]')) return;
  const direct = await page.$('.phone-top > [data-action=preferences]');
  if (direct) {
    await direct.click();
  } else {
    if (!(await page.$('.menu-sheet'))) await page.click('.menu-button');
    await page.click('.menu-sheet [data-action=preferences]');
  }
  await page.waitForSelector('[data-testid=preferences]');
}

export async function closePreferences(page: Page): Promise<void> {
  await page.click('[data-action=close-preferences]');
  await page.waitForSelector('[data-testid=preferences]', { state: 'detached' });
}

/** Sets the phone's modes (default: all on) through its preferences sheet, and reduced motion. */
export async function switchOnA11yModes(page: Page, modes: Partial<A11yModes> = ALL_A11Y_MODES, options: { keepOpen?: boolean } = {}): Promise<void> {
  if (modes.reducedMotion !== undefined) await page.emulateMedia({ reducedMotion: modes.reducedMotion ? 'reduce' : 'no-preference' });
  const wanted = SHEET_KEYS.filter((k) => modes[k] !== undefined);
  if (wanted.length === 0) return;
  await openPreferences(page);
  for (const key of wanted) {
    const target = String(modes[key]);
    const selector = `[data-pref=${key}]`;
    if ((await page.getAttribute(selector, 'aria-checked')) !== target) await page.click(selector);
    await page.waitForSelector(`${selector}[aria-checked=${target}]`);
  }
  if (!options.keepOpen) await closePreferences(page);
}

export interface MotionReport {
  /** Elements whose computed animation or transition lasts longer than zero. */
  moving: string[];
  /** Web Animations (CSS or script) that are running with a duration. */
  running: string[];
}

/** What still moves on the page: under reduced motion both lists must be empty. */
export async function motionReport(page: Page): Promise<MotionReport> {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const long = (list: string) => list.split(',').some((d) => parseFloat(d) > 0);
    const moving: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if ((style.animationName !== 'none' && long(style.animationDuration)) || long(style.transitionDuration)) {
          moving.push(`${describe(el)}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration}, transition ${style.transitionDuration}`);
        }
      }
    }
    const running = document.getAnimations()
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 0)
      .map((a) => `${(a as CSSAnimation).animationName ?? a.constructor.name} on ${a.effect && 'target' in a.effect ? describe((a.effect as KeyframeEffect).target!) : '?'}`);
    return { moving, running };
  });
}

/** The root element's preference classes and the hand's card width, as the page shows them. */
export async function a11yLook(page: Page): Promise<{ classes: string[]; handCardWidth: number | null }> {
  return page.evaluate(() => ({
    classes: [...document.documentElement.classList],
    handCardWidth: (document.querySelector('.hand-card') as HTMLElement | null)?.offsetWidth ?? null,
  }));
}
