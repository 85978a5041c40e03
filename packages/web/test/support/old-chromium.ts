/**
 * Browser-test support for the oldest engine the app supports (issue 27): the Chromium 64 that the npm
 * package chrome-aws-lambda@64.0.3264 ships (brotli, inflated once into node_modules/.cache), driven by
 * puppeteer-core@1.7.0 (the last puppeteer that speaks to it). Two quirks shape the helpers: the page's
 * CSP forbids `eval`, which puppeteer 1.7's waitForFunction/waitForSelector use, so waiting is polling
 * with `page.evaluate`; and Chromium 64 lacks `DOM.getContentQuads` (puppeteer's element clicks), so a
 * tap is the element's box (getBoundingClientRect) + `page.touchscreen.tap` at coordinates. Console errors and page errors are collected per device.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { REPO_ROOT } from '../../scripts/vite-api.ts';

const require = createRequire(import.meta.url);

export const OLD_CHROMIUM_VERSION = '64.0.3264';

/** The parts of puppeteer 1.7's API these tests use (the package ships no types). */
export interface OldPage {
  goto(url: string, options?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  reload(): Promise<unknown>;
  /** `fn` runs in the page with `args` (its parameters say their types: `never[]` admits any function). */
  evaluate<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<T>;
  setViewport(viewport: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean; hasTouch?: boolean }): Promise<void>;
  screenshot(options: { path: string }): Promise<unknown>;
  focus(selector: string): Promise<void>;
  keyboard: { type(text: string): Promise<void> };
  touchscreen: { tap(x: number, y: number): Promise<void> };
  on(event: 'console', handler: (msg: { type(): string; text(): string }) => void): void;
  on(event: 'pageerror', handler: (err: Error) => void): void;
  on(event: 'request', handler: (request: { url(): string }) => void): void;
  target(): { createCDPSession(): Promise<{ send(method: string, params?: object): Promise<unknown>; on(event: 'Network.webSocketCreated', handler: (event: { url: string }) => void): void }> };
  close(): Promise<void>;
}
export interface OldBrowser { newPage(): Promise<OldPage>; version(): Promise<string>; close(): Promise<void> }

/** The Chromium 64 executable, inflated from the package on first use. */
export function oldChromiumPath(): string {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', `chromium-${OLD_CHROMIUM_VERSION}`);
  const exe = join(dir, 'chromium');
  if (existsSync(exe)) return exe;
  const packed = join(require.resolve('chrome-aws-lambda/package.json'), '..', 'bin', 'chromium.br');
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: a second test process never runs a half-written binary.
  const partial = `${exe}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(packed)));
  chmodSync(partial, 0o755);
  renameSync(partial, exe);
  return exe;
}

export async function launchOldChromium(): Promise<OldBrowser> {
  const puppeteer = require('puppeteer-core') as { launch(options: object): Promise<OldBrowser> };
  return puppeteer.launch({
    executablePath: oldChromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface OldDevice {
  name: string;
  page: OldPage;
  errors: string[];
  /** The websocket URLs the page opened and the polling requests it made (socket.io's fallback). */
  websockets: string[];
  polling: string[];
}

export async function openOldDevice(browser: OldBrowser, name: string, kind: 'tv' | 'phone'): Promise<OldDevice> {
  const page = await browser.newPage();
  await page.setViewport(
    kind === 'tv' ? { width: 1920, height: 1080 } : { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  );
  const device: OldDevice = { name, page, errors: [], websockets: [], polling: [] };
  page.on('console', (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'error') device.errors.push(`${name}: console error: ${msg.text()}`);
  });
  page.on('pageerror', (err: Error) => device.errors.push(`${name}: page error: ${err.message}`));
  page.on('request', (request: { url(): string }) => {
    if (request.url().includes('/socket.io/') && request.url().includes('transport=polling')) device.polling.push(request.url());
  });
  const cdp = await page.target().createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketCreated', (event: { url: string }) => device.websockets.push(event.url));
  return device;
}

// Functions given to `page.evaluate` run in Chromium 64 as written: no `?.`, no `??` in them.

/** Polls `fn` in the page until it returns something truthy (no eval: the CSP forbids it). */
export async function until<T>(page: OldPage, fn: (...args: never[]) => T, args: unknown[] = [], what = 'a condition', timeout = 30_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const untilSelector = (page: OldPage, selector: string, timeout?: number): Promise<boolean> =>
  until(page, (s: string) => document.querySelector(s) !== null, [selector], selector, timeout);

export const exists = (page: OldPage, selector: string): Promise<boolean> =>
  page.evaluate((s: string) => document.querySelector(s) !== null, selector);

export const textOf = (page: OldPage, selector: string): Promise<string | null> =>
  page.evaluate((s: string) => {
    const el = document.querySelector(s);
    return el ? el.textContent : null;
  }, selector);

/**
 * Taps the first element matching `selector`, at `at` inside it (its middle when not given): scrolled
 * on screen first (a finger reaches only what is shown), then a touch at its viewport coordinates.
 */
export async function tap(page: OldPage, selector: string, at?: { x: number; y: number }): Promise<void> {
  const box = await page.evaluate((s: string) => {
    const el = document.querySelector(s);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }, selector);
  if (!box) throw new Error(`nothing to tap: ${selector}`);
  if (box.width === 0 || box.height === 0) throw new Error(`not visible: ${selector}`);
  await page.touchscreen.tap(box.x + (at ? Math.min(at.x, box.width - 1) : box.width / 2), box.y + (at ? Math.min(at.y, box.height - 1) : box.height / 2));
}
