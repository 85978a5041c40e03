import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { WEB_ROOT } from './vite-api.ts';
const dist = join(WEB_ROOT, 'dist');
const { startServer } = await import('@kitchen-table/server');
const { chromium } = await import('playwright-core');
const { measureTvLongTasks } = await import('./bench-web-browser.ts');
const server = await startServer({ port: 0, host: '127.0.0.1', sqlitePath: ':memory:', databaseUrl: '', logLevel: 'warn', webRoot: dist, joinRate: { capacity: 1e6, refillPerSecond: 1e6 } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const events: any[] = [];
const r = await measureTvLongTasks(browser, server.url, { during: async (page) => {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  return async () => { const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res)); await cdp.send('Tracing.end'); await done; };
} });
console.log(JSON.stringify(r));
writeFileSync('/tmp/trace.json', JSON.stringify(events));
await browser.close(); await server.close();
