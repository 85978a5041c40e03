/**
 * Security point 6: security headers on every answer — pages (built app and placeholder), assets, the
 * API and errors: a CSP that allows scripts only from our origin (no inline script, no eval), no
 * framing, no MIME sniffing, no referrer.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
let dir: string | null = null;
afterEach(async () => {
  await server?.closeAll();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

function expectHeaders(headers: Headers, path: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
  expect(directives.get('script-src'), path).toEqual(["'self'"]);
  expect(directives.get('default-src'), path).toEqual(["'self'"]);
  expect(directives.get('object-src'), path).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
  expect(directives.get('base-uri'), path).toEqual(["'self'"]);
  expect(csp, path).not.toMatch(/unsafe-eval|\*/);
  expect(headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(headers.get('x-frame-options'), path).toBe('DENY');
  expect(headers.get('referrer-policy'), path).toBe('no-referrer');
}

describe('security: headers', () => {
  it('every page, asset, API answer and error of a built web app carries the CSP and the other headers', async () => {
    dir = mkdtempSync(join(tmpdir(), 'kt-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(dir, 'tv.html'), '<!doctype html><title>tv</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    server = await startTestServer({ webRoot: dir });
    const paths = ['/', '/tv', '/join/BCDF', '/play', '/games/lusti', '/assets/app.js', '/assets/missing.js', '/api/health', '/api/games', '/api/rankings', '/api/games/nope/scores', '/api/rankings?limit=x', '/.env', '/../../etc/passwd'];
    for (const path of paths) {
      const response = await fetch(server.url + path);
      await response.arrayBuffer();
      expectHeaders(response.headers, path);
    }
  });

  it('the placeholder page (no built app) carries them too', async () => {
    server = await startTestServer({ webRoot: null });
    for (const path of ['/', '/tv', '/join/BCDF']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expectHeaders(response.headers, path);
    }
  });
});
