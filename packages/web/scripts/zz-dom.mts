import { join } from 'node:path';
import { WEB_ROOT } from './vite-api.ts';
const dist = join(WEB_ROOT, 'dist');
const { startServer } = await import('@kitchen-table/server');
const { chromium } = await import('playwright-core');
const { measureTvLongTasks } = await import('./bench-web-browser.ts');
const server = await startServer({ port: 0, host: '127.0.0.1', sqlitePath: ':memory:', databaseUrl: '', logLevel: 'warn', webRoot: dist, joinRate: { capacity: 1e6, refillPerSecond: 1e6 } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const r = await measureTvLongTasks(browser, server.url, { during: async (page) => {
  const timer = setInterval(async () => {
    const info = await page.evaluate(() => {
      return { all: document.querySelectorAll('*').length, ...Object.fromEntries(['.tv-stage', '.tv-top', '.table-area', '.tv-sidebar', '.seat-plate', '.seat-backs', '.trick'].map((sel) => [sel, [...document.querySelectorAll(sel)].reduce((n, el) => n + el.querySelectorAll('*').length, 0)])), svg: document.querySelectorAll('svg').length };
    }).catch((e) => String(e).slice(0, 300));
    console.log(JSON.stringify(info));
  }, 3000);
  return async () => clearInterval(timer);
} });
console.log(JSON.stringify(r));
await browser.close(); await server.close();
