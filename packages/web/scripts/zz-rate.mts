import { join } from 'node:path';
import { WEB_ROOT } from './vite-api.ts';
const dist = join(WEB_ROOT, 'dist');
const { startServer } = await import('@kitchen-table/server');
const { chromium } = await import('playwright-core');
const { measureTvLongTasks } = await import('./bench-web-browser.ts');
const server = await startServer({ port: 0, host: '127.0.0.1', sqlitePath: ':memory:', databaseUrl: '', logLevel: 'warn', webRoot: dist, joinRate: { capacity: 1e6, refillPerSecond: 1e6 } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const rate of (process.env.RATES ?? '1,4').split(',').map(Number)) {
  const r = await measureTvLongTasks(browser, server.url, { cpuSlowdown: rate });
  console.log(rate, JSON.stringify(r), 'load', (await import('node:os')).loadavg()[0].toFixed(1));
}
await browser.close(); await server.close();
