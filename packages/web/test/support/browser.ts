/**
 * Browser-test support: the built app served by the real server (in-process, port 0, SQLite in memory,
 * bots without delay) and Chromium through playwright-core, one context per device. Every page's console
 * errors and uncaught exceptions are collected so that a test can fail on them.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findGame, type GameDefinition, type SeatViewBase } from '@kitchen-table/engine';
import { buildWeb, REPO_ROOT } from '../../scripts/vite-api.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = join(REPO_ROOT, 'test-output', 'screenshots');

/** Why the browser suite cannot run here, or null when it can. */
export function browserUnavailable(): string | null {
  if (!existsSync(CHROMIUM)) return `${CHROMIUM} is missing (apt-get install chromium)`;
  return null;
}

/**
 * Why a browser test file is skipped here (printed, naming `what`), or null when it runs. With
 * REQUIRE_SERVICES=1 (CI) a missing browser fails the file instead.
 */
export function browserSkipReason(what: string): string | null {
  const missing = browserUnavailable();
  if (missing && process.env.REQUIRE_SERVICES === '1') throw new Error(`browser tests required but ${missing}`);
  if (missing) console.log(`skipping ${what}: ${missing}`);
  return missing;
}

/**
 * The web app built into a folder of its own. Test files run side by side (vitest runs one worker per
 * core but one), and a build into the shared packages/web/dist empties it under another file's server:
 * its pages stop loading mid-test.
 */
export async function buildWebForTest(options: { legacy?: boolean; production?: boolean } = {}): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kt-web-'));
  // Vitest runs with NODE_ENV=test, and Vite builds the libraries' non-production code paths then
  // (~14 KB more gzip); a test of the bundle's size asks for the production build the server ships.
  const nodeEnv = process.env.NODE_ENV;
  if (options.production) process.env.NODE_ENV = 'production';
  try {
    // Without the old-browser build unless asked (old-browser.test.ts): a modern Chromium never loads it.
    await buildWeb({ quiet: true, outDir: dir, legacy: options.legacy ?? false });
  } finally {
    if (options.production) process.env.NODE_ENV = nodeEnv;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RunningApp {
  url: string;
  /** The folder of the app's build the server serves (bench:web's figures read their files there). */
  webRoot: string;
  close(): Promise<void>;
}

/** The server with the web app, built for it alone. */
export async function startApp(options: {
  clockSecondMs?: number; coach?: boolean; legacy?: boolean; production?: boolean; store?: import('@kitchen-table/server').Store;
  /** The ranking's minimum of rated matches (default 1 here; 5 on a real server). */
  rankingMinMatches?: number;
} = {}): Promise<RunningApp> {
  const web = await buildWebForTest({ legacy: options.legacy ?? false, production: options.production });
  const { startServer } = await import('@kitchen-table/server');
  // The coach (issue 18, part 2) is the bots' strong search, plugged in as `kitchen-table serve` does;
  // the bots themselves stay the server's quick default here.
  const coach = options.coach ? (await import('@kitchen-table/bots')).createBotPlayer({ threads: 1, strongBudget: { maxMs: 80 } }) : undefined;
  if (coach) await warmUp(coach);
  const server = await startServer({
    ...(coach ? { coach } : {}),
    // A store the test controls (issue 26: one that fails while the test says so); it stays the test's.
    ...(options.store ? { store: options.store } : {}),
    // A learning deal's bots wait 400 ms (2.5 s in play): long enough to see each step, short for CI.
    timings: { ...(options.clockSecondMs ? { clockSecondMs: options.clockSecondMs } : {}), lessonBotDelayMs: 400 },
    port: 0,
    host: '127.0.0.1',
    sqlitePath: ':memory:',
    databaseUrl: '',
    botDelayMs: 0,
    logLevel: 'warn',
    webRoot: web.dir,
    // Every browser device joins from 127.0.0.1, and a few short matches must fill the ranking: the
    // per-address join limit and the ranking's five-match threshold are lifted (the server's own tests
    // cover both).
    joinRate: { capacity: 1e6, refillPerSecond: 1e6 },
    rankingMinMatches: options.rankingMinMatches ?? 1,
  });
  return { url: server.url, webRoot: web.dir, close: async () => { await server.close(); await coach?.close(); web.remove(); } };
}

/** A cold worker loads its modules on its first request: one advice before the rooms open. */
async function warmUp(coach: { advise: (game: GameDefinition, view: SeatViewBase, context: { seed: string }) => Promise<unknown> }): Promise<void> {
  const game = findGame('fahrstuhl')!;
  const options = game.resolveOptions({}, 4);
  if (!options.ok) throw new Error(options.error.message);
  const state = game.setup(options.value, 4, 'warm-up');
  await coach.advise(game, game.seatView(state, game.toAct(state)[0]), { seed: 'warm-up' });
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A device in its own context (own storage, like a separate phone or TV). */
export async function openDevice(browser: Browser, name: string, kind: 'tv' | 'phone', locale = 'en-GB'): Promise<Device> {
  const context = await browser.newContext(
    kind === 'tv'
      ? { viewport: { width: 1920, height: 1080 }, locale }
      : { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${name}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`${name}: page error: ${err.message}`));
  return { name, context, page, errors };
}

/** Opens the table on the TV (a new room) and answers its room code, as the family reads it off the screen. */
export async function openTable(tv: Device, appUrl: string): Promise<string> {
  await tv.page.goto(`${appUrl}/tv`);
  await tv.page.waitForSelector('[data-testid=room-code]');
  return (await tv.page.textContent('[data-testid=room-code]'))!.replace(/\s/g, '');
}

export async function screenshot(device: Device, file: string, dir = SCREENSHOTS): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  await device.page.screenshot({ path });
  return path;
}

/**
 * The felt's labels (the trick's badge, a note, Lusti's led rank) that lie over a card played to the
 * trick: each label's box must miss every trick card's box. Waits for the cards' fly-in to end first.
 * Empty: every played card is seen whole.
 */
export async function labelsOverTrickCards(tv: Page): Promise<string[]> {
  await tv.waitForFunction(() => [...document.querySelectorAll('.trick-card')].every((card) => card.getAnimations().length === 0), undefined, { timeout: 10_000 }).catch(() => undefined);
  return tv.evaluate(() => {
    const cards = [...document.querySelectorAll('.trick-card')].map((card) => card.getBoundingClientRect());
    return [...document.querySelectorAll('.felt-badge, .felt-note, .felt-led')].flatMap((label) => {
      const box = label.getBoundingClientRect();
      const hits = cards.filter((c) => box.left < c.right && c.left < box.right && box.top < c.bottom && c.top < box.bottom);
      return hits.length > 0 ? [`"${label.textContent?.trim() ?? ''}" lies over ${hits.length} played card(s)`] : [];
    });
  });
}
