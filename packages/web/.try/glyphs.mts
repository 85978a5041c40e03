import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1400, height: 300 } });
const g = process.argv[2];
await p.setContent(`<div style="font: 40px system-ui, sans-serif; word-break: break-all">${[...g].map((c, i) => `<span title="${i}">${c}</span>`).join(' ')}</div>`);
await p.screenshot({ path: '/tmp/glyphs.png' });
await b.close();
