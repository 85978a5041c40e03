import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { WEB_ROOT } from './vite-api.ts';
const dist = join(WEB_ROOT, 'dist');
const { startServer } = await import('@kitchen-table/server');
const { chromium } = await import('playwright-core');
const { measureTvLongTasks } = await import('./bench-web-browser.ts');
const server = await startServer({ port: 0, host: '127.0.0.1', sqlitePath: ':memory:', databaseUrl: '', logLevel: 'warn', webRoot: dist, joinRate: { capacity: 1e6, refillPerSecond: 1e6 } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let profile: unknown; let at: unknown; let origin = 0;
const r = await measureTvLongTasks(browser, server.url, { during: async (page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 }); await cdp.send('Profiler.start');
  origin = await page.evaluate(() => performance.timeOrigin);
  return async () => { profile = (await cdp.send('Profiler.stop')).profile; at = await page.evaluate(() => (window as any).__longTaskAt); };
} });
console.log(JSON.stringify(r));
writeFileSync('/tmp/prof.json', JSON.stringify({ profile, at, origin }));
await browser.close(); await server.close();
