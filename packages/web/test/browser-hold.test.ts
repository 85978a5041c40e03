/**
 * Issue 26: a table on hold for its storage, in a real browser against the real server, in English and
 * German. The server's store fails (a refused database connection) while the test says so: a phone's
 * move is refused, every room of the server goes on hold, and the TV and the phones say that the table
 * waits for its storage (TV: a full-screen notice; phone: a notice on top of the hand), without any
 * error in the pages. When the store is back the notices go and the match plays on.
 * Screenshots: test-output/screenshots/hold-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openStore, type Store } from '@kitchen-table/server';
import { browserSkipReason, launch, openDevice, openTable, screenshot, startApp, type Device, type RunningApp } from './support/browser.ts';
import { CARD_CORNER, isMyTurn, join, takeTurn } from './support/phone-actions.ts';

const missing = browserSkipReason('the hold browser tests');

/** The server's store, failing every call with a refused connection while `down` is set. */
function switchable(inner: Store): { store: Store; setDown(down: boolean): void } {
  let down = false;
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'close' || property === 'onConnectionError') return value;
      return (...args: unknown[]) =>
        down
          ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  }) as Store;
  return { store, setDown: (d) => (down = d) };
}

interface Table {
  tv: Device;
  phone: Device;
}

describe.skipIf(missing)('a table on hold for its storage, in the browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let inner: Store;
  let control: ReturnType<typeof switchable>;
  const tables: Record<'en' | 'de', Table> = {} as Record<'en' | 'de', Table>;
  const devices = () => Object.values(tables).flatMap((t) => [t.tv, t.phone]);

  async function openTableIn(lang: 'en' | 'de'): Promise<Table> {
    const locale = lang === 'en' ? 'en-GB' : 'de-DE';
    const tv = await openDevice(browser, `tv-${lang}`, 'tv', locale);
    const code = await openTable(tv, app.url);
    const phone = await openDevice(browser, lang === 'en' ? 'Anna' : 'Bernd', 'phone', locale);
    await join(phone.page, app.url, code, phone.name);
    await phone.page.click('[data-game=fahrstuhl]');
    await phone.page.waitForSelector('[data-game=fahrstuhl][aria-pressed=true]');
    await phone.page.click('[data-action=start]');
    await phone.page.waitForSelector('[data-testid=play][data-game=fahrstuhl]');
    await tv.page.waitForSelector('.tv-table');
    return { tv, phone };
  }

  /** Waits until it is this phone's turn (bots move at once). */
  async function untilMyTurn(page: Page): Promise<void> {
    await page.waitForFunction(() => document.querySelector('[data-testid=turn-bar][data-my-turn=true]') !== null, undefined, { timeout: 20_000 });
    expect(await isMyTurn(page)).toBe(true);
  }

  /** One tap of a move that the server will not be able to store. */
  async function tryMove(page: Page): Promise<void> {
    if (await page.$('.call-button')) {
      await page.click('.call-button');
      return;
    }
    await page.locator('.hand-card[data-state=legal]').first().click({ position: CARD_CORNER });
    await page.locator('.hand-card[data-state=selected]').first().click({ position: CARD_CORNER });
  }

  beforeAll(async () => {
    inner = await openStore({ sqlitePath: ':memory:', databaseUrl: '' });
    control = switchable(inner);
    app = await startApp({ store: control.store });
    browser = await launch();
    tables.en = await openTableIn('en');
    tables.de = await openTableIn('de');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await inner?.close();
  });

  it('the storage fails: the move is refused, TV and phones show that the table waits for its storage (EN and DE)', async () => {
    for (const table of Object.values(tables)) await untilMyTurn(table.phone.page);
    const seqBefore = await tables.en.phone.page.getAttribute('[data-testid=play]', 'data-seq');
    control.setDown(true);
    await tryMove(tables.en.phone.page);
    for (const table of Object.values(tables)) {
      await table.tv.page.waitForSelector('[data-testid=hold-overlay][data-reason=storage]');
      await table.phone.page.waitForSelector('[data-testid=hold-notice][data-reason=storage]');
    }
    // Nothing was played.
    expect(await tables.en.phone.page.getAttribute('[data-testid=play]', 'data-seq')).toBe(seqBefore);
    expect(await tables.en.phone.page.textContent('.toast')).toContain('cannot save');
    expect(await tables.en.tv.page.textContent('[data-testid=hold-overlay]')).toContain('Waiting for the table’s storage');
    expect(await tables.en.phone.page.textContent('[data-testid=hold-notice]')).toContain('Waiting for the table’s storage');
    expect(await tables.de.tv.page.textContent('[data-testid=hold-overlay]')).toContain('Warten auf den Speicher des Tisches');
    expect(await tables.de.phone.page.textContent('[data-testid=hold-notice]')).toContain('Warten auf den Speicher des Tisches');
    for (const [lang, table] of Object.entries(tables)) {
      await screenshot(table.tv, `hold-tv-${lang}.png`);
      await screenshot(table.phone, `hold-phone-${lang}.png`);
    }
    expect(devices().flatMap((d) => d.errors)).toEqual([]);
  });

  it('the storage is back: the notices go and the match plays on', async () => {
    control.setDown(false);
    for (const table of Object.values(tables)) {
      await table.tv.page.waitForSelector('[data-testid=hold-overlay]', { state: 'detached', timeout: 10_000 });
      await table.phone.page.waitForSelector('[data-testid=hold-notice]', { state: 'detached', timeout: 10_000 });
    }
    for (const table of Object.values(tables)) expect(await takeTurn(table.phone.page, 'fahrstuhl')).toBe(true);
    expect(devices().flatMap((d) => d.errors)).toEqual([]);
  });
});
